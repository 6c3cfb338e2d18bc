import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { decodeBase58, encodeBase58 } from '../../../kernel/units/base58.js'
import { fromBase64, toBase64 } from '../../shared/solana/base64.js'
import { isSigningMethod, parseSigningParams } from '../../shared/solana/signingRequests.js'
import { features, type Wallet } from '../discovery/types.js'
import type { PreflightCommitment } from '../preflight.js'
import type { SendOptions } from './transactionParams.js'

/** What a signing request needs of the Wallet Standard runtime. */
export interface SigningRequestDeps {
  /** The connected wallet and account; throws NO_ACTIVE_CAIP_ADDRESS when there is none. */
  session(method: string): { wallet: Wallet; account: WalletAccount }
  network(): CaipNetwork
  /** Signs transactions (wire bytes) in one wallet request; resolves to the signed bytes, in order. */
  signAll(transactions: Uint8Array[], network: CaipNetwork): Promise<Uint8Array[]>
  /** Signs and sends one transaction; resolves to the base58 signature. */
  submit(transaction: Uint8Array, network: CaipNetwork, options: SendOptions & { preflightCommitment?: PreflightCommitment }): Promise<string>
  /** Maps a failed wallet request to its catalogue error. */
  walletError(method: string, error: unknown): HatchError
}

type SignMessage = SolanaSignMessageFeature['solana:signMessage']

/**
 * Serves the Solana provider's signing requests (adapters/shared/solana/signingRequests.ts) on a
 * Wallet Standard wallet: the wire bytes go to its `solana:signMessage`, `solana:signTransaction`
 * (several transactions in one request) and `solana:signAndSendTransaction` features.
 */
export async function standardSigningRequest(deps: SigningRequestDeps, method: string, params: unknown): Promise<unknown> {
  if (!isSigningMethod(method)) throw new HatchError('CAPABILITY_MISSING', { params: { namespace: 'solana', capability: method } })
  if (method === 'solana_signMessage') {
    const { message, pubkey } = parseSigningParams(method, params)
    const { wallet, account } = deps.session(method)
    if (pubkey !== account.address)
      throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `pubkey ${pubkey} is not the connected account ${account.address}` } })
    const sign = (wallet.features as Record<string, unknown>)[features.signMessage] as SignMessage | undefined
    if (!sign)
      throw new HatchError('CAPABILITY_MISSING', {
        params: { namespace: 'solana', capability: 'signMessage' },
        details: `${wallet.name} does not offer solana:signMessage`,
      })
    try {
      const [output] = await sign.signMessage({ account, message: decodeBase58(message) })
      if (!output) throw new Error('the wallet returned no signature')
      return { signature: encodeBase58(output.signature) }
    } catch (error) {
      throw deps.walletError(method, error)
    }
  }
  deps.session(method)
  const network = deps.network()
  if (method === 'solana_signTransaction') {
    const { transaction } = parseSigningParams(method, params)
    const [signed] = await deps.signAll([fromBase64(transaction)], network)
    return { transaction: toBase64(signed as Uint8Array) }
  }
  if (method === 'solana_signAllTransactions') {
    const { transactions } = parseSigningParams(method, params)
    const signed = await deps.signAll(transactions.map(fromBase64), network)
    return { transactions: signed.map(toBase64) }
  }
  const { transaction, sendOptions } = parseSigningParams(method, params)
  return { signature: await deps.submit(fromBase64(transaction), network, sendOptions ?? {}) }
}
