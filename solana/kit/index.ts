/**
 * `hatch/solana-kit`: the account connected through Hatch as a @solana/kit signer (docs/solana-dapps.md).
 * @solana/kit is an optional peer dependency: only a page importing this entry needs it.
 * @packageDocumentation
 */
import {
  address,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
  type Transaction,
  type TransactionModifyingSigner,
  type TransactionSendingSigner,
} from '@solana/kit'
import { HatchError, type Hatch } from '../../kernel/index.js'
import type { HatchSolanaProvider } from '../../adapters/solana/index.js'

/** The connected account's address, resolving once connected (the modal opens when nothing is). */
async function connectedAddress(provider: HatchSolanaProvider): Promise<Address> {
  return address((await provider.connect()).publicKey.toBase58())
}

/** Throws before the wallet is asked when the connected account is no longer `signer` or the call was aborted. */
function check(provider: HatchSolanaProvider, signer: Address, abortSignal: AbortSignal | undefined, method: string): void {
  abortSignal?.throwIfAborted()
  const now = provider.publicKey?.toBase58()
  if (now !== signer)
    throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', {
      details: `${method}: this signer is ${signer}, but ${now ? `${now} is connected now` : 'no Solana account is connected'}`,
    })
}

/**
 * A Kit `TransactionSendingSigner` for the Solana account connected through Hatch (any wallet:
 * Wallet Standard, WalletConnect, the embedded wallet): the wallet signs each transaction and it
 * is sent (the wallet's signAndSend, or Hatch over the network's RPC). Resolves once an account is
 * connected; when none is, Hatch's modal opens for the visitor to connect one.
 *
 * @example
 * ```ts
 * const signer = await hatchSendingSigner(hatch)
 * const message = pipe(createTransactionMessage({ version: 0 }), (m) => setTransactionMessageFeePayerSigner(signer, m), …)
 * const signature = await signAndSendTransactionMessageWithSigners(message)
 * ```
 */
export async function hatchSendingSigner(hatch: Pick<Hatch, 'getProvider'>): Promise<TransactionSendingSigner> {
  const provider = hatch.getProvider('solana')
  const signer = await connectedAddress(provider)
  const encoder = getTransactionEncoder()
  const base58 = getBase58Encoder()
  return Object.freeze({
    address: signer,
    async signAndSendTransactions(transactions: readonly Transaction[], config: { abortSignal?: AbortSignal; minContextSlot?: bigint } = {}) {
      const signatures: SignatureBytes[] = []
      // One at a time, in order: each may depend on the one before.
      for (const transaction of transactions) {
        check(provider, signer, config.abortSignal, 'signAndSendTransactions')
        const options = config.minContextSlot === undefined ? undefined : { minContextSlot: Number(config.minContextSlot) }
        const { signature } = await provider.signAndSendTransaction(new Uint8Array(encoder.encode(transaction)), options)
        signatures.push(base58.encode(signature) as SignatureBytes)
      }
      return signatures
    },
  })
}

/**
 * A Kit `TransactionModifyingSigner` for the Solana account connected through Hatch: the wallet
 * signs the transactions (in one request) and may change them first, as wallets do (priority fees);
 * the app sends them itself. Resolves once an account is connected, as {@link hatchSendingSigner}.
 */
export async function hatchModifyingSigner(hatch: Pick<Hatch, 'getProvider'>): Promise<TransactionModifyingSigner> {
  const provider = hatch.getProvider('solana')
  const signer = await connectedAddress(provider)
  const encoder = getTransactionEncoder()
  const decoder = getTransactionDecoder()
  return Object.freeze({
    address: signer,
    async modifyAndSignTransactions(transactions: readonly Transaction[], config: { abortSignal?: AbortSignal } = {}) {
      check(provider, signer, config.abortSignal, 'modifyAndSignTransactions')
      if (transactions.length === 0) return []
      const signed = await provider.signAllTransactions(transactions.map((t) => new Uint8Array(encoder.encode(t))))
      // The lifetime is the message's own (the wallet kept or replaced it): Kit reads it from there.
      return signed.map((bytes) => decoder.decode(bytes)) as never
    },
  })
}
