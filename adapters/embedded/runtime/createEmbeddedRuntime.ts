import { encodeFunctionData, stringToHex } from 'viem'
import type { AdapterRuntime } from '../../../kernel/contracts/adapterRuntime.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { fetchJsonRpc, networkRpcUrl } from '../../../kernel/http/fetchJsonRpc.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { formatUnits } from '../../../kernel/units/formatUnits.js'
import { EMBEDDED_CONNECTOR_ID } from '../constants.js'
import type { EmbeddedOptions } from '../options.js'
import { approvalKindOf } from './approvalKind.js'
import { embeddedCore, type CoreDeps, type EmbeddedCore } from './embeddedCore.js'
import { embeddedAccounts } from './embeddedAccounts.js'
import { parseParams, quantity, SendTransactionSchema, WriteContractSchema } from './evmParams.js'
import { signOutCapped } from './signOut.js'
import { embeddedSolanaCalls } from './solanaCalls.js'
import { estimateEvmFee, evmCallOf } from '../../shared/evmFee.js'
import { socialSession } from './socialSession.js'
import { isSmartAccount, markSmartAccountDeployed, rereadEvmAccount } from '../smartAccountSwitch.js'

/** What `ctx.getAdapter(namespace, 'embedded')` resolves to. */
export interface EmbeddedRuntime extends AdapterRuntime {
  /** The shared frame of this instance. */
  readonly core: EmbeddedCore
}

/** Requests that sign or send, so wait for the visitor's approval in the frame. */
const SIGNING_METHODS = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls'])

/**
 * The params as JSON-RPC carries them: a key whose value is `undefined` is left out, as it would
 * be on the wire (viem's wallet_sendCalls leaves `id`, `capabilities` and `value` undefined), since
 * the frame takes plain JSON data only. What JSON cannot hold is INVALID_PARAMETERS.
 */
function jsonParams(method: string, params: unknown[]): unknown[] {
  try {
    return JSON.parse(JSON.stringify(params)) as unknown[]
  } catch (error) {
    throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `params are not JSON (${(error as Error).message})` } })
  }
}

/**
 * The embedded wallet's adapter runtime (spec §4 "Embedded wallet frame"): every call goes to the
 * secure frame; signing and sending wait for the visitor's approval inside the frame, which
 * ApproveTransaction shows; balances and fee estimates are read from the network's own RPC. On
 * Solana it sends SOL and SPL tokens (solanaCalls.ts) as on EVM it sends ETH and ERC20 tokens.
 */
