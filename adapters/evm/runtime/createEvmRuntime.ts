import { createClient, custom, encodeFunctionData, formatUnits, getAddress, hexToBigInt, type Address, type Chain, type Client, type Transport } from 'viem'
// Each action on its own, not createPublicClient/createWalletClient: those decorate the client with
// every action viem has (ENS, SIWE verification, multicall, contract deployment …), about 40 KiB
// gzip this adapter never calls.
import { estimateGas, getCapabilities, sendTransaction, signMessage, watchBlockNumber } from 'viem/actions'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import type { AdapterRuntime, ConnectResult } from '../../../kernel/contracts/defineAdapter.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import type { EvmDiscovery } from '../discovery/createDiscovery.js'
import type { Eip1193Provider } from '../discovery/types.js'
import { EstimateGasSchema, parseParams, SendTransactionSchema, WriteContractSchema } from './actionParams.js'
import { describeEvmAddressProblem } from './address.js'
import { estimateEvmFee } from '../../shared/evmFee.js'
import { createChainTransport, toViemChain } from './chainTransport.js'
import { forwardProviderEvents } from './providerEvents.js'
import { switchWalletChain } from './switchChain.js'
import { describeWalletError, errorCodes, isUserRejection, REQUEST_PENDING } from './walletErrors.js'

/** How long reconnect waits for a stored wallet to announce itself after page load. */
export const RECONNECT_DISCOVERY_WAIT_MS = 1500

interface ActiveWallet {
  connectorId: string
  provider: Eip1193Provider
  stopEvents: () => void
}

/** Maps a failed wallet request to a catalogue error: a decline is WALLET_REQUEST_REJECTED. */
function walletRequestError(method: string, error: unknown): HatchError {
  if (isHatchError(error)) return error
  const details = `${method}: ${describeWalletError(error)}`
  return isUserRejection(error)
    ? new HatchError('WALLET_REQUEST_REJECTED', { cause: error, details })
    : new HatchError('WALLET_REQUEST_FAILED', { cause: error, params: { method }, details })
}

function readAddresses(value: unknown): Address[] {
  if (!Array.isArray(value)) return []
  return value.filter((a): a is string => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a)).map((a) => getAddress(a))
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  const raw = await provider.request({ method: 'eth_chainId' })
  const id = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new HatchError('FAILED_TO_CONNECT', { details: `eth_chainId returned ${JSON.stringify(raw)}, not a chain id` })
  }
  return id
}

/**
 * The EVM adapter runtime over viem: wallet requests go to the connected EIP-1193 provider;
 * reads (balances, gas estimates) go to the network's RPC URLs through the fallback transport.
 */
