import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { createApprovalPanel } from '../../evm/browser/approvalPanel.js'
import { createUserGate, type UserGate } from '../../shared/userGate.js'
import type { SolanaWalletChain, parseSolanaWalletConfig } from './config.js'
import { describeTransaction } from './describeTransaction.js'
import { invalidInput, sendFailed, unauthorized, userRejected } from './errors.js'
import { loadConnected, saveConnected } from './persistence.js'
import { createSigner, type SolanaSigner } from './signer.js'
import { createAccountChangeEmitter, eachInOrder } from '../../shared/standardEvents.js'

/** One logged request, as the control surface's `requests()` returns it. */
export interface LoggedSolanaRequest {
  method: string
  silent?: boolean
  chain?: string
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/**
 * A Wallet Standard Solana wallet that behaves like a browser extension: it registers itself,
 * asks its user (or follows its mode) before connecting or signing, signs with a real ed25519
 * key, and sends through the cluster's JSON-RPC.
 */
export class SolanaTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: Wallet['icon']
  readonly chains: IdentifierString[]
  readonly log: LoggedSolanaRequest[] = []
  readonly gate: UserGate
  readonly signer: SolanaSigner
  connected: boolean
  private readonly changes = createAccountChangeEmitter<WalletAccount>()
  private readonly clusters = new Map<string, SolanaWalletChain>()
  private readonly account: WalletAccount

  constructor(config: ReturnType<typeof parseSolanaWalletConfig>) {
    this.name = config.name
    this.icon = config.icon as Wallet['icon']
    this.chains = config.chains.map((c) => c.chain as IdentifierString)
    for (const chain of config.chains) this.clusters.set(chain.chain, chain)
    this.signer = createSigner(config.secretKey)
    this.account = Object.freeze({
      address: this.signer.address,
      publicKey: this.signer.publicKey,
      chains: this.chains,
      features: ACCOUNT_FEATURES,
      label: `${config.name} account`,
    })
    this.connected = loadConnected(config.name)
    this.gate = createUserGate(config.mode, createApprovalPanel(config.name, config.icon, config.panelSlot ?? 2), userRejected)
  }

  get accounts(): readonly WalletAccount[] {
    return this.connected ? [this.account] : []
  }

  get features(): Features {
    return {
      'standard:connect': { version: '1.0.0', connect: (input) => this.connect(input?.silent ?? false) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.revoke('standard:disconnect') },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.changes.on(listener) },
      'solana:signMessage': { version: '1.1.0', signMessage: (...inputs) => eachInOrder(inputs, (i) => this.signMessage(i)) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) => eachInOrder(inputs, (i) => this.signTransaction(i)),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) => eachInOrder(inputs, (i) => this.signAndSend(i)),
      },
    }
  }

  /** The user disconnects the site from inside the wallet: the dapp hears a change to no accounts. */
  revoke(method = 'disconnectFromWallet'): void {
    this.log.push({ method })
    if (!this.connected) return
    this.connected = false
    saveConnected(this.name, false)
    this.changes.emit(this.accounts)
  }

  private async connect(silent: boolean): Promise<{ accounts: readonly WalletAccount[] }> {
    this.log.push({ method: 'standard:connect', silent })
    // `silent` never prompts: it reports what this site is already allowed to see.
    if (this.connected || silent) return { accounts: this.accounts }
    await this.gate.ask({
      question: `Connect to ${window.location.host || window.location.origin}?`,
      details: [`Account: ${this.signer.address}`, `Clusters: ${[...this.clusters.values()].map((c) => c.name).join(', ')}`],
    })
    this.connected = true
    saveConnected(this.name, true)
    this.changes.emit(this.accounts)
    return { accounts: this.accounts }
  }

  private requireAccount(method: string, account: WalletAccount): void {
    if (!this.connected) throw unauthorized(`${method} needs a connected site; call standard:connect first.`)
    if (account.address !== this.signer.address) throw unauthorized(`${method}: ${account.address} is not this wallet's account.`)
  }

  private async signMessage(input: SolanaSignMessageInput) {
    this.log.push({ method: 'solana:signMessage' })
    this.requireAccount('solana:signMessage', input.account)
    if (!(input.message instanceof Uint8Array)) throw invalidInput('message must be a Uint8Array')
    await this.gate.ask({ question: 'Sign message?', details: [new TextDecoder().decode(input.message), `Account: ${this.signer.address}`] })
    const signature = await this.signer.signBytes(input.message)
    return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
  }

  private async signTransaction(input: SolanaSignTransactionInput) {
    this.log.push({ method: 'solana:signTransaction', ...(input.chain ? { chain: input.chain } : {}) })
    this.requireAccount('solana:signTransaction', input.account)
    if (input.chain !== undefined && !this.clusters.has(input.chain)) throw invalidInput(`chain ${input.chain} is not one of ${this.chains.join(', ')}`)
    const { transaction } = this.parse(input.transaction)
    await this.gate.ask({ question: 'Sign transaction?', details: describeTransaction(transaction) })
    return { signedTransaction: this.signer.signTransaction(input.transaction).signed }
  }

  private async signAndSend(input: SolanaSignAndSendTransactionInput) {
    this.log.push({ method: 'solana:signAndSendTransaction', chain: input.chain })
    this.requireAccount('solana:signAndSendTransaction', input.account)
    const cluster = this.clusters.get(input.chain)
    if (!cluster) throw invalidInput(`chain ${input.chain} is not one of ${this.chains.join(', ')}`)
    const { transaction } = this.parse(input.transaction)
    await this.gate.ask({ question: 'Send transaction?', details: [`Cluster: ${cluster.name}`, ...describeTransaction(transaction)] })
    const { signed, transaction: signedTx } = this.signer.signTransaction(input.transaction)
    const options = input.options ?? {}
    const connection = new Connection(cluster.rpcUrl, { commitment: options.commitment ?? 'confirmed' })
    try {
      await connection.sendRawTransaction(signed, {
        ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
        ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
        ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
      })
    } catch (error) {
      throw sendFailed(error instanceof Error ? error.message : String(error))
    }
    const signature = signedTx.signatures[0]
    if (!signature) throw sendFailed('the signed transaction has no signature')
    return { signature }
  }

  /** Reads the transaction the dapp sent (without signing it yet), naming what is wrong with it. */
  private parse(bytes: unknown): { transaction: VersionedTransaction } {
    if (!(bytes instanceof Uint8Array)) throw invalidInput('transaction must be a Uint8Array of a serialized transaction')
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(bytes)
    } catch (error) {
      throw invalidInput(`transaction could not be read: ${error instanceof Error ? error.message : String(error)}`)
    }
    const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures)
    if (!signers.some((k) => k.toBase58() === this.signer.address)) throw invalidInput(`the transaction needs no signature from ${this.signer.address}`)
    return { transaction }
  }
}