export function createEmbeddedRuntime(ctx: HatchContext, options: EmbeddedOptions, secureOrigin: string, deps: CoreDeps = {}): EmbeddedRuntime {
  const core = embeddedCore(ctx, options, secureOrigin, deps)
  const accounts = embeddedAccounts(ctx, core)
  /** Namespaces whose disconnect must not sign out again: the session already ended. */
  const signedOut = new Set<ChainNamespace>()

  const ownAddress = (ns: ChainNamespace, method: string): string => {
    const account = ctx.store.getState().chains[ns]?.account
    if (account?.connectorId !== EMBEDDED_CONNECTOR_ID || !account.address)
      throw new HatchError('NOT_CONNECTED_EMAIL_SOCIAL', { details: `${method} needs an account connected by e-mail on ${ns}` })
    return account.address
  }
  const activeEvmNetwork = (): CaipNetwork => {
    const network = accounts.networkOf('eip155')
    if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no eip155 network is configured' })
    return network
  }
  const rpc = (method: string, params: unknown[]) =>
    core.withApproval(async () => (await core.request('RPC_REQUEST', { method, params })).result, approvalKindOf(method))

  const evmTransaction = async (tx: { to: string; value?: bigint; data?: string; gas?: bigint }): Promise<string> => {
    const from = ownAddress('eip155', 'sendTransaction')
    const hash = await rpc('eth_sendTransaction', [
      {
        from,
        to: tx.to,
        ...(tx.value !== undefined ? { value: quantity(tx.value) } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas !== undefined ? { gas: quantity(tx.gas) } : {}),
      },
    ])
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
      throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'eth_sendTransaction' }, details: 'the frame answered no transaction hash' })
    markSmartAccountDeployed(ctx, from)
    return hash
  }

  const solanaCalls = embeddedSolanaCalls({
    rpc: (method, params) => rpc(method, params as never),
    address: (method) => ownAddress('solana', method),
    network: () => {
      const network = accounts.networkOf('solana')
      if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no solana network is configured' })
      return network
    },
  })

  const bound = (ns: ChainNamespace): AdapterRuntime => ({
    async connect({ network }) {
      signedOut.delete(ns)
      const result = await accounts.userOn(ns, network)
      // applyConnected keeps these fields, so they can go first.
      accounts.describe(ns, result)
      return result
    },
    async reconnect() {
      if (!ctx.isFeatureEnabled('email') && !ctx.isFeatureEnabled('socials') && !ctx.isFeatureEnabled('passkey')) return undefined
      const { isConnected } = await core.request('IS_CONNECTED', {})
      if (!isConnected) return undefined
      const result = await accounts.userOn(ns)
      accounts.describe(ns, result)
      return result
    },
    async disconnect() {
      if (signedOut.delete(ns)) return
      const others = accounts.connectedHere().filter((other) => other !== ns)
      socialSession(ctx).forget()
      try {
        await signOutCapped(core, options)
      } finally {
        // One session serves every namespace: the others end with it, without a second sign-out.
        for (const other of others) {
          signedOut.add(other)
          ctx.handleDisconnected(other)
        }
      }
    },
    async getBalance({ address, network }) {
      const { decimals, symbol } = network.nativeCurrency
      if (network.chainNamespace === 'solana') {
        const answer = (await fetchJsonRpc(networkRpcUrl(network), { method: 'getBalance', params: [address] })) as { value?: unknown }
        if (typeof answer?.value !== 'number')
          throw new HatchError('INVALID_RESPONSE', { params: { url: networkRpcUrl(network), issues: 'getBalance gave no value' } })
        return { balance: formatUnits(BigInt(answer.value), decimals), symbol }
      }
      const hex = await fetchJsonRpc(networkRpcUrl(network), { method: 'eth_getBalance', params: [address, 'latest'] })
      if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex))
        throw new HatchError('INVALID_RESPONSE', { params: { url: networkRpcUrl(network), issues: 'eth_getBalance gave no quantity' } })
      return { balance: formatUnits(BigInt(hex), decimals), symbol }
    },
    async signMessage({ message, address }) {
      if (ns === 'solana') {
        const result = (await rpc('solana_signMessage', { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address } as never)) as {
          signature?: unknown
        }
        if (typeof result?.signature !== 'string')
          throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'solana_signMessage' }, details: 'the frame answered no signature' })
        return result.signature
      }
      const signature = await rpc('personal_sign', [stringToHex(message), address])
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
        throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'personal_sign' }, details: 'the frame answered no signature' })
      return signature
    },
    async switchNetwork({ network }: { network: CaipNetwork }) {
      try {
        await core.request('SWITCH_NETWORK', { chainId: ns === 'solana' ? network.caipNetworkId : (network.id as number) })
      } catch (error) {
        throw new HatchError('SWITCH_NETWORK_FAILED', {
          cause: error,
          details: `the embedded wallet does not serve ${network.name} (${network.caipNetworkId})`,
        })
      }
      // The active EVM account depends on the network (smart accounts, spec §6): read it again there.
      if (ns === 'eip155') await rereadEvmAccount(ctx, accounts, network)
    },
    ...(ns === 'eip155'
      ? {
          async sendTransaction(params: Record<string, unknown>) {
            return evmTransaction(parseParams('sendTransaction', SendTransactionSchema, params))
          },
          async writeContract(params: Record<string, unknown>) {
            const call = parseParams('writeContract', WriteContractSchema, params)
            const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args })
            return evmTransaction({ to: call.address, data, ...(call.value !== undefined ? { value: call.value } : {}) })
          },
          async estimateFee(params: Record<string, unknown>) {
            const from = ownAddress('eip155', 'estimateFee')
            if (!isSmartAccount(ctx, from)) return estimateEvmFee(activeEvmNetwork(), from, params)
            // The smart account's call goes out as a user operation: the frame estimates it as one (0 when sponsored).
            const call = evmCallOf('estimateFee', params)
            const estimate = await core.request('ESTIMATE_USER_OPERATION_FEE', {
              to: call.to,
              value: (call.value ?? 0n).toString(),
              ...(call.data ? { data: call.data } : {}),
            })
            return BigInt(estimate.fee)
          },
          async signTypedData({ address, typedData }: { address: string; typedData: Record<string, unknown> }) {
            ownAddress('eip155', 'signTypedData')
            const signature = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
            if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
              throw new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'eth_signTypedData_v4' }, details: 'the frame answered no signature' })
            return signature
          },
          // The host's raw requests: what signs or sends waits for the visitor's Approve in the frame;
          // the frame's allow-list answers FRAME_METHOD_UNSUPPORTED for anything else it does not serve.
          async request({ method, params }: { method: string; params?: unknown }) {
            const from = ownAddress('eip155', method)
            const list = jsonParams(method, Array.isArray(params) ? (params as unknown[]) : params === undefined ? [] : [params])
            if (SIGNING_METHODS.has(method)) {
              const result = await rpc(method, list)
              // A batch or transaction of the smart account was mined: its first one deployed it.
              if (method === 'eth_sendTransaction' || method === 'wallet_sendCalls') markSmartAccountDeployed(ctx, from)
              return result
            }
            return (await core.request('RPC_REQUEST', { method, params: list })).result
          },
        }
      : {}),
    ...(ns === 'solana' ? solanaCalls : {}),
  })

  const runtimes = new Map<ChainNamespace, EmbeddedRuntime>()
  const forNamespace = (ns: ChainNamespace): EmbeddedRuntime => {
    let runtime = runtimes.get(ns)
    if (!runtime) runtimes.set(ns, (runtime = { ...bound(ns), forNamespace, core } as EmbeddedRuntime))
    return runtime
  }
  return {
    ...forNamespace('eip155'),
    core,
    destroy: () => core.destroy(),
  }
}
