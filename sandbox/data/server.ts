import * as v from 'valibot'
import { balancesOn } from './balance.js'
import { historyPage, type ImageUrl } from './history.js'
import { bitcoinBalancesOn } from './bitcoinBalance.js'
import { BITCOIN_ADDRESS, type BitcoinChainBackend } from './bitcoinEsplora.js'
import { bitcoinHistoryPage } from './bitcoinHistory.js'
import { solanaBalancesOn } from './solanaBalance.js'
import { isSolanaAddress, solanaHistoryPage } from './solanaHistory.js'
import type { SolanaChainBackend } from './solanaRpc.js'
import { proxyRpc } from './rpcProxy.js'
import type { DataState } from './state.js'
import { explorerPage } from './explorer.js'
import { convertRoutes } from './convertRoutes.js'
import { exchangeTokenPrices } from './convertPrices.js'
import { nftExists, nftHoldingsOn } from './nfts.js'
import { nftImageSvg } from './nftImage.js'
import { nameRoutes } from './nameRoutes.js'
import { SessionStore } from './sessions.js'
import { sessionsRoutes } from './sessionsRoutes.js'
import { onrampRoutes } from './onrampRoutes.js'
import { emailCaptureRoutes } from './emailCaptureRoutes.js'
import type { FaultStore } from '../http/faults.js'
import type { ProjectStore } from '../http/projects.js'
import { json, svg, HttpError, type SandboxResponse } from '../http/response.js'
import { startService, type Route, type RouteContext, type RunningService } from '../http/service.js'
import { intParam, parseOr400, queryObject } from '../http/validate.js'
import type { SandboxNetwork } from '../types.js'
import type { PriceLookup } from './prices.js'

