import * as v from 'valibot'
import type { CatalogueWallet } from './generate.js'
import { intParam } from '../http/validate.js'

const list = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.check((items) => items.length <= 500, `${name} may list at most 500 values`),
    ),
  )

/** The `/getWallets` query (spec §7): page and entries are 1-based / 1-100; lists are comma-separated. */
export const GetWalletsQuerySchema = v.object({
  page: intParam('page', 1, 100_000),
  entries: intParam('entries', 1, 100),
  include: list('include'),
  exclude: list('exclude'),
  chains: list('chains'),
  search: v.optional(v.string()),
  badge_type: v.optional(v.picklist(['certified', 'none'], "badge_type must be 'certified' or 'none'")),
})
export type GetWalletsQuery = v.InferOutput<typeof GetWalletsQuerySchema>

/** Default page size when `entries` is absent (the spec's 40 per page). */
export const DEFAULT_ENTRIES = 40

/**
 * Applies the filters and returns one page plus the total count after filtering:
 * include keeps only listed ids, exclude drops ids, chains keeps wallets supporting any listed
 * CAIP-2 id, search matches the name case-insensitively, badge_type matches exactly.
 */
export function queryWallets(wallets: readonly CatalogueWallet[], query: GetWalletsQuery): { data: CatalogueWallet[]; count: number } {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? query.chains : undefined
  const search = query.search?.trim().toLowerCase()
  const filtered = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!chains || chains.some((c) => w.chains.includes(c))) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!query.badge_type || w.badge_type === query.badge_type),
  )
  const entries = query.entries ?? DEFAULT_ENTRIES
  const page = query.page ?? 1
  return { data: filtered.slice((page - 1) * entries, page * entries), count: filtered.length }
}
