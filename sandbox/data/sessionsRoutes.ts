import * as v from 'valibot'
import { isHatchError } from '../../kernel/index.js'
import { verifySiwxSession } from '../../plugins/siwx/server/index.js'
import { json, HttpError } from '../http/response.js'
import type { Route, RouteContext } from '../http/service.js'
import { parseOr400, queryObject } from '../http/validate.js'
import type { SessionStore } from './sessions.js'

const nonEmpty = (what: string) => v.pipe(v.string(`${what} must be a string`), v.nonEmpty(`${what} must not be empty`))
const AddBody = v.object({ message: nonEmpty('message'), signature: nonEmpty('signature') })
const RevokeBody = v.object({ pci: nonEmpty('pci (the session nonce)'), signature: nonEmpty('signature') })
const ListQuery = v.object({ chainId: v.optional(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'chainId must be a CAIP-2 id'))) })

/** The page's origin a session is for: a session is made by a site, so the browser's Origin header is required. */
function originOf(ctx: RouteContext): URL {
  if (!ctx.origin) throw new HttpError(400, 'An Origin header is required: a sign-in session belongs to the site that asks for it')
  try {
    return new URL(ctx.origin)
  } catch {
    throw new HttpError(400, `Invalid Origin header '${ctx.origin}'`)
  }
}

/**
 * Sign-in sessions of the data service (spec §7): `GET /v1/sessions/{address}` (the address's valid
 * sessions, for the caller's site when it sends an Origin; `chainId` narrows to a network),
 * `POST /v1/sessions/{address}` (add: body `{ message, signature }`, checked with the siwx server
 * verifier against the caller's origin: domain, uri, address, validity and signature, a contract
 * account's checked on its chain's node given by `rpcUrls`; a nonce signs
 * in once) and `POST /v1/sessions/{address}/revoke` (body `pci` = the session's nonce and its
 * `signature`).
 */
export function sessionsRoutes(sessions: SessionStore, rpcUrls: () => Readonly<Record<string, string>> = () => ({})): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/v1\/sessions\/([^/]+)$/,
      auth: 'sdk',
      handler: (ctx) => {
        const { chainId } = parseOr400(ListQuery, queryObject(ctx.query), 'query')
        const domain = ctx.origin ? originOf(ctx).host : undefined
        const list = sessions.list(ctx.params[0] ?? '', { ...(chainId ? { chainId } : {}), ...(domain ? { domain } : {}), now: Date.now() })
        return json({ sessions: list.map(({ data, message, signature }) => ({ data, message, signature })) })
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/sessions\/([^/]+)$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const body = parseOr400(AddBody, ctx.body, 'body')
        const origin = originOf(ctx)
        const address = ctx.params[0] ?? ''
        let verified
        try {
          // The chains' nodes: contract accounts (ERC-1271, ERC-6492) sign in too.
          verified = await verifySiwxSession(body, { domain: origin.host, uriPrefix: origin.origin, address, rpcUrls: rpcUrls() })
        } catch (error) {
          if (isHatchError(error, 'SIWX_SESSION_INVALID')) {
            const reason = String(error.params?.['reason'] ?? error.message)
            throw new HttpError(401, `Session refused: ${reason}`, { reasons: [{ field: 'message', description: reason }] })
          }
          throw error
        }
        if (sessions.nonceUsed(verified.data.nonce)) throw new HttpError(409, `Session refused: nonce ${verified.data.nonce} was already used`)
        await sessions.add(verified)
        const { data, message, signature } = verified
        return json({ session: { data, message, signature } })
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/sessions\/([^/]+)\/revoke$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const { pci, signature } = parseOr400(RevokeBody, ctx.body, 'body')
        if (!(await sessions.revoke(ctx.params[0] ?? '', pci, signature)))
          throw new HttpError(404, `No session ${pci} with that signature for ${ctx.params[0]}`)
        return json({ revoked: true })
      },
    },
  ]
}
