import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { createPublicClient, http, numberToHex, toHex, type Hex, type PublicClient } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_ACCOUNT_COUNT, SANDBOX_MNEMONIC } from '../chains/accounts.js'
import { deployPaymaster } from './deployPaymaster.js'
import { policyBook, SponsorshipRefused, type PaymasterPolicy } from './policy.js'
import { PaymasterParams, sponsorChain } from './sponsor.js'
import { JsonRpcError, answerJsonRpcPost, answerJson, answeredPreflight } from '../http/jsonRpcPost.js'

/** Options of {@link startPaymaster}. */
export interface StartPaymasterOptions {
  host?: string
  /** 0 = any free port. */
  port?: number
  /** The chains to sponsor on (EntryPoint v0.8 must be deployed there: start the bundler first). */
  chains: readonly { chainId: number; rpcUrl: string }[]
  entryPoint: Hex
  /** Each project's policy; a project not listed is not sponsored. */
  projects: Readonly<Record<string, PaymasterPolicy>>
  /** The clock of the daily caps (ms since the epoch); Date.now by default. */
  now?: () => number
  /** The paymaster's EntryPoint deposit at start, on each chain. */
  depositWei?: bigint
}

/** A running sandbox paymaster service. */
export interface RunningPaymaster {
  /** Base URL; each chain's ERC-7677 endpoint is `<url>/<chainId>`. */
  url: string
  urlFor(chainId: number): string
  /** The HatchVerifyingPaymaster contract (the same address on every chain). */
  paymaster: Hex
  /** The key that signs sponsorships (HatchVerifyingPaymaster's verifyingSigner), also the contract's owner. */
  signer: Hex
  /** Wei counted against `projectId`'s cap today. */
  spentToday(projectId: string): bigint
  stop(): Promise<void>
}

/** ERC-7677 answers errors as JSON-RPC errors; a refused sponsorship is -32000 with the policy's reason. */
const ERRORS = { invalidParams: -32602, methodNotFound: -32601, refused: -32000, internal: -32603 } as const
const MAX_BODY = 128 * 1024
/** The signer's ETH for deploying and funding the paymaster. */
const SIGNER_ETH = 1_000n * 10n ** 18n

/**
 * The sandbox's ERC-7677 paymaster service (docs/smart-accounts.md "Sponsored gas"): deploys a
 * HatchVerifyingPaymaster on each chain with a deposit, then answers `pm_getPaymasterStubData` and
 * `pm_getPaymasterData` on `<url>/<chainId>` (127.0.0.1), signing the operations each project's
 * policy allows (its contracts, its daily cap). CORS is open: the secure frame calls it.
 */
export async function startPaymaster(options: StartPaymasterOptions): Promise<RunningPaymaster> {
  const signerAccount = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ACCOUNT_COUNT + 3 })
  const signerKey = signerAccount.getHdKey().privateKey
  if (!signerKey) throw new Error('could not derive the paymaster signer key')
  const policies = policyBook({ projects: options.projects, now: options.now ?? Date.now })
  const deployed = await Promise.all(
    options.chains.map(async ({ chainId, rpcUrl }) => {
      const client = createPublicClient({ transport: http(rpcUrl, { timeout: 60_000 }) }) as PublicClient
      await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [signerAccount.address, numberToHex(SIGNER_ETH)] as never })
      const paymaster = await deployPaymaster({
        rpcUrl,
        chainId,
        entryPoint: options.entryPoint,
        signer: signerAccount.address,
        ownerKey: toHex(signerKey),
        depositWei: options.depositWei ?? 100n * 10n ** 18n,
      })
      return [chainId, sponsorChain({ chainId, client, paymaster, signer: signerAccount, policies }), paymaster] as const
    }),
  )
  const chains = new Map(deployed.map(([id, chain]) => [id, chain]))
  const paymaster = deployed[0]?.[2]
  if (!paymaster) throw new Error('startPaymaster: no chain to sponsor on')

  async function handle(chainId: number, method: string, input: unknown): Promise<unknown> {
    const chain = chains.get(chainId)
    if (!chain) throw new JsonRpcError(`no paymaster on chain ${chainId}: chains ${[...chains.keys()].join(', ')}`, ERRORS.methodNotFound)
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
      throw new JsonRpcError(`the method ${method} does not exist/is not available`, ERRORS.methodNotFound)
    const parsed = v.safeParse(PaymasterParams, input)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      throw new JsonRpcError(`${method}: ${v.getDotPath(issue) ?? 'params'} ${issue.message}`, ERRORS.invalidParams)
    }
    const [op, entryPoint, chainHex, context] = parsed.output
    if (entryPoint.toLowerCase() !== options.entryPoint.toLowerCase())
      throw new JsonRpcError(`${method}: EntryPoint ${entryPoint} is not supported (this paymaster serves ${options.entryPoint})`, ERRORS.invalidParams)
    if (Number(chainHex) !== chainId) throw new JsonRpcError(`${method}: chainId ${Number(chainHex)} is not this endpoint's ${chainId}`, ERRORS.invalidParams)
    try {
      return method === 'pm_getPaymasterStubData' ? await chain.stub(op, context?.projectId) : await chain.data(op, context?.projectId)
    } catch (error) {
      if (error instanceof SponsorshipRefused) throw new JsonRpcError(`sponsorship refused: ${error.message}`, ERRORS.refused)
      throw error
    }
  }

  const server = createServer((req, res) => {
    if (answeredPreflight(req, res)) return
    if (req.method === 'GET')
      return answerJson(res, 200, { paymaster, signer: signerAccount.address, entryPoint: options.entryPoint, chains: [...chains.keys()] })
    if (req.method !== 'POST') return answerJson(res, 405, { error: 'POST JSON-RPC to /<chainId>' })
    const chainId = Number(/^\/(\d{1,10})$/.exec(req.url ?? '')?.[1] ?? NaN)
    answerJsonRpcPost(req, res, { maxBytes: MAX_BODY, fallbackCode: ERRORS.internal, handle: (method, params) => handle(chainId, method, params) })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`
  return {
    url,
    urlFor: (chainId) => `${url}/${chainId}`,
    paymaster,
    signer: signerAccount.address,
    spentToday: (projectId) => policies.spentToday(projectId),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
