import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { ConnectionAccount } from '../types/connector.js'

/** What a successful connect or reconnect yields. */
export interface ConnectResult {
  /**
   * The namespace this account belongs to, when a multi-namespace connector (WalletConnect) was
   * asked for one namespace and the wallet approved others only. Absent: the requested namespace.
   */
  namespace?: ChainNamespace
  address: string
  /** The chain the wallet is on (its `id`, as in {@link CaipNetwork.id}). */
  chainId: number | string
  accounts?: ConnectionAccount[]
}

/**
 * The small required core every chain adapter implements, plus optional capabilities.
 * Adapters never fake a capability: a missing one is absent, and {@link requireCapability} throws.
 */
export interface AdapterRuntime {
  /**
   * A runtime that serves several namespaces (see {@link AdapterDefinition.namespaces}) returns the
   * runtime bound to one of them; `ctx.getAdapter` calls it, so callers always get a bound runtime.
   */
  forNamespace?(namespace: ChainNamespace): AdapterRuntime
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params: { connectorId: string }): Promise<void>
  getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Restores a stored connection without prompting; resolves undefined when the wallet no longer grants it. */
  reconnect?(params: { connectorId: string }): Promise<ConnectResult | undefined>
  switchNetwork?(params: { network: CaipNetwork }): Promise<void>
  sendTransaction?(params: Record<string, unknown>): Promise<string>
  writeContract?(params: Record<string, unknown>): Promise<string>
  estimateGas?(params: Record<string, unknown>): Promise<bigint>
  getCapabilities?(params: { address: string }): Promise<unknown>
  signTransaction?(params: Record<string, unknown>): Promise<unknown>
  signPsbt?(params: Record<string, unknown>): Promise<unknown>
  sendTransfer?(params: Record<string, unknown>): Promise<string>
  /**
   * The network fee, in base units of the native currency, that sending `params` (the shape this
   * adapter's sendTransaction, writeContract or sendTransfer takes) would cost now.
   */
  estimateFee?(params: Record<string, unknown>): Promise<bigint>
  /**
   * The units of the token itself that sending `params` (sendTransfer's shape) would leave with its
   * issuer rather than the recipient, e.g. a Solana Token-2022 transfer-fee mint's fee: the
   * recipient gets `amount` less this. 0 when the token keeps nothing; absent where no token can.
   * Separate from {@link estimateFee}, which stays the network fee in the native currency.
   */
  estimateTokenFee?(params: Record<string, unknown>): Promise<bigint>
  /** Why `address` cannot receive on the active network (the chain's address rule), or undefined when it can. */
  checkAddress?(params: { address: string }): string | undefined
  /**
   * Reports the head of `network` (block number, slot or tip height, as a decimal string): once
   * at the start, then on each new one, until the returned stop is called. Read from the network's
   * own RPC, by polling where the chain offers no push. The Account view follows balances with it.
   */
  watchHead?(params: { network: CaipNetwork; onHead: (head: string) => void }): () => void
  /**
   * Signs EIP-712 typed data (as eth_signTypedData_v4 takes it) with `address`; the wallet shows it
   * as typed data, not as an opaque message.
   */
  signTypedData?(params: { address: string; typedData: Record<string, unknown> }): Promise<string>
  /**
   * Passes one EIP-1193 request to the connected wallet as it is (the host's provider uses it for
   * methods Hatch has no capability for: EIP-5792 calls, personal_sign on hex …). Rejects with the
   * wallet's own error, or a catalogue error wrapping it.
   */
  request?(args: { method: string; params?: unknown }): Promise<unknown>
  destroy?(): void
}

/** Names of the optional capabilities. */
export type AdapterCapability = Exclude<keyof AdapterRuntime, 'connect' | 'disconnect' | 'getBalance' | 'signMessage' | 'forNamespace'>
