import type { ProviderAccess } from '../../../kernel/contracts/providerAccess.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { HatchState } from '../../../kernel/types/state.js'
import { decodeBase58, encodeBase58 } from '../../../kernel/units/base58.js'
import { fromBase64, toBase64 } from '../../shared/solana/base64.js'
import type { SigningMethod } from '../../shared/solana/signingRequests.js'
import { formOf, isTransactionInput, transactionBytes } from '../runtime/transactionForms.js'
import { solanaPublicKey } from './publicKey.js'
import type { SolanaProviderCore, SolanaProviderEvents, SolanaPublicKey, SolanaSendOptions } from './types.js'
import { withSignature } from './wireSignature.js'

const addressOf = (state: HatchState): string | undefined => {
  const account = state.chains.solana?.account
  return account?.status === 'connected' ? account.address : undefined
}

const invalid = (method: string, issue: string) => new HatchError('INVALID_PARAMETERS', { params: { method, issue } })

/** The transaction's bytes and how signed bytes go back in its form; INVALID_PARAMETERS naming why it cannot be read. */
function readTransaction(method: string, input: unknown, label = 'transaction'): { bytes: Uint8Array; back: (signed: Uint8Array) => unknown } {
  if (!isTransactionInput(input))
    throw invalid(method, `${label} must be a web3.js Transaction or VersionedTransaction, a @solana/kit Transaction, or its serialized bytes`)
  try {
    return { bytes: transactionBytes(input), back: formOf(input) }
  } catch (error) {
    throw invalid(method, `${label}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * The implementation behind `hatch.getProvider('solana')`: it follows the instance's Solana
 * connection (events `connect`, `accountChanged`, `disconnect`) and sends each signing request to
 * the adapter runtime that holds the connection (`ctx.getAdapter('solana')`: a Wallet Standard
 * wallet, a WalletConnect session, the embedded wallet), in WalletConnect's Solana RPC form.
 */
export function createSolanaProvider(access: ProviderAccess, initial: HatchState, provider: object): SolanaProviderCore {
  const started = access.started.then(() => {
    const context = access.context
    const emit = <E extends keyof SolanaProviderEvents>(event: E, ...args: Parameters<SolanaProviderEvents[E]>) =>
      context.events.emit(`solana:${event}`, args[0])
    let last = addressOf(initial)
    const follow = (state: HatchState) => {
      const next = addressOf(state)
      if (next === last) return
      const previous = last
      last = next
      if (next && !previous) emit('connect', solanaPublicKey(next))
      else if (!next) {
        emit('accountChanged', null)
        emit('disconnect')
      } else emit('accountChanged', solanaPublicKey(next))
    }
    context.store.subscribe(follow)
    // What changed while this code loaded (a reconnect on page load) is told now.
    follow(context.store.getState())
    return context
  })
  started.catch(() => undefined)

  /** The connected address and the runtime holding it; NO_ACTIVE_CAIP_ADDRESS while nothing is connected. */
  const connected = async (method: string): Promise<{ address: string; context: HatchContext }> => {
    const context = await started
    const address = addressOf(context.store.getState())
    if (!address) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${method} needs a connected Solana wallet: call connect() first` })
    return { address, context }
  }

  const ask = async (method: SigningMethod, params: Record<string, unknown>, context: HatchContext): Promise<Record<string, unknown>> => {
    const runtime = await context.getAdapter('solana')
    if (!runtime.request)
      throw new HatchError('CAPABILITY_MISSING', {
        params: { namespace: 'solana', capability: method },
        details: 'the connected wallet takes no signing requests',
      })
    const answer = await runtime.request({ method, params })
    if (typeof answer !== 'object' || answer === null)
      throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `the wallet answered ${String(answer)}` })
    return answer as Record<string, unknown>
  }

  const text = (value: unknown, method: string, what: string): string => {
    if (typeof value !== 'string' || value === '')
      throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `the wallet answered no ${what}` })
    return value
  }

  /** Signed bytes from an answer: the signed transaction, or the signature put into its slot. */
  const signedOf = (answer: Record<string, unknown>, bytes: Uint8Array, address: string, method: string): Uint8Array => {
    if (typeof answer['transaction'] === 'string') return fromBase64(answer['transaction'])
    return withSignature(bytes, decodeBase58(address), decodeBase58(text(answer['signature'], method, 'signed transaction')))
  }

  // The same key object while the address stays, so `publicKey` can be a React dependency.
  let key: SolanaPublicKey | undefined
  const publicKey = (): SolanaPublicKey | null => {
    const address = addressOf(access.getState())
    if (!address) return null
    if (key?.toBase58() !== address) key = solanaPublicKey(address)
    return key
  }

  // The fields read synchronously go on the object getProvider returned.
  Object.defineProperties(provider, {
    publicKey: { enumerable: true, get: publicKey },
    isConnected: { enumerable: true, get: () => publicKey() !== null },
  })

  return {
    async connect() {
      const context = await started
      const address = await new Promise<string>((resolve, reject) => {
        const settle = (state: HatchState): boolean => {
          const now = addressOf(state)
          if (now) return (resolve(now), true)
          if (!state.modal.open && state.chains.solana?.account.status !== 'connecting') {
            reject(new HatchError('MODAL_CLOSED', { details: 'the visitor closed the modal without connecting a Solana wallet' }))
            return true
          }
          return false
        }
        const already = addressOf(context.store.getState())
        if (already) return resolve(already)
        access.open({ view: 'Connect' })
        const stop = context.store.subscribe((state) => void (settle(state) && stop()))
        if (settle(context.store.getState())) stop()
      })
      return { publicKey: solanaPublicKey(address) }
    },

    disconnect: () => access.disconnect({ namespace: 'solana' }),

    async signMessage(message) {
      const method = 'solana_signMessage'
      if (!(message instanceof Uint8Array) && typeof message !== 'string') throw invalid(method, 'message must be bytes (Uint8Array) or text')
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      if (bytes.length === 0) throw invalid(method, 'message must not be empty')
      const { address, context } = await connected(method)
      const answer = await ask(method, { message: encodeBase58(bytes), pubkey: address }, context)
      return { signature: decodeBase58(text(answer['signature'], method, 'signature')), publicKey: solanaPublicKey(address) }
    },

    async signTransaction(transaction) {
      const method = 'solana_signTransaction'
      const { bytes, back } = readTransaction(method, transaction)
      const { address, context } = await connected(method)
      const answer = await ask(method, { transaction: toBase64(bytes) }, context)
      return back(signedOf(answer, bytes, address, method)) as typeof transaction
    },

    async signAllTransactions(transactions) {
      const method = 'solana_signAllTransactions'
      const list: unknown = transactions
      if (!Array.isArray(list) || list.length === 0) throw invalid(method, 'transactions must be a non-empty list')
      const read = (list as unknown[]).map((t, i) => readTransaction(method, t, `transactions[${i}]`))
      const { address, context } = await connected(method)
      const answer = await ask(method, { transactions: read.map((r) => toBase64(r.bytes)) }, context)
      const signed: unknown = answer['transactions']
      if (!Array.isArray(signed) || signed.length !== read.length)
        throw new HatchError('WALLET_REQUEST_FAILED', {
          params: { method },
          details: `the wallet answered ${JSON.stringify(signed)?.slice(0, 80)} for ${read.length} transactions`,
        })
      return read.map((r, i) => r.back(signedOf({ transaction: (signed as unknown[])[i] }, r.bytes, address, method))) as never
    },

    async signAndSendTransaction(transaction, options?: SolanaSendOptions) {
      const method = 'solana_signAndSendTransaction'
      const { bytes } = readTransaction(method, transaction)
      const { context } = await connected(method)
      const answer = await ask(method, { transaction: toBase64(bytes), ...(options ? { sendOptions: options } : {}) }, context)
      return { signature: text(answer['signature'], method, 'signature') }
    },
  }
}