/** Options for {@link startDataService}. */
export interface DataServiceOptions {
  host?: string
  port?: number
  faults: FaultStore
  projects: ProjectStore
  state: DataState
  /** Catalogue base URL, for token icon URLs. */
  catalogueUrl: () => string
  /** JSON file keeping registered names across restarts (default: kept in memory only). */
  namesFile?: string
  /** JSON file keeping sign-in sessions (`/v1/sessions`) across restarts (default: kept in memory only). */
  sessionsFile?: string
  /** Base URL of the sandbox on-ramp provider page, for `/v1/generators/onrampurl` (sandbox/onramp). */
  onrampUrl?: () => string | undefined
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const ProfileQuerySchema = v.object({ apiVersion: v.literal('2', "apiVersion must be '2'"), sender: v.optional(v.string()) })
/** A name as spec §5 allows it (letters, digits, hyphens; 4 or more before the first dot), with its zone. */
const NAME = /^[a-z0-9-]{4,}(\.[a-z0-9-]+)*$/i

const HistoryQuerySchema = v.object({ cursor: v.optional(v.string()), chainId: v.optional(v.string()), limit: intParam('limit', 1, 100) })
const BalanceQuerySchema = v.object({
  currency: v.literal('usd', "currency must be 'usd' (the only currency the sandbox prices in)"),
  chainId: v.optional(v.string()),
  forceUpdate: v.optional(v.string()),
})
const NftsQuerySchema = v.object({ chainId: v.optional(v.string()) })
const TOKEN_ID = /^\d{1,78}$/
const PriceBodySchema = v.object({
  currency: v.literal('usd', "currency must be 'usd'"),
  addresses: v.pipe(v.array(v.string('each address must be a CAIP-10 string')), v.maxLength(100, 'at most 100 addresses')),
  projectId: v.optional(v.string()),
})

function address(raw: string): `0x${string}` {
  if (!EVM_ADDRESS.test(raw)) throw new HttpError(400, `Invalid address '${raw}': expected 0x followed by 40 hex characters`)
  return raw.toLowerCase() as `0x${string}`
}

/**
 * Starts the blockchain data service (spec §7) on 127.0.0.1: supported chains, identity, history
 * and balances read from the local chains, fungible prices, and the chain-RPC proxy `/v1/`; beyond
 * the spec, ERC721 holdings (`/v1/account/{address}/nfts`) and their pictures (`/v1/nft-image/…`).
 */
export function startDataService(options: DataServiceOptions): Promise<RunningService> {
  const { state } = options
  const sessions = new SessionStore()
  // The service's own base URL (for the NFT image links it hands out), known once it listens.
  let selfUrl = ''
  const sdkQuery = (ctx: RouteContext) =>
    new URLSearchParams({ projectId: ctx.query.get('projectId') ?? '', st: ctx.query.get('st') ?? '', sv: ctx.query.get('sv') ?? '' })
  const imageUrlFor = (ctx: RouteContext): ImageUrl => {
    const q = sdkQuery(ctx)
    return (kind, id) => `${options.catalogueUrl()}/public/get${kind === 'token' ? 'Token' : 'Asset'}Image/${encodeURIComponent(id)}?${q}`
  }
  const networksFor = (chainId: string | undefined): readonly SandboxNetwork[] => {
    if (chainId === undefined) return state.networks
    const network = state.network(chainId)
    if (!network) throw new HttpError(400, `Unsupported chainId '${chainId}'; supported: ${state.networks.map((n) => n.caipNetworkId).join(', ')}`)
    return [network]
  }
  /**
   * The Solana clusters a request is about, or undefined when it is an EVM request: a `solana:`
   * chainId picks one cluster; a base58 address without chainId means every cluster.
   */
  const solanaChainsFor = (rawAddress: string, chainId: string | undefined): SolanaChainBackend[] | undefined => {
    const onSolana = chainId === undefined ? isSolanaAddress(rawAddress) : chainId.startsWith('solana:')
    if (!onSolana) return undefined
    if (!isSolanaAddress(rawAddress)) throw new HttpError(400, `Invalid address '${rawAddress}': expected a Solana address of 32 to 44 base58 characters`)
    if (chainId === undefined) return [...state.solanaChains.values()]
    const chain = state.solanaChains.get(chainId)
    if (!chain) throw new HttpError(400, `Unsupported chainId '${chainId}'; supported Solana chains: ${[...state.solanaChains.keys()].join(', ') || 'none'}`)
    return [chain]
  }
  /**
   * The Bitcoin network a request is about, or undefined when it is not one: a `bip122:` chainId
   * picks it; a Bitcoin address without chainId means the first (the sandbox serves one).
   */
  const bitcoinChainFor = (rawAddress: string, chainId: string | undefined): BitcoinChainBackend | undefined => {
    const onBitcoin = chainId === undefined ? BITCOIN_ADDRESS.test(rawAddress) : chainId.startsWith('bip122:')
    if (!onBitcoin) return undefined
    if (!BITCOIN_ADDRESS.test(rawAddress))
      throw new HttpError(400, `Invalid address '${rawAddress}': expected a Bitcoin address (bc1/tb1/bcrt1 bech32, or base58)`)
    const chain = chainId === undefined ? [...state.bitcoinChains.values()][0] : state.bitcoinChains.get(chainId)
    if (!chain)
      throw new HttpError(
        400,
        `Unsupported chainId '${chainId ?? 'bip122'}'; supported Bitcoin chains: ${[...state.bitcoinChains.keys()].join(', ') || 'none'}`,
      )
    return chain
  }
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/v1\/supported-chains$/,
      auth: 'sdk',
      handler: () => json({ http: [...state.networks.map((n) => n.caipNetworkId), ...state.extraChains], ws: [] }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/identity\/([^/]+)$/,
      auth: 'sdk',
      handler: async ({ params: [raw = ''] }) => {
        const owner = address(raw)
        const set = state.identities.get(owner)
        if (set.name !== null || set.avatar !== null) return json(set)
        // Nobody set an identity: the address's latest name from the name service (as a reverse
        // record follows the last registration: a visitor's new name is their name everywhere), with its avatar.
        const named = (await state.names.reverse(owner)).at(-1)
        return json(named ? { name: named.name, avatar: named.attributes['avatar'] ?? null } : set)
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/profile\/account\/([^/]+)$/,
      auth: 'sdk',
      handler: async (ctx) => {
        parseOr400(ProfileQuerySchema, queryObject(ctx.query), 'query')
        const name = decodeURIComponent(ctx.params[0] ?? '')
        if (!NAME.test(name))
          throw new HttpError(400, `Invalid name '${name}'`, {
            reasons: [{ field: 'name', description: `'${name}' is not a name: use 4 or more letters, digits or hyphens` }],
          })
        const found = await state.names.lookup(name)
        if (!found) throw new HttpError(404, `Name '${name}' not found`, { reasons: [{ field: 'name', description: `${name} is not registered` }] })
        return json(found)
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/profile\/reverse\/([^/]+)$/,
      auth: 'sdk',
      handler: async (ctx) => {
        parseOr400(ProfileQuerySchema, queryObject(ctx.query), 'query')
        return json(await state.names.reverse(decodeURIComponent(ctx.params[0] ?? '')))
      },
    },
    ...nameRoutes(state.names),
    ...sessionsRoutes(sessions, () => Object.fromEntries(state.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string]))),
    ...emailCaptureRoutes(state.emailCaptures),
    {
      method: 'GET',
      pattern: /^\/v1\/account\/([^/]+)\/history$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(HistoryQuerySchema, queryObject(ctx.query), 'query')
        const bitcoin = bitcoinChainFor(ctx.params[0] ?? '', query.chainId)
        if (bitcoin)
          return json(
            await bitcoinHistoryPage({
              chain: bitcoin,
              address: ctx.params[0] ?? '',
              cursor: query.cursor,
              limit: query.limit ?? 20,
              prices: state.prices.for(ctx.projectId),
              imageUrl: imageUrlFor(ctx),
            }),
          )
        const solana = solanaChainsFor(ctx.params[0] ?? '', query.chainId)
        // Cursors are per cluster, so history spans one Solana cluster (the first when none is named).
        if (solana) {
          const chain = solana[0]
          if (!chain) return json({ data: [], next: null })
          return json(
            await solanaHistoryPage({
              chain,
              address: ctx.params[0] ?? '',
              cursor: query.cursor,
              limit: query.limit ?? 20,
              prices: state.prices.for(ctx.projectId),
              imageUrl: imageUrlFor(ctx),
            }),
          )
        }
        const networks = networksFor(query.chainId)
        return json(
          await historyPage({
            address: address(ctx.params[0] ?? ''),
            indexers: networks.map((n) => state.indexer(n.id)),
            cursor: query.cursor,
            limit: query.limit ?? 20,
            prices: state.prices.for(ctx.projectId),
            imageUrl: imageUrlFor(ctx),
          }),
        )
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/account\/([^/]+)\/balance$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(BalanceQuerySchema, queryObject(ctx.query), 'query')
        const bitcoin = bitcoinChainFor(ctx.params[0] ?? '', query.chainId)
        if (bitcoin) return json({ balances: await bitcoinBalancesOn(bitcoin, ctx.params[0] ?? '', state.prices.for(ctx.projectId), imageUrlFor(ctx)) })
        const solana = solanaChainsFor(ctx.params[0] ?? '', query.chainId)
        if (solana) {
          const lists = await Promise.all(
            solana.map((chain) => solanaBalancesOn(chain, ctx.params[0] ?? '', state.prices.for(ctx.projectId), imageUrlFor(ctx))),
          )
          return json({ balances: lists.flat() })
        }
        const owner = address(ctx.params[0] ?? '')
        const lists = await Promise.all(networksFor(query.chainId).map((n) => balancesOn(n, owner, state.prices.for(ctx.projectId), imageUrlFor(ctx))))
        return json({ balances: lists.flat() })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/account\/([^/]+)\/nfts$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(NftsQuerySchema, queryObject(ctx.query), 'query')
        if (query.chainId !== undefined && !query.chainId.startsWith('eip155:')) {
          throw new HttpError(
            400,
            `Unsupported chainId '${query.chainId}': NFT holdings are served for EVM chains only (${state.networks.map((n) => n.caipNetworkId).join(', ')})`,
          )
        }
        const owner = address(ctx.params[0] ?? '')
        const q = sdkQuery(ctx)
        const lists = await Promise.all(
          networksFor(query.chainId).map((n) =>
            nftHoldingsOn(n, {
              owner,
              isSpam: (collection) => state.indexer(n.id).isSpam(collection),
              imageUrl: (collection, tokenId) => `${selfUrl}/v1/nft-image/${n.caipNetworkId}/${collection}/${tokenId}?${q}`,
            }),
          ),
        )
        return json({ nfts: lists.flat() })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/nft-image\/([^/]+)\/([^/]+)\/([^/]+)$/,
      auth: 'sdk',
      handler: async ({ params: [chainId = '', rawCollection = '', rawTokenId = ''] }) => {
        const network = networksFor(chainId)[0] as SandboxNetwork
        const collection = address(rawCollection)
        if (!TOKEN_ID.test(rawTokenId)) throw new HttpError(400, `Invalid token id '${rawTokenId}': expected a decimal integer`)
        const tokenId = BigInt(rawTokenId)
        if (!(await nftExists(network, collection, tokenId))) throw new HttpError(404, `No token ${tokenId} in collection ${collection} on ${chainId}`)
        const info = await state.indexer(network.id).token(collection)
        return svg(
          nftImageSvg({
            seed: `${chainId}:${collection}:${tokenId}`,
            label: `${info?.symbol || 'NFT'} #${tokenId}`,
            spam: state.indexer(network.id).isSpam(collection),
          }),
        )
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/fungible\/price$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const { addresses } = parseOr400(PriceBodySchema, ctx.body, 'body')
        return json({
          fungibles: [
            ...fungiblePrices(state, state.prices.for(ctx.projectId), addresses, imageUrlFor(ctx)),
            ...(await exchangeTokenPrices(state.networks, addresses, state.prices.for(ctx.projectId), imageUrlFor(ctx))),
          ],
        })
      },
    },
    ...convertRoutes(() => state.networks, imageUrlFor),
    ...onrampRoutes(state, () => options.onrampUrl?.()),
    {
      method: 'POST',
      pattern: /^\/v1\/?$/,
      auth: 'project',
      handler: async (ctx): Promise<SandboxResponse> => {
        const chainId = ctx.query.get('chainId')
        if (!chainId) throw new HttpError(400, 'Invalid query: chainId: chainId is required (e.g. eip155:713101)')
        const network = networksFor(chainId)[0] as SandboxNetwork
        return proxyRpc(network.rpcUrls.default.http[0] as string, ctx.body)
      },
    },
    {
      method: 'GET',
      pattern: /^\/explorer\/(\d+)(?:\/(tx|address)\/([^/]+))?\/?$/,
      auth: 'none',
      handler: ({ params: [id = '', kind, value] }) => explorerPage(state, Number(id), kind, value),
    },
  ]
  const namesReady = Promise.all([
    options.namesFile ? state.names.keepIn(options.namesFile) : undefined,
    options.sessionsFile ? sessions.keepIn(options.sessionsFile) : undefined,
  ])
  return namesReady
    .then(() =>
      startService({
        name: 'data',
        routes,
        faults: options.faults,
        projects: options.projects,
        ...(options.host ? { host: options.host } : {}),
        ...(options.port !== undefined ? { port: options.port } : {}),
      }),
    )
    .then((service) => {
      selfUrl = service.url
      return service
    })
}

function fungiblePrices(
  state: DataState,
  prices: PriceLookup,
  addresses: string[],
  imageUrl: ImageUrl,
): { name: string; symbol: string; iconUrl: string; price: number }[] {
  const out: { name: string; symbol: string; iconUrl: string; price: number }[] = []
  for (const caip of addresses) {
    const parts = caip.split(':')
    if (parts.length !== 3) throw new HttpError(400, `Invalid address '${caip}': expected a CAIP-10 address like eip155:713101:0x...`)
    const network = state.network(`${parts[0]}:${parts[1]}`)
    if (!network) continue // like the real service, unknown tokens are simply not priced
    const token = (parts[2] as string).toLowerCase()
    const info = token === NATIVE_PLACEHOLDER ? network.nativeCurrency : [network.contracts.usdc].find((c) => c.address.toLowerCase() === token)
    const price = info ? prices.get(info.symbol) : undefined
    if (info && price !== undefined) out.push({ name: info.name, symbol: info.symbol, iconUrl: imageUrl('token', `token-${info.symbol.toLowerCase()}`), price })
  }
  return out
}
