import * as v from 'valibot'
import type { HatchContext } from '../../kernel/index.js'
import { appNameOf } from './appName.js'
import { formatSiwxMessage } from './messages/formatMessage.js'
import { SiwxSessionSchema as SessionSchema } from './sessionSchema.js'
import type { SiwxBackend, SiwxConfig, SiwxSession } from './types.js'

/** A session's lifetime when the host gives none. */
export const DEFAULT_SESSION_MS = 24 * 60 * 60 * 1000

const SessionsSchema = v.object({ sessions: v.array(SessionSchema) })
const Accepted = v.object({ session: SessionSchema })
const Revoked = v.object({ revoked: v.boolean() })

/** A fresh nonce: 96 random bits as hex (EIP-4361 wants 8 or more alphanumerics). */
function nonce(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const unexpired = (session: SiwxSession, now: number) => !session.data.expirationTime || Date.parse(session.data.expirationTime) > now

/**
 * The default sign-in backend, for each method the host did not implement: messages for this page
 * (`location.host`, `location.href`) with a random nonce, sessions kept by the data service
 * (`GET /v1/sessions/{address}`, `POST /v1/sessions/{address}` which verifies the signature and
 * refuses a bad one, `POST /v1/sessions/{address}/revoke` with the session's nonce as `pci` and its
 * signature). `verify` only checks the session is complete: the data service verifies on add.
 */
export function withDefaults(ctx: Pick<HatchContext, 'data' | 'options'>, config: SiwxConfig): SiwxBackend {
  const appName = appNameOf(ctx.options.raw)
  const path = (address: string) => `/v1/sessions/${encodeURIComponent(address)}`
  return {
    createMessage:
      config.createMessage ??
      (async ({ accountAddress, chainId }) => {
        const now = Date.now()
        const data = {
          accountAddress,
          chainId,
          domain: location.host,
          uri: location.href,
          version: '1',
          nonce: nonce(),
          statement: config.statement ?? (appName ? `Sign in to ${appName}` : 'Sign in with your wallet'),
          issuedAt: new Date(now).toISOString(),
          expirationTime: new Date(now + (config.expiresInMs ?? DEFAULT_SESSION_MS)).toISOString(),
        }
        return { data, message: await formatSiwxMessage(data) }
      }),
    verify: config.verify ?? (async (session) => session.signature !== '' && session.message !== '' && session.data.accountAddress !== ''),
    getSessions:
      config.getSessions ??
      (async (chainId, address) => {
        const { sessions } = await ctx.data.get({ path: path(address), query: { chainId }, schema: SessionsSchema })
        const now = Date.now()
        return sessions.filter((s) => s.data.chainId === chainId && s.data.domain === location.host && unexpired(s, now))
      }),
    addSession:
      config.addSession ??
      (async (session) => {
        await ctx.data.post({ path: path(session.data.accountAddress), body: { message: session.message, signature: session.signature }, schema: Accepted })
      }),
    revokeSession:
      config.revokeSession ??
      (async (session) => {
        await ctx.data.post({
          path: `${path(session.data.accountAddress)}/revoke`,
          body: { pci: session.data.nonce, signature: session.signature },
          schema: Revoked,
        })
      }),
  }
}
