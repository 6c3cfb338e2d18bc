import * as v from 'valibot'

/** An http(s) URL: anything else (javascript:, data:) from the service is refused, never rendered. */
const httpUrl = v.pipe(
  v.string(),
  v.url('must be a URL'),
  v.check((url) => /^https?:\/\//i.test(url), 'must be an http(s) URL'),
)

/** One ERC721 token of `GET /v1/account/{address}/nfts` (docs/plugins/nfts.md). */
export const NftSchema = v.object({
  /** CAIP-2 id of its chain. */
  chainId: v.string(),
  collection: v.object({
    /** CAIP-10 address of the collection contract. */
    address: v.string(),
    name: v.string(),
    symbol: v.string(),
  }),
  /** Decimal token id (uint256, so kept as a string). */
  tokenId: v.pipe(v.string(), v.regex(/^\d+$/, 'must be a decimal token id')),
  name: v.string(),
  imageUrl: v.optional(v.nullable(httpUrl)),
  flags: v.object({ is_spam: v.boolean() }),
})

/** The reply of `GET /v1/account/{address}/nfts`. */
export const NftsReplySchema = v.object({ nfts: v.array(NftSchema) })

/** One NFT as the plugin keeps it. */
export type Nft = v.InferOutput<typeof NftSchema>
