import { describeSolanaAddressProblem } from '../address.js'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { ConnectResult } from '../../../kernel/contracts/defineAdapter.js'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { formatUnits, SOL_DECIMALS } from '../amounts.js'
import type { SolanaDiscovery } from '../discovery/createDiscovery.js'
import { features, type Wallet } from '../discovery/types.js'
import { findSolanaNetwork, walletChainFor, walletChainIdsOf } from '../walletChains.js'
import { toStandardCommitment } from '../commitments.js'
import type { PreflightCommitment } from '../preflight.js'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { compileLegacyTransaction } from '../../shared/solana/legacyTransaction.js'
import { prepareTransfer, transferFee, transferTokenFee } from '../../shared/solana/transferCalls.js'
import { createSolanaRpc, type SolanaRpc } from '../../shared/solana/rpc.js'
import { formOf, transactionBytes, type TransactionInput } from './transactionForms.js'
import { parseParams, SendTransactionSchema, SignTransactionSchema, type SendOptions } from './transactionParams.js'
import { systemTransfer, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, TransferSchema } from '../../shared/solana/transfer.js'
import { computeBudgetInstructions, PriorityFeeSchema } from '../../shared/solana/computeBudget.js'
import * as v from 'valibot'
import { requireTransactionVersion } from './transactionVersion.js'
import type { SolanaRuntime } from './types.js'
import { standardSigningRequest } from './signingRequest.js'
import { describeWalletError, isUserRejection, walletReason } from './walletErrors.js'

/** How long reconnect waits for a stored wallet to register after page load. */
export const RECONNECT_DISCOVERY_WAIT_MS = 1500

type ConnectFeature = StandardConnectFeature['standard:connect']
type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']
type SignMessage = SolanaSignMessageFeature['solana:signMessage']
type SignTransaction = SolanaSignTransactionFeature['solana:signTransaction']
type SignAndSend = SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']

interface Session {
  connectorId: string
  wallet: Wallet
  account: WalletAccount
  stopEvents: () => void
}

const feature = <T>(wallet: Wallet, name: string): T | undefined => (wallet.features as Record<string, unknown>)[name] as T | undefined

/** Runs `read` on a transaction input, turning its failure into INVALID_PARAMETERS that names why. */
function readTransaction<T>(method: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new HatchError('INVALID_PARAMETERS', {
      cause: error,
      params: { method, issue: reason.startsWith('transaction') ? reason : `transaction: ${reason}` },
    })
  }
}

/**
 * Maps a failed wallet request to a catalogue error: a decline is WALLET_REQUEST_REJECTED; any
 * other failure WALLET_REQUEST_FAILED with the wallet's own words as `params.reason`, which the
 * Send form shows under the catalogue text.
 */
function walletRequestError(method: string, error: unknown): HatchError {
  if (isHatchError(error)) return error
  const details = `${method}: ${describeWalletError(error)}`
  return isUserRejection(error)
    ? new HatchError('WALLET_REQUEST_REJECTED', { cause: error, details })
    : new HatchError('WALLET_REQUEST_FAILED', { cause: error, params: { method, reason: walletReason(error) }, details })
}

const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('solana:')))

/**
 * The Solana adapter runtime: wallet requests go to the connected Wallet Standard wallet; reads
 * (balances, token accounts, blockhashes) go to the network's RPC URL as plain JSON-RPC, and the
 * transfers it builds are compiled with @solana/kit's transaction packages (no @solana/web3.js).
 * Signatures (of messages and transactions) are returned base58-encoded, Solana's usual form.
 */
