import * as v from 'valibot'

const link = v.nullish(v.string())

/**
 * One wallet as the catalogue service returns it (spec §3 "Wallet catalogue entry"). Unknown
 * fields are ignored; the ones the modal reads are checked at the boundary.
 */
export const CatalogueWalletSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty('wallet id must not be empty')),
  name: v.string(),
  image_id: v.nullish(v.string()),
  image_url: v.nullish(v.string()),
  rdns: v.nullish(v.string()),
  chains: v.optional(v.array(v.string()), []),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  badge_type: v.optional(v.string()),
  injected: v.nullish(v.array(v.object({ namespace: v.string(), injected_id: v.string() }))),
})

/** A catalogue wallet after validation. */
export type CatalogueWallet = v.InferOutput<typeof CatalogueWalletSchema>

/** The body of `GET /getWallets`: one page of wallets and the total count after filtering. */
export const GetWalletsResponseSchema = v.object({
  data: v.array(CatalogueWalletSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** A wallet as the AllWallets view shows it: the catalogue entry plus whether it is installed. */
export interface WalletTileData extends CatalogueWallet {
  installed: boolean
}
