import type { SendTransferParams, SignPsbtParams, SignPsbtResult } from '../runtime/actionParams.js'

/** What an address of the connected wallet is for: `payment` (spending) or `ordinals` (inscriptions, taproot). */
export type BitcoinAccountPurpose = 'payment' | 'ordinals'

/** One address of the connected Bitcoin wallet. */
export interface BitcoinProviderAccount {
  address: string
  purpose: BitcoinAccountPurpose
  /** The key as the wallet reported it (hex): 33 bytes, or 32 (x-only) for taproot; absent when the wallet gave none. */
  publicKey?: string
}

/** Parameters of {@link HatchBitcoinProvider.signMessage}. */
export interface BitcoinSignMessageParams {
  /** The text to sign (UTF-8). */
  message: string
  /** Which of the wallet's addresses signs; default the payment address. */
  address?: string
}

/** Events of {@link HatchBitcoinProvider}, with what the listener gets. */
export interface BitcoinProviderEvents {
  /** A Bitcoin wallet connected (through the modal, a reconnect on page load or another tab). */
  connect: (accounts: BitcoinProviderAccount[]) => void
  /** The wallet's addresses changed (an empty list when it disconnected). */
  accountChanged: (accounts: BitcoinProviderAccount[]) => void
  disconnect: () => void
}

/**
 * The Bitcoin provider of a Hatch instance, `hatch.getProvider('bip122')` (docs/provider.md): one
 * object for the instance's whole life that follows the bip122 connection, whichever wallet holds it
 * (a Wallet Standard Bitcoin wallet, a WalletConnect session). Its calls take and give what AppKit's
 * and sats-connect's Bitcoin calls do: base64 PSBTs, base64 signatures, satoshi amounts.
 */
export interface HatchBitcoinProvider {
  /**
   * The connected wallet's addresses, payment first, then ordinals where the wallet has one; `[]`
   * while nothing is connected. Like `address` and `isConnected`, read from the provider's code,
   * which starts loading with the first `getProvider('bip122')`: `undefined` until it arrived (a
   * moment); `await connect()` never has that gap.
   */
  readonly accounts: readonly BitcoinProviderAccount[] | undefined
  /** The payment address, or `null` when no Bitcoin wallet is connected. */
  readonly address: string | null | undefined
  readonly isConnected: boolean | undefined
  /**
   * Resolves at once when connected; otherwise opens Hatch's modal on Connect and resolves once the
   * visitor connected a Bitcoin wallet. Rejects with MODAL_CLOSED when they close it first.
   */
  connect(): Promise<{ accounts: BitcoinProviderAccount[] }>
  /** Disconnects the Bitcoin wallet (as `hatch.disconnect({ namespace: 'bip122' })`). */
  disconnect(): Promise<void>
  /**
   * Signs a text message; the signature is base64. Wallet Standard wallets sign BIP-322 ("simple");
   * WalletConnect sessions are asked for an ECDSA signature (`protocol: 'ecdsa'`).
   */
  signMessage(params: BitcoinSignMessageParams): Promise<{ signature: string; address: string }>
  /**
   * Signs inputs of a base64 PSBT: those `signInputs` names (each with its address, and its
   * `sighashTypes` passed to the wallet), or else every input spending from one of the wallet's
   * addresses. With `broadcast`, the signed transaction is finalized and sent; `txid` is its id.
   */
  signPsbt(params: SignPsbtParams): Promise<SignPsbtResult>
  /** Pays `amount` satoshis from the payment address to `recipient`; resolves once the network's backend accepted it. */
  sendTransfer(params: SendTransferParams): Promise<{ txid: string }>
  on<E extends keyof BitcoinProviderEvents>(event: E, listener: BitcoinProviderEvents[E]): HatchBitcoinProvider
  removeListener<E extends keyof BitcoinProviderEvents>(event: E, listener: BitcoinProviderEvents[E]): HatchBitcoinProvider
}

/** The methods the lazily loaded implementation gives the kernel's provider object. */
export type BitcoinProviderCore = Omit<HatchBitcoinProvider, 'on' | 'removeListener' | 'accounts' | 'address' | 'isConnected'>
