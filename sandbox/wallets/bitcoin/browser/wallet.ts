import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { address as addressCodec, Psbt } from 'bitcoinjs-lib'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  InputToSign,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '../../../../adapters/bitcoin/discovery/features.js'
import { createApprovalPanel } from '../../evm/browser/approvalPanel.js'
import { createUserGate, type UserGate } from '../../shared/userGate.js'
import type { parseBitcoinWalletConfig } from './config.js'
import { invalidInput, unauthorized, userRejected } from './errors.js'
import { loadApproved, saveApproved } from './persistence.js'
import { createSigner, SIGHASH_BY_NAME, type BitcoinSigner } from './signer.js'
import { createAccountChangeEmitter, eachInOrder } from '../../shared/standardEvents.js'

/** One logged request, as the control surface's `requests()` returns it. */
export interface LoggedBitcoinRequest {
  method: string
  purposes?: string[]
}

type Features = BitcoinConnectFeature & BitcoinSignMessageFeature & BitcoinSignTransactionFeature & StandardDisconnectFeature & StandardEventsFeature

const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

const btc = (sats: bigint) => `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')} BTC`

/** The consensus number of an entry's `sigHash` name; invalid input for a name the standard does not have. */
function sigHashOf(entry: InputToSign): number | undefined {
  if (entry.sigHash === undefined) return undefined
  const type = SIGHASH_BY_NAME[entry.sigHash]
  if (type === undefined) throw invalidInput(`sigHash ${String(entry.sigHash)} is not one of ${Object.keys(SIGHASH_BY_NAME).join(', ')}`)
  return type
}

/**
 * A Wallet Standard Bitcoin wallet that behaves like a browser extension: it registers itself,
 * asks its user (or follows its mode) before connecting or signing, and signs for real with one
 * regtest key, shown as a payment (p2wpkh, or p2sh-p2wpkh or p2pkh as configured) and an ordinal (p2tr)
 * account, and signs each input with the sighash type the dapp asks for. Messages are signed per
 * BIP-322 (simple); PSBT inputs are signed and left for the dapp to finalize.
 */
