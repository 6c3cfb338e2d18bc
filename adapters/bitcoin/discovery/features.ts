/**
 * The Wallet Standard features for Bitcoin that the adapter speaks: the `bitcoin:` namespace of
 * the Wallet Standard's Bitcoin extension (ExodusMovement/bitcoin-wallet-standard), as Xverse,
 * Magic Eden, Phantom, OKX, Leather and MetaMask's Bitcoin snap register them. Declared here, type
 * only, so the descriptor needs no Bitcoin package.
 */
import type { IdentifierString, Wallet, WalletAccount, WalletWithFeatures } from '@wallet-standard/base'

/** Connects and returns the accounts for the requested purposes. */
export const BitcoinConnect = 'bitcoin:connect'
/** Signs messages with an account (BIP-322 "simple" signatures; see docs/adapters/bitcoin.md). */
export const BitcoinSignMessage = 'bitcoin:signMessage'
/** Signs inputs of a PSBT. */
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
/** The generic Wallet Standard disconnect and events features. */
export const StandardDisconnect = 'standard:disconnect'
export const StandardEvents = 'standard:events'

/** Address purposes of `bitcoin:connect`: `payment` (spend) and `ordinals` (inscriptions, taproot). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A SIGHASH flag as the standard names it. */
export type BitcoinSigHashFlag = 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY'

/** `bitcoin:connect` 1.0.0. */
export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    connect(input: { readonly purposes: BitcoinAddressPurpose[] }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

/** `bitcoin:signMessage` 1.0.0. */
export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    signMessage(
      ...inputs: { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ): Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** One account's share of a PSBT to sign. */
export interface InputToSign {
  readonly account: WalletAccount
  readonly signingIndexes: number[]
  readonly sigHash?: BitcoinSigHashFlag
}

/** `bitcoin:signTransaction` 1.0.0. */
export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    signTransaction(
      ...inputs: { readonly psbt: Uint8Array; readonly inputsToSign: InputToSign[]; readonly chain?: IdentifierString }[]
    ): Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

/** `standard:disconnect` 1.0.0. */
export type StandardDisconnectFeature = {
  readonly [StandardDisconnect]: { readonly version: '1.0.0'; disconnect(): Promise<void> }
}

/** `standard:events` 1.0.0 (only `change` exists). */
export type StandardEventsFeature = {
  readonly [StandardEvents]: {
    readonly version: '1.0.0'
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[]; chains?: readonly IdentifierString[] }) => void): () => void
  }
}

/** A wallet the adapter can use: `bitcoin:connect` is required, the rest is checked per call. */
export type BitcoinWallet = WalletWithFeatures<
  BitcoinConnectFeature & Partial<BitcoinSignMessageFeature & BitcoinSignTransactionFeature & StandardDisconnectFeature & StandardEventsFeature>
>

/** Whether a registered Wallet Standard wallet speaks Bitcoin (has `bitcoin:connect`). */
export function isBitcoinWallet(wallet: Wallet): wallet is BitcoinWallet {
  const connect = wallet.features[BitcoinConnect] as { connect?: unknown } | undefined
  return typeof connect?.connect === 'function'
}
