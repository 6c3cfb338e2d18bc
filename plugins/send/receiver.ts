import * as v from 'valibot'
import type { ChainNamespace, HatchContext } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'
import type { ReceiverProfile, SendError } from './types.js'
import { chainNames } from './validation.js'

/** SLIP-44 coin types the name service keys addresses by: 60 for every EVM chain, 501 Solana, 0 Bitcoin. */
export const coinTypes: Partial<Record<ChainNamespace, string>> = { eip155: '60', solana: '501', bip122: '0' }

/** Name lookups are cached 5 minutes (spec §9 "name 5 min"). */
export const NAME_CACHE_MS = 5 * 60_000

/** A name entry (spec §3 "Name entry"); only what the send view reads is required. */
const NameEntrySchema = v.object({
  name: v.string(),
  addresses: v.record(v.string(), v.object({ address: v.string() })),
  attributes: v.optional(v.record(v.string(), v.unknown())),
})
const ReverseSchema = v.array(NameEntrySchema)
const IdentitySchema = v.object({ name: v.optional(v.nullable(v.string())), avatar: v.optional(v.nullable(v.string())) })
const ReasonsSchema = v.object({ reasons: v.array(v.object({ description: v.string() })) })

type NameEntry = v.InferOutput<typeof NameEntrySchema>

/** What a name resolved to on one chain. */
export type Resolution = { ok: true; address: string; profile: ReceiverProfile } | { ok: false; error: SendError }

/** An http(s) or data:image avatar; anything else (javascript:, …) is not shown. */
function avatarOf(entry: { attributes?: Record<string, unknown> | undefined }): string | undefined {
  const avatar = entry.attributes?.['avatar']
  return typeof avatar === 'string' && /^(https?:|data:image\/)/.test(avatar) ? avatar : undefined
}

const profileOf = (entry: NameEntry): ReceiverProfile => {
  const avatar = avatarOf(entry)
  return { name: entry.name, ...(avatar ? { avatar } : {}) }
}

/** The name service's first reason (spec §8: "Name API errors use the server's first reason description when present"). */
function serverReason(error: unknown): string | undefined {
  if (!isHatchErrorLike(error, 'HTTP_STATUS') || !error.details) return undefined
  // details is `GET <url>: <body>`; the body is the JSON after the URL.
  const body = error.details.slice(error.details.indexOf('{'))
  try {
    const parsed = v.safeParse(ReasonsSchema, JSON.parse(body))
    return parsed.success ? parsed.output.reasons[0]?.description : undefined
  } catch {
    return undefined
  }
}

/** Name lookups through the data service, cached per instance for 5 minutes. */
export function createNameResolver(ctx: Pick<HatchContext, 'data'>, clock: () => number = Date.now) {
  const names = new Map<string, { at: number; entry: NameEntry }>()

  const lookup = async (name: string): Promise<NameEntry> => {
    const key = name.toLowerCase()
    const cached = names.get(key)
    if (cached && clock() - cached.at < NAME_CACHE_MS) return cached.entry
    const entry = await ctx.data.get({ path: `/v1/profile/account/${encodeURIComponent(key)}`, query: { apiVersion: 2 }, schema: NameEntrySchema })
    names.set(key, { at: clock(), entry })
    return entry
  }

  return {
    /** The address `name` holds for the namespace's coin type, with the name and avatar to show. */
    async resolve(name: string, namespace: ChainNamespace): Promise<Resolution> {
      let entry: NameEntry
      try {
        entry = await lookup(name.trim())
      } catch (error) {
        const reason = serverReason(error)
        return { ok: false, error: { code: 'NAME_RESOLVE_FAILED', ...(reason ? { reason } : {}) } }
      }
      const coin = coinTypes[namespace]
      const address = coin ? entry.addresses[coin]?.address : undefined
      if (!address) return { ok: false, error: { code: 'SEND_NAME_NO_ADDRESS', params: { chain: chainNames[namespace], name: entry.name } } }
      return { ok: true, address, profile: profileOf(entry) }
    },

    /**
     * Who an address belongs to, when the name service (reverse lookup) or, on EVM, the identity
     * service knows: the name and avatar shown with a typed address. Undefined when nobody knows
     * it or the lookup fails (the send does not depend on it).
     */
    async profileOf(address: string, namespace: ChainNamespace, sender: string | undefined): Promise<ReceiverProfile | undefined> {
      try {
        const [first] = await ctx.data.get({
          path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
          query: { apiVersion: 2, sender },
          schema: ReverseSchema,
        })
        if (first) return profileOf(first)
        if (namespace !== 'eip155') return undefined
        const identity = await ctx.data.get({ path: `/v1/identity/${address}`, query: { sender }, schema: IdentitySchema })
        return identity.name ? { name: identity.name, ...(identity.avatar ? { avatar: identity.avatar } : {}) } : undefined
      } catch {
        return undefined
      }
    },
  }
}

/** A name resolver of one instance. */
export type NameResolver = ReturnType<typeof createNameResolver>
