import * as v from 'valibot'
import type { HatchContext } from '../../kernel/index.js'
import { httpStatus } from './errors.js'

const NameEntrySchema = v.object({
  name: v.string(),
  addresses: v.optional(v.record(v.string(), v.object({ address: v.string() }))),
  attributes: v.optional(v.record(v.string(), v.unknown())),
})
const SuggestionsSchema = v.object({ suggestions: v.array(v.object({ name: v.string(), registered: v.optional(v.boolean()) })) })
const RegisteredSchema = v.object({ success: v.literal(true) })

/** A name the service holds for an address, with the avatar to show (http(s) or a data: image only). */
export interface OwnedName {
  name: string
  avatar?: string
}

/** The body of `POST /v1/profile/account` (spec §7). */
export interface Registration {
  coin_type: number
  address: string
  message: string
  signature: string
}

function avatarOf(attributes: Record<string, unknown> | undefined): string | undefined {
  const avatar = attributes?.['avatar']
  return typeof avatar === 'string' && /^(https?:|data:image\/)/.test(avatar) ? avatar : undefined
}

/** The name service calls of spec §7 `/v1/profile/*`, through the instance's data-service client. */
export function createNameApi(ctx: Pick<HatchContext, 'data'>) {
  return {
    /** Whether `name` is free: the service answers 404 for a name nobody holds. Throws on any other failure. */
    async isFree(name: string, signal?: AbortSignal): Promise<boolean> {
      try {
        await ctx.data.get({
          path: `/v1/profile/account/${encodeURIComponent(name)}`,
          query: { apiVersion: 2 },
          schema: NameEntrySchema,
          ...(signal ? { signal } : {}),
        })
        return false
      } catch (error) {
        if (httpStatus(error) === 404) return true
        throw error
      }
    },

    /** Free names near `label` in `zone`. */
    async suggestions(label: string, zone: string, signal?: AbortSignal): Promise<string[]> {
      const body = await ctx.data.get({
        path: `/v1/profile/suggestions/${encodeURIComponent(label)}`,
        query: { zone },
        schema: SuggestionsSchema,
        ...(signal ? { signal } : {}),
      })
      return body.suggestions.filter((s) => !s.registered).map((s) => s.name)
    },

    /** Registers a signed name; throws HTTP_STATUS with the service's reasons when it refuses. */
    async register(registration: Registration): Promise<void> {
      await ctx.data.post({ path: '/v1/profile/account', body: registration, schema: RegisteredSchema })
    },

    /** The names `address` holds (reverse lookup), first the one to show. */
    async namesOf(address: string): Promise<OwnedName[]> {
      const entries = await ctx.data.get({
        path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        query: { apiVersion: 2, sender: address },
        schema: v.array(NameEntrySchema),
      })
      return entries.map((e) => {
        const avatar = avatarOf(e.attributes)
        return { name: e.name, ...(avatar ? { avatar } : {}) }
      })
    },
  }
}

/** The name service calls of one instance. */
export type NameApi = ReturnType<typeof createNameApi>