export class BitcoinTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: Wallet['icon']
  readonly chains: IdentifierString[]
  readonly log: LoggedBitcoinRequest[] = []
  readonly gate: UserGate
  readonly signer: BitcoinSigner
  approved: boolean
  private readonly changes = createAccountChangeEmitter<WalletAccount>()
  private readonly payment: WalletAccount
  private readonly ordinal: WalletAccount

  constructor(config: ReturnType<typeof parseBitcoinWalletConfig>) {
    this.name = config.name
    this.icon = config.icon as Wallet['icon']
    this.chains = [config.chain]
    this.signer = createSigner(config.privateKeyHex, undefined, config.paymentType)
    const account = (address: string, publicKey: Uint8Array, label: string): WalletAccount =>
      Object.freeze({ address, publicKey, chains: this.chains, features: ACCOUNT_FEATURES, label })
    this.payment = account(this.signer.paymentAddress, this.signer.publicKey, 'Payment')
    this.ordinal = account(this.signer.ordinalAddress, this.signer.internalKey, 'Ordinals')
    this.approved = loadApproved(config.name)
    this.gate = createUserGate(config.mode, createApprovalPanel(config.name, config.icon, config.panelSlot ?? 3), userRejected)
  }

  /** What the site may see: both accounts once approved, none before. */
  get accounts(): readonly WalletAccount[] {
    return this.approved ? [this.payment, this.ordinal] : []
  }

  get features(): Features {
    return {
      'bitcoin:connect': { version: '1.0.0', connect: (input) => this.connect(input?.purposes ?? ['payment', 'ordinals']) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: (...inputs) => eachInOrder(inputs, (i) => this.signMessage(i.account, i.message)) },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs) => eachInOrder(inputs, (i) => this.signTransaction(i.psbt, i.inputsToSign, i.chain)),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.revoke('standard:disconnect') },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.changes.on(listener) },
    }
  }

  /** The user disconnects the site from inside the wallet: the dapp hears a change to no accounts. */
  revoke(method = 'disconnectFromWallet'): void {
    this.log.push({ method })
    if (!this.approved) return
    this.approved = false
    saveApproved(this.name, false)
    this.changes.emit(this.accounts)
  }

  private async connect(purposes: readonly string[]): Promise<{ accounts: readonly WalletAccount[] }> {
    this.log.push({ method: 'bitcoin:connect', purposes: [...purposes] })
    const unknown = purposes.filter((p) => p !== 'payment' && p !== 'ordinals')
    if (unknown.length) throw invalidInput(`purposes must be 'payment' and/or 'ordinals', got ${unknown.join(', ')}`)
    if (!this.approved) {
      await this.gate.ask({
        question: `Connect to ${window.location.host || window.location.origin}?`,
        details: [`Payment: ${this.payment.address}`, `Ordinals: ${this.ordinal.address}`, `Network: ${this.chains.join(', ')}`],
      })
      this.approved = true
      saveApproved(this.name, true)
      this.changes.emit(this.accounts)
    }
    return { accounts: [...(purposes.includes('payment') ? [this.payment] : []), ...(purposes.includes('ordinals') ? [this.ordinal] : [])] }
  }

  private requireAccount(method: string, account: WalletAccount): void {
    if (!this.approved) throw unauthorized(`${method} needs a connected site; call bitcoin:connect first.`)
    if (!this.signer.owns(account?.address)) throw unauthorized(`${method}: ${String(account?.address)} is not an account of this wallet.`)
  }

  private async signMessage(account: WalletAccount, message: Uint8Array) {
    this.log.push({ method: 'bitcoin:signMessage' })
    this.requireAccount('bitcoin:signMessage', account)
    if (!(message instanceof Uint8Array)) throw invalidInput('message must be a Uint8Array')
    await this.gate.ask({ question: 'Sign message?', details: [new TextDecoder().decode(message), `Account: ${account.address}`] })
    return { signedMessage: message, signature: this.signer.signMessage(account.address, message) }
  }

  private async signTransaction(bytes: Uint8Array, inputsToSign: readonly InputToSign[], chain: IdentifierString | undefined) {
    this.log.push({ method: 'bitcoin:signTransaction' })
    if (chain !== undefined && !this.chains.includes(chain)) throw invalidInput(`chain ${chain} is not one of ${this.chains.join(', ')}`)
    // Checked as an unknown value: the dapp may send anything, and Array.isArray would narrow the typed list to any[].
    const list: unknown = inputsToSign
    if (!Array.isArray(list) || list.length === 0) throw invalidInput('inputsToSign must list at least one account and its input indexes')
    for (const entry of inputsToSign) this.requireAccount('bitcoin:signTransaction', entry.account)
    for (const entry of inputsToSign) sigHashOf(entry)
    let psbt: Psbt
    try {
      psbt = Psbt.fromBuffer(Uint8Array.from(bytes), { network: this.signer.network })
    } catch (error) {
      throw invalidInput(`psbt could not be read: ${error instanceof Error ? error.message : String(error)}`)
    }
    const outputs = psbt.txOutputs.map((out) => {
      let to: string
      try {
        to = addressCodec.fromOutputScript(out.script, this.signer.network)
      } catch {
        to = 'data output'
      }
      return `Pay ${btc(out.value)} to ${to}`
    })
    await this.gate.ask({
      question: 'Sign transaction?',
      details: [
        ...outputs,
        ...inputsToSign.map((e) => `Sign inputs ${e.signingIndexes.join(', ')} with ${e.account.address}${e.sigHash ? ` (${e.sigHash})` : ''}`),
      ],
    })
    try {
      for (const entry of inputsToSign) this.signer.signInputs(psbt, entry.account.address, entry.signingIndexes, sigHashOf(entry))
    } catch (error) {
      throw invalidInput(error instanceof Error ? error.message : String(error))
    }
    return { signedPsbt: psbt.toBuffer() }
  }
}