export function createSolanaRuntime(
  ctx: HatchContext,
  discovery: SolanaDiscovery,
  config: { preflightCommitment: PreflightCommitment; priorityFee?: unknown },
): SolanaRuntime {
  const priorityFee = config.priorityFee === undefined ? undefined : v.safeParse(PriorityFeeSchema, config.priorityFee)
  if (priorityFee && !priorityFee.success)
    throw new HatchError('INVALID_OPTIONS', { params: { path: 'solana.priorityFee', issue: priorityFee.issues.map((i) => i.message).join('; ') } })
  /** A transfer request with the adapter's priority fee when the call gives none. */
  const withPriorityFee = <T extends { priorityFee?: unknown }>(request: T): T =>
    request.priorityFee === undefined && priorityFee ? { ...request, priorityFee: priorityFee.output } : request
  let session: Session | undefined
  const rpcs = new Map<string, SolanaRpc>()
  const rpcFor = (network: CaipNetwork): SolanaRpc => {
    let rpc = rpcs.get(network.caipNetworkId)
    if (!rpc) rpcs.set(network.caipNetworkId, (rpc = createSolanaRpc(network)))
    return rpc
  }
  const preflight = toStandardCommitment(config.preflightCommitment)
  const solanaNetworks = () => ctx.options.networks.filter((n) => n.chainNamespace === 'solana')

  const currentNetwork = (): CaipNetwork => {
    const network = ctx.store.getState().chains.solana?.network.caipNetwork ?? solanaNetworks()[0]
    if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no solana network is configured' })
    return network
  }

  /** The configured network the account can use: the wanted one when it lists it, else the first it lists. */
  const networkForAccount = (account: WalletAccount, wanted: CaipNetwork): CaipNetwork => {
    if (account.chains.length === 0 || walletChainIdsOf(wanted).some((id) => (account.chains as readonly string[]).includes(id))) return wanted
    for (const chain of account.chains) {
      const found = findSolanaNetwork(solanaNetworks(), chain)
      if (found) return found
    }
    return wanted
  }

  const listen = (wallet: Wallet): (() => void) => {
    const events = feature<EventsFeature>(wallet, features.events)
    if (!events) return () => undefined
    return events.on('change', (properties) => {
      if (!properties.accounts || session?.wallet !== wallet) return
      const accounts = solanaAccounts(properties.accounts)
      const [first] = accounts
      if (first && session) session.account = accounts.find((a) => a.address === session?.account.address) ?? first
      ctx.handleAccountsChanged(
        'solana',
        accounts.map((a) => a.address),
      )
    })
  }

  const start = (connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[], wanted: CaipNetwork): ConnectResult => {
    const [account] = accounts
    if (!account) throw new HatchError('FAILED_TO_CONNECT', { details: `${wallet.name} approved but returned no Solana account` })
    session?.stopEvents()
    session = { connectorId, wallet, account, stopEvents: listen(wallet) }
    const network = networkForAccount(account, wanted)
    return {
      address: account.address,
      chainId: network.id,
      accounts: accounts.map((a) => ({ address: a.address, type: 'eoa' as const, publicKey: encodeBase58(Uint8Array.from(a.publicKey)) })),
    }
  }

  const requireSession = (capability: string, address?: string): Session => {
    const connected = ctx.store.getState().chains.solana?.account.address
    if (!session || !connected) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${capability} needs a connected Solana wallet` })
    if (address !== undefined && address !== session.account.address) {
      throw new HatchError('INVALID_PARAMETERS', {
        params: { method: capability, issue: `address ${address} is not the connected account ${session.account.address}` },
      })
    }
    return session
  }

  /**
   * The chain id the wallet knows `network` by, among those its account declares (else those the
   * wallet declares): the Wallet Standard name, CAIP-2 or deprecated id. Refuses with
   * WALLET_CHAIN_UNSUPPORTED, before the wallet is asked, when it declares none of them.
   */
  const chainFor = (active: Session, network: CaipNetwork): `${string}:${string}` => {
    const own = (chains: readonly string[]) => chains.filter((c) => c.startsWith('solana:'))
    const declared = own(active.account.chains).length > 0 ? own(active.account.chains) : own(active.wallet.chains)
    const chain = walletChainFor(network, declared)
    if (chain) return chain
    throw new HatchError('WALLET_CHAIN_UNSUPPORTED', {
      params: { wallet: active.wallet.name, network: network.name, chains: declared.join(', ') },
      details: `${network.caipNetworkId} is known as ${walletChainIdsOf(network).join(', ')}; the wallet declares ${declared.join(', ')}`,
    })
  }

  /** Signs transactions in one wallet request (Wallet Standard takes several inputs at once). */
  const signAllWithWallet = async (active: Session, transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]> => {
    const sign = feature<SignTransaction>(active.wallet, features.signTransaction)
    if (!sign)
      throw new HatchError('CAPABILITY_MISSING', {
        params: { namespace: 'solana', capability: 'signTransaction' },
        details: `${active.wallet.name} does not offer solana:signTransaction`,
      })
    const chain = chainFor(active, network)
    for (const transaction of transactions) requireTransactionVersion(active.wallet, sign, 'solana:signTransaction', transaction)
    try {
      const outputs = await sign.signTransaction(...transactions.map((transaction) => ({ account: active.account, transaction, chain })))
      if (outputs.length !== transactions.length) throw new Error(`the wallet returned ${outputs.length} signed transactions for ${transactions.length}`)
      return outputs.map((output) => output.signedTransaction)
    } catch (error) {
      throw walletRequestError('solana:signTransaction', error)
    }
  }
  const signWithWallet = async (active: Session, bytes: Uint8Array, network: CaipNetwork): Promise<Uint8Array> =>
    (await signAllWithWallet(active, [bytes], network))[0] as Uint8Array

  /** Signs and sends through the wallet (signAndSend when offered, else sign here and send over RPC). */
  const submit = async (
    active: Session,
    network: CaipNetwork,
    bytes: Uint8Array,
    options: SendOptions & { preflightCommitment: PreflightCommitment },
  ): Promise<string> => {
    const standard = { ...options, preflightCommitment: toStandardCommitment(options.preflightCommitment) }
    const signAndSend = feature<SignAndSend>(active.wallet, features.signAndSendTransaction)
    if (signAndSend) {
      const chain = chainFor(active, network)
      requireTransactionVersion(active.wallet, signAndSend, 'solana:signAndSendTransaction', bytes)
      try {
        const [output] = await signAndSend.signAndSendTransaction({
          account: active.account,
          transaction: bytes,
          chain,
          options: standard,
        })
        if (!output) throw new Error('the wallet returned no signature')
        return encodeBase58(output.signature)
      } catch (error) {
        throw walletRequestError('solana:signAndSendTransaction', error)
      }
    }
    const signed = await signWithWallet(active, bytes, network)
    try {
      return await rpcFor(network).sendTransaction(signed, standard)
    } catch (error) {
      throw new HatchError('WALLET_REQUEST_FAILED', {
        cause: error,
        params: { method: 'sendTransaction' },
        details: `sendTransaction over RPC: ${describeWalletError(error)}`,
      })
    }
  }

  return {
    async connect({ connectorId, network }) {
      const wallet = discovery.getWallet(connectorId)
      if (!wallet) throw new HatchError('WALLET_NOT_FOUND', { params: { connectorId } })
      const connect = feature<ConnectFeature>(wallet, features.connect)
      if (!connect) throw new HatchError('FAILED_TO_CONNECT', { details: `${wallet.name} does not offer standard:connect` })
      let accounts: readonly WalletAccount[]
      try {
        accounts = solanaAccounts((await connect.connect()).accounts)
      } catch (error) {
        if (isUserRejection(error)) throw new HatchError('CONNECTION_REJECTED', { cause: error, details: describeWalletError(error) })
        throw new HatchError('FAILED_TO_CONNECT', { cause: error, details: `standard:connect: ${describeWalletError(error)}` })
      }
      return start(connectorId, wallet, accounts, network ?? currentNetwork())
    },

    async reconnect({ connectorId }) {
      const wallet = await discovery.waitForWallet(connectorId, RECONNECT_DISCOVERY_WAIT_MS)
      if (!wallet) return undefined
      const connect = feature<ConnectFeature>(wallet, features.connect)
      // `silent` asks the wallet not to prompt: it returns the accounts it still grants, or none.
      const granted = solanaAccounts(wallet.accounts).length > 0 ? wallet.accounts : connect ? (await connect.connect({ silent: true })).accounts : []
      const accounts = solanaAccounts(granted)
      if (accounts.length === 0) return undefined
      return start(connectorId, wallet, accounts, currentNetwork())
    },

    async disconnect({ connectorId }) {
      const wallet = session?.connectorId === connectorId ? session.wallet : discovery.getWallet(connectorId)
      // Stop listening first: the wallet's own 'change' to no accounts would start a second disconnect.
      if (session?.connectorId === connectorId) {
        session.stopEvents()
        session = undefined
      }
      const disconnect = wallet && feature<DisconnectFeature>(wallet, features.disconnect)
      if (!disconnect) return
      try {
        await disconnect.disconnect()
      } catch {
        // Best effort: the kernel forgets the connection either way.
      }
    },

    async getBalance({ address, network }) {
      const lamports = await rpcFor(network).getBalance(address)
      return { balance: formatUnits(lamports, SOL_DECIMALS), symbol: network.nativeCurrency.symbol }
    },

    async getTokenBalances({ address, network }) {
      // Both token programs: classic SPL tokens and Token-2022 ones (transfer fees, metadata …), each with its mint's decimals.
      const rpc = rpcFor(network)
      const programs = await Promise.all([TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) => rpc.getTokenAccountsByOwner(address, { programId })))
      return programs.flat().map(({ mint, tokenAccount, decimals, amount }) => ({
        mint,
        tokenAccount,
        decimals,
        amount: amount.toString(),
        balance: formatUnits(amount, decimals),
      }))
    },

    async signMessage({ message, address }) {
      const active = requireSession('signMessage', address)
      const sign = feature<SignMessage>(active.wallet, features.signMessage)
      if (!sign)
        throw new HatchError('CAPABILITY_MISSING', {
          params: { namespace: 'solana', capability: 'signMessage' },
          details: `${active.wallet.name} does not offer solana:signMessage`,
        })
      try {
        const [output] = await sign.signMessage({ account: active.account, message: new TextEncoder().encode(message) })
        if (!output) throw new Error('the wallet returned no signature')
        return encodeBase58(output.signature)
      } catch (error) {
        throw walletRequestError('solana:signMessage', error)
      }
    },

    async signTransaction(params) {
      const { transaction } = parseParams('signTransaction', SignTransactionSchema, params)
      const bytes = readTransaction('signTransaction', () => transactionBytes(transaction))
      // Before the wallet is asked: an object whose class cannot rebuild it is refused now, not after signing.
      const back = readTransaction('signTransaction', () => formOf(transaction))
      const active = requireSession('signTransaction')
      const signed = await signWithWallet(active, bytes, currentNetwork())
      try {
        return back(signed)
      } catch (error) {
        throw new HatchError('WALLET_REQUEST_FAILED', {
          cause: error,
          params: { method: 'signTransaction' },
          details: `the signed transaction the wallet returned could not be read: ${describeWalletError(error)}`,
        })
      }
    },

    async sendTransaction(params) {
      const request = parseParams('sendTransaction', SendTransactionSchema, params)
      const active = requireSession('sendTransaction')
      const network = currentNetwork()
      const options = { preflightCommitment: config.preflightCommitment, ...request.options }
      let bytes: Uint8Array
      if (request.transaction !== undefined) bytes = readTransaction('sendTransaction', () => transactionBytes(request.transaction as TransactionInput))
      else {
        const from = active.account.address
        const blockhash = await rpcFor(network).getLatestBlockhash(toStandardCommitment(options.preflightCommitment))
        const instructions = [...computeBudgetInstructions(priorityFee?.output), systemTransfer(from, request.to as string, request.value as bigint)]
        bytes = compileLegacyTransaction(from, blockhash, instructions).wire
      }
      return submit(active, network, bytes, options)
    },

    async sendTransfer(params) {
      const request = withPriorityFee(parseParams('sendTransfer', TransferSchema, params))
      const active = requireSession('sendTransfer')
      const network = currentNetwork()
      const { transaction } = await prepareTransfer(rpcFor(network), active.account.address, request, preflight)
      return submit(active, network, transaction.wire, { preflightCommitment: config.preflightCommitment })
    },

    async estimateFee(params) {
      const request = withPriorityFee(parseParams('estimateFee', TransferSchema, params))
      const active = requireSession('estimateFee')
      // What the sender pays besides the amount: the signature fee, and rent for the receiver's new token account.
      return transferFee(rpcFor(currentNetwork()), active.account.address, request, preflight)
    },

    async estimateTokenFee(params) {
      const request = parseParams('estimateTokenFee', TransferSchema, params)
      const active = requireSession('estimateTokenFee')
      // What a transfer-fee mint keeps of the amount; the receiver gets the rest.
      return transferTokenFee(rpcFor(currentNetwork()), active.account.address, request)
    },

    checkAddress: ({ address }) => describeSolanaAddressProblem(address),

    // The Solana provider's signing requests (hatch.getProvider('solana')), on the wallet's own features.
    request: ({ method, params }) =>
      standardSigningRequest(
        {
          session: (name) => requireSession(name),
          network: currentNetwork,
          signAll: (transactions, network) => signAllWithWallet(requireSession(method), transactions, network),
          submit: (transaction, network, options) =>
            submit(requireSession(method), network, transaction, {
              ...options,
              preflightCommitment: options.preflightCommitment ?? config.preflightCommitment,
            }),
          walletError: walletRequestError,
        },
        method,
        params,
      ),

    destroy() {
      session?.stopEvents()
      session = undefined
    },
  }
}
