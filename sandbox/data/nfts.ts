import { createPublicClient, erc721Abi, hexToBigInt, http, pad, type Hex, type PublicClient } from 'viem'
import type { SandboxNetwork } from '../types.js'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** One ERC721 token as `GET /v1/account/{address}/nfts` returns it. */
export interface NftHolding {
  /** CAIP-2 id of the chain, e.g. `eip155:713101`. */
  chainId: string
  collection: {
    /** CAIP-10 address of the collection contract. */
    address: string
    name: string
    symbol: string
  }
  /** The token id, in decimal (uint256, so a string). */
  tokenId: string
  /** The token's name from its metadata (`tokenURI`), or `{collection} #{id}` when it has none. */
  name: string
  /** An image of the token served by the data service (`image/svg+xml`). */
  imageUrl: string
  /** Same flag as a history transfer's `nft_info.flags`. */
  flags: { is_spam: boolean }
}

/** What {@link nftHoldingsOn} needs besides the chain. */
export interface NftHoldingsOptions {
  owner: `0x${string}`
  /** The service's spam classification of a collection contract. */
  isSpam: (collection: `0x${string}`) => boolean
  /** URL of the image of one token. */
  imageUrl: (collection: `0x${string}`, tokenId: bigint) => string
}

interface RpcLog {
  address: `0x${string}`
  topics: Hex[]
  blockNumber: Hex
  logIndex: Hex
}

function clientFor(network: SandboxNetwork): PublicClient {
  return createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
}

/**
 * Reads the ERC721 tokens an address holds on one chain from the node itself: every `Transfer`
 * log that sent a token to the address (ERC721 logs have four topics, ERC20 ones three), kept
 * when `ownerOf` still names the address. So any collection counts, the sandbox's or one a test
 * deployed, and a token sent away disappears. Newest acquisition first.
 */
export async function nftHoldingsOn(network: SandboxNetwork, options: NftHoldingsOptions): Promise<NftHolding[]> {
  const client = clientFor(network)
  const owner = options.owner.toLowerCase() as `0x${string}`
  const logs = (await client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC, null, pad(owner, { size: 32 })] }],
  })) as unknown as RpcLog[]
  // Newest first; a token received twice counts once, at its latest arrival.
  const seen = new Set<string>()
  const candidates: { collection: `0x${string}`; tokenId: bigint }[] = []
  for (const log of [...logs].reverse()) {
    if (log.topics.length !== 4) continue
    const collection = log.address.toLowerCase() as `0x${string}`
    const tokenId = hexToBigInt(log.topics[3] as Hex)
    const key = `${collection}:${tokenId}`
    if (seen.has(key)) continue
    seen.add(key)
    candidates.push({ collection, tokenId })
  }
  const held = await Promise.all(
    candidates.map(async (c) => {
      const current = await client.readContract({ address: c.collection, abi: erc721Abi, functionName: 'ownerOf', args: [c.tokenId] }).catch(() => undefined)
      return current?.toLowerCase() === owner ? c : undefined
    }),
  )
  const collections = new Map<string, Promise<{ name: string; symbol: string }>>()
  const collectionInfo = (address: `0x${string}`) => {
    let info = collections.get(address)
    if (!info) {
      info = Promise.all([
        client.readContract({ address, abi: erc721Abi, functionName: 'name' }).catch(() => 'Unnamed collection'),
        client.readContract({ address, abi: erc721Abi, functionName: 'symbol' }).catch(() => ''),
      ]).then(([name, symbol]) => ({ name, symbol }))
      collections.set(address, info)
    }
    return info
  }
  const out = await Promise.all(
    held
      .filter((c): c is NonNullable<typeof c> => c !== undefined)
      .map(async ({ collection, tokenId }): Promise<NftHolding> => {
        const [info, uri] = await Promise.all([
          collectionInfo(collection),
          client.readContract({ address: collection, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] }).catch(() => undefined),
        ])
        return {
          chainId: network.caipNetworkId,
          collection: { address: `${network.caipNetworkId}:${collection}`, name: info.name, symbol: info.symbol },
          tokenId: tokenId.toString(),
          name: metadataName(uri) ?? `${info.name} #${tokenId}`,
          imageUrl: options.imageUrl(collection, tokenId),
          flags: { is_spam: options.isSpam(collection) },
        }
      }),
  )
  return out
}

/**
 * The `name` of a token's metadata when its `tokenURI` is a `data:application/json` URI (plain or
 * base64), as the sandbox's collections answer. Other URIs (http, ipfs) would need fetching from
 * outside, which the sandbox never does; they fall back to the collection's name.
 */
export function metadataName(uri: string | undefined): string | undefined {
  const match = uri ? /^data:application\/json(;base64)?,(.*)$/s.exec(uri) : null
  if (!match) return undefined
  try {
    const text = match[1] ? Buffer.from(match[2] ?? '', 'base64').toString('utf8') : decodeURIComponentSafe(match[2] ?? '')
    const parsed = JSON.parse(text) as { name?: unknown }
    return typeof parsed.name === 'string' && parsed.name.trim() !== '' ? parsed.name : undefined
  } catch {
    return undefined
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Whether `tokenId` of `collection` exists on the chain now (its `ownerOf` answers). */
export async function nftExists(network: SandboxNetwork, collection: `0x${string}`, tokenId: bigint): Promise<boolean> {
  const owner = await clientFor(network)
    .readContract({ address: collection, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] })
    .catch(() => undefined)
  return owner !== undefined && owner !== '0x0000000000000000000000000000000000000000'
}
