import * as v from 'valibot'
import { HelloMessage, PROTOCOL_VERSION } from '../../adapters/embedded/protocol/index.js'
import type { PortLike } from './channel.js'

/** What the frame knows about where it is. */
export interface FrameSurroundings {
  /** Exact page origins allowed to talk to the frame (from the secure site's configuration). */
  allowedOrigins: readonly string[]
  /** `window.parent` of the frame. */
  parent: unknown
  /**
   * `location.ancestorOrigins` where the browser has it (Chromium, Safari, Firefox): every ancestor
   * must be allowed. Firefox reports "null" for every ancestor of an iframe whose referrer policy
   * sends it no referrer (`no-referrer`, `same-origin`), so such a frame refuses every HELLO.
   */
  ancestorOrigins: readonly string[] | undefined
}

/** An accepted HELLO: the pinned page origin and the port of the new channel. */
export interface AcceptedHello {
  parentOrigin: string
  nonce: string
  port: PortLike
}

/**
 * Decides whether a window message is a HELLO the frame may answer: it must come from the frame's
 * own parent window, from an exactly allowed origin, with every ancestor allowed (so an allowed
 * page nested in an attacker's page gets nothing), as a strict HELLO with one transferred port.
 * Returns undefined (and the message is ignored) otherwise.
 */
export function acceptHello(event: Pick<MessageEvent, 'data' | 'origin' | 'source' | 'ports'>, where: FrameSurroundings): AcceptedHello | undefined {
  if (event.source !== where.parent || where.parent === null || where.parent === undefined) return undefined
  if (!where.allowedOrigins.includes(event.origin)) return undefined
  if (where.ancestorOrigins && !where.ancestorOrigins.every((origin) => where.allowedOrigins.includes(origin))) return undefined
  const hello = v.safeParse(HelloMessage, event.data)
  if (!hello.success || event.ports.length !== 1) return undefined
  return { parentOrigin: event.origin, nonce: hello.output.nonce, port: event.ports[0] as unknown as PortLike }
}

/** The READY message sent on the new port. */
export const readyMessage = (nonce: string, ch: string) => ({ hatch: PROTOCOL_VERSION, type: 'READY' as const, nonce, ch })
