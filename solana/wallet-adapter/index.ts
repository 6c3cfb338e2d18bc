/**
 * `hatch/solana-wallet-adapter`: Hatch's connected Solana wallet for `@solana/wallet-adapter-react`
 * (docs/solana-dapps.md). `@solana/wallet-adapter-base` and `@solana/web3.js` are optional peer
 * dependencies: only a page importing this entry needs them.
 * @packageDocumentation
 */
import {
  BaseMessageSignerWalletAdapter,
  isVersionedTransaction,
  WalletConnectionError,
  WalletDisconnectionError,
  WalletError,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSendTransactionError,
  WalletSignMessageError,
  WalletSignTransactionError,
  type SendTransactionOptions,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base'
import { PublicKey, type Connection, type TransactionSignature } from '@solana/web3.js'
import type { Hatch } from '../../kernel/index.js'
import type { HatchSolanaProvider, SolanaPublicKey } from '../../adapters/solana/index.js'

/** The name wallet-adapter lists Hatch under. */
export const HatchWalletName = 'Hatch' as WalletName<'Hatch'>

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzOTZmZiIvPjxjaXJjbGUgY3g9IjE2IiBjeT0iMTgiIHI9IjgiIGZpbGw9IiNmZmYiLz48L3N2Zz4='

/** Options of {@link HatchWalletAdapter}. */
export interface HatchWalletAdapterOptions {
  /** The name wallet-adapter shows; default "Hatch". */
  name?: string
  /** A data: or https: icon; default Hatch's. */
  icon?: string
  /** The site wallet-adapter links for the wallet; default the page's own. */
  url?: string
}

const toPublicKey = (key: SolanaPublicKey | null | undefined) => (key ? new PublicKey(key.toBase58()) : null)
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A wallet-adapter `Adapter` for whatever Solana wallet the visitor connects through Hatch (a
 * Wallet Standard wallet, WalletConnect, the e-mail embedded wallet): `connect()` opens Hatch's
 * modal, and every request goes to `hatch.getProvider('solana')`. Give it to `WalletProvider`:
 * `useWallet()` then follows Hatch (connect or disconnect on either side is seen by both).
 *
 * It is an Adapter, not a Wallet Standard wallet: a wallet registered in the page's Wallet
 * Standard registry would also be discovered by Hatch's own `solana()` adapter and listed in
 * Hatch's modal beside the wallets it stands for.
 *
 * @example
 * ```tsx
 * const wallets = useMemo(() => [new HatchWalletAdapter(hatch)], [])
 * <WalletProvider wallets={wallets} autoConnect>…</WalletProvider>
 * ```
 */
export class HatchWalletAdapter extends BaseMessageSignerWalletAdapter<string> {
  readonly name: WalletName<string>
  readonly url: string
  readonly icon: string
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const)
  private readonly hatch: Pick<Hatch, 'getProvider' | 'ready' | 'getState' | 'close'>
  private provider: HatchSolanaProvider | undefined
  private key: PublicKey | null = null
  private busy = false
  /** The running autoConnect attempt: connect() waits for it before opening the modal. */
  private attempt: Promise<void> | undefined

  constructor(hatch: Pick<Hatch, 'getProvider' | 'ready' | 'getState' | 'close'>, options: HatchWalletAdapterOptions = {}) {
    super()
    this.hatch = hatch
    this.name = (options.name ?? HatchWalletName) as WalletName<string>
    this.icon = options.icon ?? ICON
    this.url = options.url ?? (typeof location === 'undefined' ? 'https://github.com/' : location.origin)
  }

  get publicKey(): PublicKey | null {
    return this.key
  }

  get connecting(): boolean {
    return this.busy
  }

  /** Hatch is on the page: it loads its wallets itself. */
  get readyState(): WalletReadyState {
    return typeof window === 'undefined' ? WalletReadyState.Unsupported : WalletReadyState.Loadable
  }

  /** The provider, followed from first use (not at construction, so server rendering loads nothing). */
  private solana(): HatchSolanaProvider {
    if (this.provider) return this.provider
    const provider = this.hatch.getProvider('solana')
    provider.on('connect', (key) => this.follow(toPublicKey(key)))
    provider.on('accountChanged', (key) => this.follow(toPublicKey(key)))
    provider.on('disconnect', () => this.follow(null))
    this.provider = provider
    return provider
  }

  // wallet-adapter-base's EventEmitter (eventemitter3) loses its methods' types under NodeNext resolution.
  private tell(event: 'connect' | 'disconnect' | 'error', ...args: unknown[]): void {
    ;(this as unknown as { emit(event: string, ...args: unknown[]): boolean }).emit(event, ...args)
  }

  private follow(key: PublicKey | null): void {
    if (key?.equals(this.key ?? PublicKey.default) || (!key && !this.key)) return
    this.key = key
    if (key) this.tell('connect', key)
    else this.tell('disconnect')
  }

  private solanaConnected(): boolean {
    // Hatch's state, not provider.isConnected: the provider's fields arrive with its code, maybe later.
    return this.hatch.getState().chains.solana?.account.status === 'connected'
  }

  /** On page load: takes the connection Hatch restored (once its reconnection has run), and never opens the modal by itself. */
  override autoConnect(): Promise<void> {
    const attempt = (async () => {
      const provider = this.solana()
      await this.hatch.ready
      const { publicKey } = this.solanaConnected() ? await provider.connect() : { publicKey: null }
      this.follow(toPublicKey(publicKey))
    })()
    const running = attempt.then(
      () => undefined,
      () => undefined,
    )
    this.attempt = running
    void running.then(() => {
      if (this.attempt === running) this.attempt = undefined
    })
    return attempt
  }

  /**
   * Resolves at once when Hatch has a Solana account. Otherwise waits for a running autoConnect
   * (Hatch restoring the last connection), then opens Hatch's modal for the visitor to connect one,
   * and closes it once they have (the e-mail login would otherwise leave it on the account).
   */
  async connect(): Promise<void> {
    if (this.connected || this.busy) return
    this.busy = true
    try {
      await this.attempt
      if (this.connected) return
      const opens = !this.solanaConnected()
      const { publicKey } = await this.solana().connect()
      this.follow(toPublicKey(publicKey))
      if (opens && this.hatch.getState().modal.open) this.hatch.close()
    } catch (error) {
      const failure = error instanceof WalletError ? error : new WalletConnectionError(messageOf(error), error)
      this.tell('error', failure)
      throw failure
    } finally {
      this.busy = false
    }
  }

  async disconnect(): Promise<void> {
    try {
      await this.solana().disconnect()
    } catch (error) {
      this.tell('error', new WalletDisconnectionError(messageOf(error), error))
    }
    this.follow(null)
  }

  private connectedProvider(): HatchSolanaProvider {
    if (!this.key) throw new WalletNotConnectedError()
    return this.solana()
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transaction: T): Promise<T> {
    try {
      return await this.connectedProvider().signTransaction(transaction as never)
    } catch (error) {
      const failure = error instanceof WalletError ? error : new WalletSignTransactionError(messageOf(error), error)
      this.tell('error', failure)
      throw failure
    }
  }

  override async signAllTransactions<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transactions: T[]): Promise<T[]> {
    try {
      return await this.connectedProvider().signAllTransactions(transactions as never[])
    } catch (error) {
      const failure = error instanceof WalletError ? error : new WalletSignTransactionError(messageOf(error), error)
      this.tell('error', failure)
      throw failure
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    try {
      return (await this.connectedProvider().signMessage(message)).signature
    } catch (error) {
      const failure = error instanceof WalletError ? error : new WalletSignMessageError(messageOf(error), error)
      this.tell('error', failure)
      throw failure
    }
  }

  /**
   * Signs and sends through the connected wallet (the embedded wallet signs and sends in its
   * frame). A legacy transaction without fee payer or blockhash gets them from `connection`, as
   * wallet-adapter does; `options.signers` sign first. The wallet sends on Hatch's Solana network.
   */
  override async sendTransaction(
    transaction: TransactionOrVersionedTransaction<this['supportedTransactionVersions']>,
    connection: Connection,
    options: SendTransactionOptions = {},
  ): Promise<TransactionSignature> {
    try {
      const provider = this.connectedProvider()
      const { signers, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
      let prepared = transaction
      if (isVersionedTransaction(prepared)) {
        if (signers?.length) prepared.sign(signers)
      } else {
        prepared = await this.prepareTransaction(prepared, connection, options)
        if (signers?.length) prepared.partialSign(...signers)
      }
      const commitment =
        preflightCommitment === 'processed' || preflightCommitment === 'confirmed' || preflightCommitment === 'finalized' ? preflightCommitment : undefined
      const { signature } = await provider.signAndSendTransaction(prepared, {
        ...(commitment ? { preflightCommitment: commitment } : {}),
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      })
      return signature
    } catch (error) {
      const failure = error instanceof WalletError ? error : new WalletSendTransactionError(messageOf(error), error)
      this.tell('error', failure)
      throw failure
    }
  }
}
