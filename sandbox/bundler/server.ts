import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { numberToHex, toHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../chains/accounts.js'
import { bundlerChain } from './bundlerChain.js'
import { deployErc4337, type Erc4337Addresses } from './deploy4337.js'
import { BUNDLER_ERRORS } from './simulation.js'
import { answerJsonRpcPost, answerJson, answeredPreflight } from '../http/jsonRpcPost.js'

/** Options of {@link startBundler}. */
export interface StartBundlerOptions {
  host?: string
  /** 0 = any free port. */
  port?: number
  /** The chains to serve: each gets EntryPoint v0.8 and HatchSmartAccountFactory deployed at start. */
  chains: readonly { chainId: number; rpcUrl: string }[]
}

/** A running sandbox bundler. */
export interface RunningBundler {
  /** Base URL, e.g. `http://127.0.0.1:40123`; each chain's endpoint is `<url>/<chainId>`. */
  url: string
  /** The bundler endpoint of one chain. */
  urlFor(chainId: number): string
  /** The contracts, the same on every chain. */
  contracts: Erc4337Addresses
  /** The account that sends `handleOps` (and receives the operations' gas payments). */
  executor: `0x${string}`
  stop(): Promise<void>
}

/** ETH the executor gets (anvil_setBalance) for the bundle transactions' gas. */
const EXECUTOR_ETH = 1_000n * 10n ** 18n
/** Largest JSON-RPC body accepted. */
const MAX_BODY = 256 * 1024

/**
 * The executor: the second account of the sandbox mnemonic after the funded test accounts (the
 * first is the exchange's operator), so bundling never touches a test account's nonce or balance.
 */
function executorKey(): Hex {
  const key = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT + 1 }).getHdKey().privateKey
  if (!key) throw new Error('could not derive the bundler executor key')
  return toHex(key)
}

/**
 * The sandbox's ERC-4337 bundler (docs/smart-accounts.md): deploys EntryPoint v0.8 and
 * HatchSmartAccountFactory on each chain, then answers ERC-7769 JSON-RPC on `<url>/<chainId>` on
 * 127.0.0.1. CORS is open like the sandbox's anvil nodes (the secure frame calls it from its own origin).
 */
export async function startBundler(options: StartBundlerOptions): Promise<RunningBundler> {
  const key = executorKey()
  const executor = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT + 1 }).address
  const deployed = await Promise.all(
    options.chains.map(async ({ chainId, rpcUrl }) => {
      await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [executor, numberToHex(EXECUTOR_ETH)] }),
      })
      return deployErc4337(rpcUrl, chainId, key)
    }),
  )
  const contracts = deployed[0] ?? (await import('./deploy4337.js')).erc4337Addresses()
  const chains = new Map(
    options.chains.map(({ chainId, rpcUrl }) => [chainId, bundlerChain({ chainId, rpcUrl, entryPoint: contracts.entryPoint, executorKey: key })]),
  )

  const server = createServer((req, res) => {
    if (answeredPreflight(req, res)) return
    const chainId = Number(/^\/(\d{1,10})$/.exec(req.url ?? '')?.[1] ?? NaN)
    const chain = chains.get(chainId)
    if (req.method === 'GET')
      return answerJson(res, chain || req.url === '/' ? 200 : 404, { entryPoint: contracts.entryPoint, factory: contracts.factory, chains: [...chains.keys()] })
    if (req.method !== 'POST') return answerJson(res, 405, { error: 'POST JSON-RPC to /<chainId>' })
    if (!chain)
      return answerJson(res, 404, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32601, message: `no bundler for ${req.url}: chains ${[...chains.keys()].join(', ')}` },
      })
    answerJsonRpcPost(req, res, {
      maxBytes: MAX_BODY,
      fallbackCode: BUNDLER_ERRORS.rejectedByEntryPoint,
      handle: (method, params) => chain.handle(method, params),
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`
  return {
    url,
    urlFor: (chainId) => `${url}/${chainId}`,
    contracts,
    executor,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
