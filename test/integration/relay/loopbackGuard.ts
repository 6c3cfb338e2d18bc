import * as dc from 'node:diagnostics_channel'
import type { Socket } from 'node:net'

/** One outbound attempt seen by the guard. */
export interface OutboundAttempt {
  via: 'fetch' | 'http' | 'socket'
  host: string
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || host.startsWith('127.')
}

/**
 * Watches every outbound connection the process makes while installed: global `fetch`
 * (refused before any DNS look-up when the host is not loopback), `http(s).request`
 * (which `ws` uses) and raw TCP sockets (host look-ups and connects). Lets a test prove
 * that an SDK stayed on 127.0.0.1 rather than assume it.
 */
export function installLoopbackGuard() {
  const attempts: OutboundAttempt[] = []
  const originalFetch = globalThis.fetch
  globalThis.fetch = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    attempts.push({ via: 'fetch', host: url.hostname })
    if (!isLoopback(url.hostname)) {
      return Promise.reject(new TypeError(`loopback guard: refused fetch to ${url.origin}`))
    }
    return originalFetch(input, init)
  }
  const onHttp = (message: unknown) => {
    const { request } = message as { request: { host: string } }
    attempts.push({ via: 'http', host: request.host })
  }
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.on('lookup', (_error, _address, _family, host) => attempts.push({ via: 'socket', host }))
    socket.on('connect', () => attempts.push({ via: 'socket', host: socket.remoteAddress ?? '?' }))
  }
  dc.subscribe('http.client.request.start', onHttp)
  dc.subscribe('net.client.socket', onSocket)
  return {
    attempts,
    /** Attempts whose host was not loopback. */
    foreign: () => attempts.filter((a) => !isLoopback(a.host)),
    uninstall() {
      globalThis.fetch = originalFetch
      dc.unsubscribe('http.client.request.start', onHttp)
      dc.unsubscribe('net.client.socket', onSocket)
    },
  }
}
