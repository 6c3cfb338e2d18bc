import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The client's IP for per-IP limits. With `trustedProxies` = 0 it is the socket's address. Behind
 * N proxies of your own, each appends the address it received the request from to
 * `X-Forwarded-For`, so only the last N entries were written by them: the client's address is the
 * one N hops from the right, counting the socket as hop 0 (as Express's and Fastify's
 * `trust proxy: <n>`). Entries further left are whatever the client sent and are never read, so a
 * forged header cannot pick the IP a limit counts. A header shorter than N gives its leftmost entry.
 */
export function clientIpOf(socketAddress: string, forwardedFor: string | undefined, trustedProxies: number): string {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!hops.length) return socketAddress
  return hops[Math.max(0, hops.length - trustedProxies)] as string
}

/** The client's IP of a request (see {@link clientIpOf}). */
export function clientIp(c: Context, trustedProxies: number): string {
  return clientIpOf(getConnInfo(c).remote.address ?? 'unknown', c.req.header('x-forwarded-for'), trustedProxies)
}