export function createEvmRuntime(ctx: HatchContext, discovery: EvmDiscovery): AdapterRuntime {
  let active: ActiveWallet | undefined
  const publicClients = new Map<string, Client<Transport, Chain>>()

  const publicClient = (network: CaipNetwork): Client<Transport, Chain> => {
    let client = publicClients.get(network.caipNetworkId)
    if (!client) {
      client = createClient({ chain: toViemChain(network), transport: createChainTransport(network) })
      publicClients.set(network.caipNetworkId, client)
    }
    return client
  }

  const currentNetwork = (): CaipNetwork | undefined => ctx.store.getState().chains.eip155?.network.caipNetwork

  const requireWallet = (capability: string): { wallet: ActiveWallet; account: Address } => {
    const address = ctx.store.getState().chains.eip155?.account.address
    if (!active || !address) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${capability} needs a connected EVM wallet` })
    return { wallet: active, account: getAddress(address) }
  }

  const walletClient = (capability: string): { client: Client<Transport, Chain | undefined>; account: Address } => {
    const { wallet, account } = requireWallet(capability)
    const network = currentNetwork()
    return {
      client: createClient({ account, ...(network ? { chain: toViemChain(network) } : {}), transport: custom(wallet.provider) }),
      account,
    }
  }

  const activate = (connectorId: string, provider: Eip1193Provider) => {
    active?.stopEvents()
    active = { connectorId, provider, stopEvents: forwardProviderEvents(ctx, provider) }
  }

  const providerOrThrow = async (connectorId: string) => {
    const provider = await discovery.getProvider(connectorId)
    if (!provider) throw new HatchError('WALLET_NOT_FOUND', { params: { connectorId } })
    return provider
  }

  return {
    async connect({ connectorId }): Promise<ConnectResult> {
      const provider = await providerOrThrow(connectorId)
      let addresses: Address[]
      try {
        addresses = readAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      } catch (error) {
        if (isUserRejection(error)) throw new HatchError('CONNECTION_REJECTED', { cause: error, details: describeWalletError(error) })
        const pending = errorCodes(error).includes(REQUEST_PENDING)
        throw new HatchError(pending ? 'WALLET_REQUEST_PENDING' : 'FAILED_TO_CONNECT', {
          cause: error,
          details: `eth_requestAccounts: ${describeWalletError(error)}`,
        })
      }
      const [address] = addresses
      if (!address) throw new HatchError('FAILED_TO_CONNECT', { details: 'the wallet approved but returned no account' })
      const chainId = await readChainId(provider)
      activate(connectorId, provider)
      return { address, chainId, accounts: addresses.map((a) => ({ address: a })) }
    },

    async reconnect({ connectorId }) {
      const provider = await discovery.waitForProvider(connectorId, RECONNECT_DISCOVERY_WAIT_MS)
      if (!provider) return undefined
      // eth_accounts never prompts: it lists what the wallet still grants this site.
      const [address, ...rest] = readAddresses(await provider.request({ method: 'eth_accounts' }))
      if (!address) return undefined
      const chainId = await readChainId(provider)
      activate(connectorId, provider)
      return { address, chainId, accounts: [address, ...rest].map((a) => ({ address: a })) }
    },

    async disconnect({ connectorId }) {
      const provider = active?.connectorId === connectorId ? active.provider : await discovery.getProvider(connectorId)
      // Stop listening first: revoking makes the wallet emit accountsChanged([]), which would
      // otherwise start a second disconnect.
      if (active?.connectorId === connectorId) {
        active.stopEvents()
        active = undefined
      }
      if (!provider) return
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Best effort: many wallets do not implement revoking; the kernel forgets the session anyway.
      }
    },

    async getBalance({ address, network }) {
      // eth_getBalance itself: viem's getBalance action carries its multicall path, and with it
      // eth_call's deployless and CCIP-read code (about 5 KiB gzip) that a balance never needs.
      const value = hexToBigInt(await publicClient(network).request({ method: 'eth_getBalance', params: [getAddress(address), 'latest'] }))
      return { balance: formatUnits(value, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },

    watchHead({ network, onHead }) {
      // Polls eth_blockNumber (every 4 s, viem's default) on the network's own RPC; errors wait for the next poll.
      return watchBlockNumber(publicClient(network), { emitOnBegin: true, poll: true, onBlockNumber: (n) => onHead(n.toString()), onError: () => undefined })
    },

    async signMessage({ message, address }) {
      const { client } = walletClient('signMessage')
      try {
        return await signMessage(client, { account: getAddress(address), message })
      } catch (error) {
        throw walletRequestError('personal_sign', error)
      }
    },

    async switchNetwork({ network }) {
      if (!active) return
      await switchWalletChain(active.provider, network)
    },

    async sendTransaction(params) {
      const request = parseParams('sendTransaction', SendTransactionSchema, params)
      const { client, account } = walletClient('sendTransaction')
      try {
        return await sendTransaction(client, { account, chain: client.chain ?? null, ...request })
      } catch (error) {
        throw walletRequestError('eth_sendTransaction', error)
      }
    },

    async writeContract(params) {
      const request = parseParams('writeContract', WriteContractSchema, params)
      const { client, account } = walletClient('writeContract')
      try {
        // sendTransaction with the encoded call, which is what viem's writeContract does; its only
        // addition, decoding a revert against the ABI, ends in walletRequestError's text anyway.
        const { address: to, abi, functionName, args, value } = request
        const data = encodeFunctionData({ abi, functionName, args })
        return await sendTransaction(client, { account, chain: client.chain ?? null, to, data, ...(value === undefined ? {} : { value }) })
      } catch (error) {
        throw walletRequestError('eth_sendTransaction', error)
      }
    },

    async estimateGas(params) {
      const request = parseParams('estimateGas', EstimateGasSchema, params)
      const network = currentNetwork()
      if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'estimateGas needs an active eip155 network' })
      const from = request.from ?? requireWallet('estimateGas').account
      const { from: _from, ...call } = request
      return estimateGas(publicClient(network), { account: from, ...call })
    },

    async estimateFee(params) {
      // The fee of what sendTransaction ({ to, value?, data? }) or writeContract ({ address, args … }) would send.
      const network = currentNetwork()
      if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'estimateFee needs an active eip155 network' })
      return estimateEvmFee(network, requireWallet('estimateFee').account, params, publicClient(network))
    },

    checkAddress: ({ address }) => describeEvmAddressProblem(address),

    async signTypedData({ address, typedData }) {
      const { wallet } = requireWallet('signTypedData')
      try {
        // JSON text, as EIP-712 v4 wallets take it; numbers the host wrote as bigint become decimal strings.
        const json = JSON.stringify(typedData, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
        return (await wallet.provider.request({ method: 'eth_signTypedData_v4', params: [getAddress(address), json] })) as string
      } catch (error) {
        throw walletRequestError('eth_signTypedData_v4', error)
      }
    },

    async request({ method, params }) {
      const { wallet } = requireWallet(method)
      try {
        return await wallet.provider.request({ method, params })
      } catch (error) {
        throw walletRequestError(method, error)
      }
    },

    async getCapabilities({ address }) {
      const { client } = walletClient('getCapabilities')
      try {
        return await getCapabilities(client, { account: getAddress(address) })
      } catch (error) {
        throw walletRequestError('wallet_getCapabilities', error)
      }
    },

    destroy() {
      active?.stopEvents()
      active = undefined
    },
  }
}
