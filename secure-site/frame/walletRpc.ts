import * as v from 'valibot'
import { encodeFunctionData, erc20Abi, formatEther, toHex, type Hex, type PrivateKeyAccount } from 'viem'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import { badParams, parseParams, rpcCall } from './rpcContext.js'
import { WALLET_UNSUPPORTED_METHODS } from './rpcPolicy.js'
import { text, textWithCount } from './frameText.js'
import { tokenActionRows } from './tokenActions.js'

// The method lists live with the policy (rpcPolicy.ts), which the frame loads at start.
export { WALLET_READ_METHODS, WALLET_SIGN_METHODS, WALLET_UNSUPPORTED_METHODS } from './rpcPolicy.js'

/** Most calls one wallet_sendCalls may carry (EIP-5792 error 5740 beyond). */
export const MAX_CALLS = 16

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))
const quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity'))
const capabilities = v.optional(v.record(v.string(), v.unknown()))

/** wallet_sendCalls (EIP-5792 v2); spec §5: `to` starts with 0x, `data` when present starts with 0x. */
const SendCalls = v.tuple([
  v.strictObject({
    version: v.pipe(v.string(), v.maxLength(16)),
    id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
    from: v.optional(address),
    chainId: quantity,
    atomicRequired: v.boolean(),
    calls: v.pipe(
      v.array(
        v.strictObject({
          to: v.pipe(v.string(), v.startsWith('0x', 'must start with 0x'), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')),
          data: v.optional(v.pipe(v.string(), v.startsWith('0x', 'must start with 0x'), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'))),
          value: v.optional(quantity),
          capabilities,
        }),
      ),
      v.minLength(1, 'must hold at least one call'),
    ),
    capabilities,
  }),
])
const GetCallsStatus = v.tuple([v.pipe(v.string(), v.minLength(1), v.maxLength(4096))])
const GetCapabilities = v.union([v.strictTuple([]), v.strictTuple([v.optional(address)]), v.strictTuple([v.optional(address), v.optional(v.array(quantity))])])
const GetAssets = v.tuple([
  v.strictObject({
    account: address,
    chainFilter: v.optional(v.array(quantity)),
    assetTypeFilter: v.optional(v.array(v.string())),
    assetFilter: v.optional(v.record(v.string(), v.array(v.strictObject({ address: v.union([address, v.literal('native')]), type: v.string() })))),
  }),
])

/** A sent batch as the frame remembers it (IndexedDB), for wallet_getCallsStatus. */
interface CallsRecord {
  userId: string
  chainId: number
  hashes: Hex[]
  /** False when a call could not be sent after earlier ones were. */
  complete: boolean
  /** True when the calls ran as one user operation of the smart account (all or none). */
  atomic?: boolean
}

/** One call of a batch as it is sent. */
export interface BatchCall {
  to: Hex
  value: bigint
  data?: Hex
}

/**
 * Given when the active EVM account is the embedded smart account: a batch runs atomically, as one
 * user operation whose `executeBatch` makes every call (smartAccountRpc.ts).
 */
export interface AtomicBatches {
  /** The chains where the smart account is the account (capabilities say atomic: supported there). */
  chains: ReadonlySet<number>
  /** Rows the approval adds: how the batch is sent and who pays its network fee. */
  describe(calls: BatchCall[]): Promise<[string, string][]>
  /** Sends the calls as one user operation; resolves with the mined transaction's hash. */
  send(calls: BatchCall[]): Promise<Hex>
}

/** What the EVM wallet methods work with. */
export interface EvmContext {
  storage: FrameStorage
  userId: string
  address: string
  chainId: number
  /** How the approval names `chainId` ("Hatch Mainnet"). */
  networkName: string
  chains: ReadonlyMap<number, string>
  signal: AbortSignal
  approve(title: string, details: [string, string][]): Promise<void>
  /** The second factor for the batch's total amount, from the operator's threshold on (twoStepGate.ts). */
  confirmSend?(value: bigint): Promise<void>
  /** Rebuilds the key once and sends each transaction in order (the account is valid only inside). */
  withAccount<T>(use: (account: PrivateKeyAccount) => Promise<T>): Promise<T>
  send(account: PrivateKeyAccount, tx: { to: Hex; value: bigint; data?: Hex }): Promise<Hex>
  /** Set while the smart account is active: batches run atomically through it. */
  atomic?: AtomicBatches
}

const hexChain = (id: number) => toHex(id)
const capabilityError = (method: string, name: string) =>
  new FrameRequestError(formatMessage('FRAME_CAPABILITY_UNSUPPORTED', { method, capability: name }), 5700)

/** A capability a dapp marked required (not `optional: true`) that this wallet does not have. */
function requiredCapability(caps: Record<string, unknown> | undefined): string | undefined {
  for (const [name, value] of Object.entries(caps ?? {})) {
    if (!(typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true)) return name
  }
  return undefined
}

/** Serves one `wallet_*` request of the allow-list (EIP-5792 calls, EIP-7811 assets). */
export async function walletRequest(method: string, params: unknown, ctx: EvmContext): Promise<unknown> {
  if (WALLET_UNSUPPORTED_METHODS.has(method)) throw new FrameRequestError(formatMessage('FRAME_METHOD_UNSUPPORTED', { method }), 4200)
  const mine = (given: string | undefined, what: string) => {
    if (given !== undefined && given.toLowerCase() !== ctx.address.toLowerCase())
      throw new FrameRequestError(formatMessage('INVALID_PARAMETERS', { method, issue: `${what} ${given} is not this account` }), 4100)
  }

  if (method === 'wallet_getCapabilities') {
    const [who, chainIds] = parseParams(GetCapabilities, method, params) as [string?, string[]?]
    mine(who, 'address')
    const ids = chainIds ? chainIds.map(Number).filter((id) => ctx.chains.has(id)) : [...ctx.chains.keys()]
    const atomic = ctx.atomic
    // The smart account: one user operation runs the whole batch, on the chains it is the account on.
    if (atomic) return Object.fromEntries(ids.filter((id) => atomic.chains.has(id)).map((id) => [hexChain(id), { atomic: { status: 'supported' } }]))
    // The EOA: calls run one after another as plain transactions, never atomic.
    return Object.fromEntries(ids.map((id) => [hexChain(id), { atomic: { status: 'unsupported' } }]))
  }

  if (method === 'wallet_getAssets') {
    const [{ account, chainFilter, assetTypeFilter, assetFilter }] = parseParams(GetAssets, method, params)
    mine(account, 'account')
    const ids = chainFilter ? chainFilter.map(Number).filter((id) => ctx.chains.has(id)) : [...ctx.chains.keys()]
    const wants = (type: string) => !assetTypeFilter || assetTypeFilter.includes(type)
    const out: Record<string, { address: string; balance: string; type: string }[]> = {}
    for (const id of ids) {
      const url = ctx.chains.get(id) as string
      const assets: { address: string; balance: string; type: string }[] = []
      if (wants('native'))
        assets.push({ address: 'native', balance: String(await rpcCall(url, 'eth_getBalance', [ctx.address, 'latest'], ctx.signal)), type: 'native' })
      for (const asset of assetFilter?.[hexChain(id)] ?? []) {
        if (asset.type !== 'erc20' || asset.address === 'native' || !wants('erc20')) continue
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [ctx.address as Hex] })
        const balance = String(await rpcCall(url, 'eth_call', [{ to: asset.address, data }, 'latest'], ctx.signal))
        assets.push({ address: asset.address, balance: toHex(BigInt(balance === '0x' ? 0 : balance)), type: 'erc20' })
      }
      out[hexChain(id)] = assets
    }
    return out
  }

  if (method === 'wallet_getCallsStatus') {
    const [id] = parseParams(GetCallsStatus, method, params)
    const record = await ctx.storage.get<CallsRecord>(`calls:${id}`)
    if (!record || record.userId !== ctx.userId) throw new FrameRequestError(formatMessage('FRAME_CALLS_UNKNOWN', { id }), 5730)
    const url = ctx.chains.get(record.chainId)
    if (!url) throw new FrameRequestError(formatMessage('UNSUPPORTED_CHAIN'), 4901)
    type Receipt = { logs: { address: Hex; data: Hex; topics: Hex[] }[]; status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }
    const receipts: (Receipt | null)[] = []
    for (const hash of record.hashes) receipts.push((await rpcCall(url, 'eth_getTransactionReceipt', [hash], ctx.signal)) as Receipt | null)
    const mined = receipts.filter((r): r is Receipt => r !== null)
    const reverted = mined.filter((r) => r.status !== '0x1').length
    const status = mined.length < receipts.length ? 100 : reverted === 0 && record.complete ? 200 : reverted === mined.length && mined.length > 0 ? 500 : 600
    return {
      version: '2.0.0',
      id,
      chainId: hexChain(record.chainId),
      status,
      atomic: record.atomic === true,
      receipts: mined.map((r) => ({
        logs: r.logs.map(({ address: a, data, topics }) => ({ address: a, data, topics })),
        status: r.status,
        blockHash: r.blockHash,
        blockNumber: r.blockNumber,
        gasUsed: r.gasUsed,
        transactionHash: r.transactionHash,
      })),
    }
  }

  // wallet_sendCalls
  const [batch] = parseParams(SendCalls, method, params)
  mine(batch.from, 'from')
  if (Number(batch.chainId) !== ctx.chainId) throw badParams(method, `chainId ${batch.chainId} is not the frame's chain ${ctx.chainId}`)
  if (batch.atomicRequired && !ctx.atomic) throw new FrameRequestError(formatMessage('FRAME_ATOMIC_UNSUPPORTED'), 5760)
  if (batch.calls.length > MAX_CALLS) throw new FrameRequestError(formatMessage('FRAME_CALLS_TOO_LARGE', { max: MAX_CALLS }), 5740)
  const missing = requiredCapability(batch.capabilities) ?? batch.calls.map((c) => requiredCapability(c.capabilities)).find(Boolean)
  if (missing) throw capabilityError(method, missing)
  const id = batch.id ?? toHex(crypto.getRandomValues(new Uint8Array(32)))
  if (await ctx.storage.get(`calls:${id}`)) throw new FrameRequestError(formatMessage('FRAME_CALLS_DUPLICATE', { id }), 5720)
  const details: [string, string][] = [
    [text('label.network'), ctx.networkName],
    [text('label.account'), ctx.atomic ? text('value.smartAccount', { address: ctx.address }) : ctx.address],
  ]
  // Each ERC-20 transfer or approval said in words, its token read once from the frame's endpoint; the raw data stays below.
  const actions = await tokenActionRows(batch.calls, ctx.chains.get(ctx.chainId), ctx.signal, (i) => text('label.callAction', { n: i + 1 }))
  batch.calls.forEach((call, i) => {
    details.push(
      ...(actions[i] ?? []),
      [text('label.callTo', { n: i + 1 }), call.to],
      [text('label.callAmount', { n: i + 1 }), `${formatEther(call.value ? BigInt(call.value) : 0n)} ETH`],
    )
    if (call.data && call.data !== '0x') details.push([text('label.callData', { n: i + 1 }), call.data])
  })
  const calls: BatchCall[] = batch.calls.map((call) => ({
    to: call.to as Hex,
    value: call.value ? BigInt(call.value) : 0n,
    ...(call.data && call.data !== '0x' ? { data: call.data as Hex } : {}),
  }))
  const total = calls.reduce((sum, call) => sum + call.value, 0n)
  if (ctx.atomic) {
    details.push(...(await ctx.atomic.describe(calls)))
    await ctx.approve(
      batch.calls.length === 1 ? text('request.sendTransaction') : await textWithCount('request.sendCalls', { count: batch.calls.length }),
      details,
    )
    await ctx.confirmSend?.(total)
    const hash = await ctx.atomic.send(calls)
    await ctx.storage.set(`calls:${id}`, { userId: ctx.userId, chainId: ctx.chainId, hashes: [hash], complete: true, atomic: true } satisfies CallsRecord)
    return { id }
  }
  await ctx.approve(
    batch.calls.length === 1 ? text('request.sendTransaction') : await textWithCount('request.sendTransactions', { count: batch.calls.length }),
    details,
  )
  await ctx.confirmSend?.(total)
  const record: CallsRecord = { userId: ctx.userId, chainId: ctx.chainId, hashes: [], complete: false }
  await ctx.withAccount(async (account) => {
    for (const call of calls) {
      try {
        record.hashes.push(await ctx.send(account, call))
      } catch (error) {
        // Nothing sent yet: the batch failed as a whole. Later: what went out stays traceable.
        if (record.hashes.length === 0) throw error
        break
      }
    }
    record.complete = record.hashes.length === batch.calls.length
  })
  await ctx.storage.set(`calls:${id}`, record)
  return { id }
}
