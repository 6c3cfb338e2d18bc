import { taprootEcc } from './taprootEcc.js'
import type { WalletAccount } from '@wallet-standard/base'
import { address as addressCodec, initEccLib, networks, payments, Psbt, toXOnly, type Network } from 'bitcoinjs-lib'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { AdapterRuntime, ConnectResult } from '../../../kernel/contracts/defineAdapter.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import type { BitcoinDiscovery } from '../discovery/createDiscovery.js'
import {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  StandardDisconnect,
  StandardEvents,
  type BitcoinSigHashFlag,
  type BitcoinWallet,
  type InputToSign,
} from '../discovery/features.js'
import { typeAccounts, type TypedAccounts } from './accounts.js'
import { EstimateFeeSchema, parseParams, SendTransferSchema, SignPsbtSchema, type SignPsbtResult } from './actionParams.js'
import { formatSats, sumSats } from './amounts.js'
import { esploraUrlOf, paramsNameOf, pickNetwork, walletChainOf } from './bitcoinNetworks.js'
import { createEsplora, type EsploraClient } from './esplora.js'
import { sigHashFlagOf } from './sigHashFlags.js'
import { addressTypeOf } from './addressTypes.js'
import { planTransfer, sweepFee, unsupportedSpend } from './transfer.js'
import { watchTip } from './watchTip.js'
import { connectError, walletRequestError } from './walletErrors.js'

/** How long reconnect waits for a stored wallet to register after page load. */
export const RECONNECT_DISCOVERY_WAIT_MS = 1500
/** Confirmation target of the default fee rate of a transfer. */
const FEE_TARGET_BLOCKS = 6

interface ActiveWallet {
  connectorId: string
  wallet: BitcoinWallet
  accounts: TypedAccounts
  stopEvents: () => void
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

/**
 * The Bitcoin adapter runtime over bitcoinjs-lib: wallet requests go to the connected Wallet
 * Standard wallet; balances, fee rates and broadcasts go to the network's Esplora URL.
 */
export function createBitcoinRuntime(ctx: HatchContext, discovery: BitcoinDiscovery): AdapterRuntime {
  // Taproot addresses need an elliptic-curve library in bitcoinjs-lib 7; set once per load, not at import.
  initEccLib(taprootEcc)
  let active: ActiveWallet | undefined
  const clients = new Map<string, EsploraClient>()

  const esplora = (network: CaipNetwork): EsploraClient => {
    const url = esploraUrlOf(network)
    if (!url) throw new HatchError('NETWORK_NOT_FOUND', { details: `${network.caipNetworkId} has no rpcUrls.default.http URL for its Esplora API` })
    let client = clients.get(url)
    if (!client) clients.set(url, (client = createEsplora(url)))
    return client
  }
  const paramsOf = (network: CaipNetwork): Network => networks[paramsNameOf(network)]
  const isAddressOn = (address: string, params: Network) => {
    try {
      addressCodec.toOutputScript(address, params)
      return true
    } catch {
      return false
    }
  }
  /** The output script of one of the wallet's own addresses; WALLET_REQUEST_FAILED naming it when bitcoinjs cannot read it. */
  const walletScript = (address: string, params: Network, method: string): Uint8Array => {
    try {
      return addressCodec.toOutputScript(address, params)
    } catch (error) {
      throw new HatchError('WALLET_REQUEST_FAILED', {
        params: { method },
        cause: error,
        details: `the wallet's address ${address} is not an address of this network: ${(error as Error).message}`,
      })
    }
  }
  /**
   * Runs a bitcoinjs call on the dapp's `field`; what it throws becomes INVALID_PARAMETERS naming
   * the field, not a bare bitcoinjs error.
   */
  const onField = <T>(method: string, field: string, run: () => T): T => {
    try {
      return run()
    } catch (error) {
      if (error instanceof HatchError) throw error
      throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `${field}: ${(error as Error).message}` }, cause: error })
    }
  }
  const currentNetwork = (): CaipNetwork => {
    const network = ctx.store.getState().chains.bip122?.network.caipNetwork
    if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no active bip122 network' })
    return network
  }
  const requireWallet = (capability: string): ActiveWallet => {
    if (!active) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${capability} needs a connected Bitcoin wallet` })
    return active
  }
  const accountFor = (wallet: ActiveWallet, address: string, method: string): WalletAccount => {
    const account = [wallet.accounts.payment, wallet.accounts.ordinal].find((a) => a?.address === address)
    if (!account) throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `address ${address} is not an account of the connected wallet` } })
    return account
  }
  const feature = <K extends keyof BitcoinWallet['features']>(wallet: BitcoinWallet, name: K, method: string) => {
    const found = wallet.features[name]
    if (!found) throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `${wallet.name} does not implement ${String(name)}` })
    return found as NonNullable<BitcoinWallet['features'][K]>
  }

  const activate = (connectorId: string, wallet: BitcoinWallet, returned: readonly WalletAccount[], requested?: CaipNetwork): ConnectResult => {
    const accounts = typeAccounts(returned)
    if (!accounts) throw new HatchError('FAILED_TO_CONNECT', { details: `${wallet.name} approved but returned no account` })
    const walletChains = [...new Set([...accounts.payment.chains, ...wallet.chains])]
    const network = pickNetwork({
      configured: ctx.options.networks,
      requested,
      walletChains,
      fallback: ctx.store.getState().chains.bip122?.network.caipNetwork,
    })
    if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: 'no bip122 network is configured' })
    checkWalletNetwork(wallet, accounts, network, walletChains)
    active?.stopEvents()
    active = { connectorId, wallet, accounts, stopEvents: watchWallet(wallet) }
    return { address: accounts.payment.address, chainId: network.id, accounts: accounts.list }
  }

  /**
   * A wallet on another Bitcoin network than the host's (a testnet wallet on a mainnet site, or the
   * reverse) is refused at connect with WALLET_CHAIN_UNSUPPORTED naming both: its chains and its
   * addresses must be the network's. An unknown bip122 network is UNSUPPORTED_CHAIN (paramsOf).
   */
  const checkWalletNetwork = (wallet: BitcoinWallet, accounts: TypedAccounts, network: CaipNetwork, walletChains: readonly string[]) => {
    const params = paramsOf(network)
    const chain = walletChainOf(network)!
    const declared = walletChains.filter((c) => c.startsWith('bitcoin:'))
    const foreign = accounts.list.map((a) => a.address).filter((address) => !isAddressOn(address, params))
    if ((declared.length === 0 || declared.includes(chain)) && foreign.length === 0) return
    throw new HatchError('WALLET_CHAIN_UNSUPPORTED', {
      params: { wallet: wallet.name, network: `${network.name} (${chain})`, chains: declared.join(', ') || 'no Bitcoin chain' },
      details: foreign.length ? `its addresses ${foreign.join(', ')} are not ${network.name} addresses` : `it lists ${declared.join(', ')}`,
    })
  }

  // The wallet changed accounts on its side: follow it (payment first), or disconnect on none.
  const watchWallet = (wallet: BitcoinWallet): (() => void) => {
    const events = wallet.features[StandardEvents]
    if (!events) return () => undefined
    return events.on('change', ({ accounts }) => {
      if (!accounts || !active || active.wallet !== wallet) return
      const typed = typeAccounts(accounts)
      if (typed) active.accounts = typed
      ctx.handleAccountsChanged('bip122', typed ? typed.list.map((a) => a.address) : [], typed?.list)
    })
  }

  const signWithWallet = async (wallet: ActiveWallet, psbt: Psbt, inputsToSign: InputToSign[], method: string): Promise<Psbt> => {
    const sign = feature(wallet.wallet, BitcoinSignTransaction, method)
    const chain = walletChainOf(currentNetwork())
    let signed: readonly { signedPsbt: Uint8Array }[]
    try {
      signed = await sign.signTransaction({ psbt: psbt.toBuffer(), inputsToSign, ...(chain ? { chain } : {}) })
    } catch (error) {
      throw walletRequestError(BitcoinSignTransaction, error)
    }
    const bytes = signed[0]?.signedPsbt
    if (!bytes) throw new HatchError('WALLET_REQUEST_FAILED', { params: { method }, details: `${BitcoinSignTransaction} returned no PSBT` })
    try {
      return Psbt.fromBuffer(bytes, { network: paramsOf(currentNetwork()) })
    } catch (error) {
      throw new HatchError('WALLET_REQUEST_FAILED', {
        params: { method },
        cause: error,
        details: `${BitcoinSignTransaction} returned bytes that are not a PSBT`,
      })
    }
  }

  /** The output script paying `recipient`; INVALID_PARAMETERS when it is no address of the network. */
  const recipientScript = (recipient: string, network: CaipNetwork, method: string): Uint8Array => {
    try {
      return addressCodec.toOutputScript(recipient, paramsOf(network))
    } catch {
      throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `recipient '${recipient}' is not a valid address on ${network.name}` } })
    }
  }

  const finalizeAndBroadcast = async (psbt: Psbt, method: string): Promise<string> => {
    let hex: string
    try {
      psbt.finalizeAllInputs()
      hex = psbt.extractTransaction().toHex()
    } catch (error) {
      throw new HatchError('WALLET_REQUEST_FAILED', {
        params: { method },
        cause: error,
        details: `the signed PSBT cannot be finalized: ${(error as Error).message}`,
      })
    }
    return esplora(currentNetwork()).broadcast(hex)
  }

  /**
   * The PSBT fields each input spending from `account` needs, by its address type: taproot its
   * internal key, P2SH-P2WPKH (Xverse's and Leather's payment addresses) the redeemScript made from
   * its public key, P2PKH the previous transaction (`legacy`). CAPABILITY_MISSING for a type Hatch
   * cannot spend, or a P2SH address whose public key does not make it.
   */
  const spendFieldsOf = (
    account: WalletAccount,
    script: Uint8Array,
  ): { input: { tapInternalKey?: Uint8Array; redeemScript?: Uint8Array }; legacy: boolean } => {
    const publicKey = Uint8Array.from(account.publicKey)
    switch (addressTypeOf(script)) {
      case 'p2wpkh':
        return { input: {}, legacy: false }
      case 'p2tr':
        return { input: publicKey.length ? { tapInternalKey: toXOnly(publicKey) } : {}, legacy: false }
      case 'p2pkh':
        return { input: {}, legacy: true }
      case 'p2sh': {
        let redeemScript: Uint8Array | undefined
        let wrapped: Uint8Array | undefined
        try {
          redeemScript = payments.p2wpkh({ pubkey: publicKey }).output
          wrapped = payments.p2sh({ redeem: { output: redeemScript! } }).output
        } catch {
          // No usable public key: refused below.
        }
        if (!redeemScript || !wrapped || !sameBytes(wrapped, script))
          throw new HatchError('CAPABILITY_MISSING', {
            params: { namespace: 'bip122', capability: 'sendTransfer from a P2SH address without a P2SH-P2WPKH public key' },
            details: `${account.address} is P2SH; the wallet's public key (${publicKey.length} bytes) does not make its P2SH-P2WPKH redeemScript`,
          })
        return { input: { redeemScript }, legacy: false }
      }
      default:
        throw unsupportedSpend(script, account.address)
    }
  }

  return {
    async connect({ connectorId, network }) {
      const wallet = discovery.getWallet(connectorId)
      if (!wallet) throw new HatchError('WALLET_NOT_FOUND', { params: { connectorId } })
      let accounts: readonly WalletAccount[]
      try {
        ;({ accounts } = await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] }))
      } catch (error) {
        throw connectError(error)
      }
      return activate(connectorId, wallet, accounts, network)
    },

    async reconnect({ connectorId }) {
      const wallet = await discovery.waitForWallet(connectorId, RECONNECT_DISCOVERY_WAIT_MS)
      // A Wallet Standard wallet lists accounts only while the site is still authorized: no prompt.
      if (!wallet || wallet.accounts.length === 0) return undefined
      return activate(connectorId, wallet, wallet.accounts)
    },

    async disconnect({ connectorId }) {
      const wallet = active?.connectorId === connectorId ? active.wallet : discovery.getWallet(connectorId)
      // Stop listening first: the wallet's own change event would otherwise start a second disconnect.
      if (active?.connectorId === connectorId) {
        active.stopEvents()
        active = undefined
      }
      try {
        await wallet?.features[StandardDisconnect]?.disconnect()
      } catch {
        // Best effort: the kernel forgets the session anyway.
      }
    },

    async getBalance({ address, network }) {
      const utxos = await esplora(network).utxos(address)
      return { balance: formatSats(sumSats(utxos.map((u) => u.value)), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },

    watchHead({ network, onHead }) {
      const client = esplora(network)
      return watchTip(() => client.tipHeight(), onHead)
    },

    async signMessage({ message, address }) {
      const wallet = requireWallet('signMessage')
      const account = accountFor(wallet, address, 'signMessage')
      const sign = feature(wallet.wallet, BitcoinSignMessage, 'signMessage')
      try {
        const [result] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!result) throw new Error(`${BitcoinSignMessage} returned no signature`)
        return toBase64(result.signature)
      } catch (error) {
        throw walletRequestError(BitcoinSignMessage, error)
      }
    },

    async signPsbt(params): Promise<SignPsbtResult> {
      const request = parseParams('signPsbt', SignPsbtSchema, params)
      const wallet = requireWallet('signPsbt')
      const network = paramsOf(currentNetwork())
      let psbt: Psbt
      try {
        psbt = Psbt.fromBase64(request.psbt, { network })
      } catch (error) {
        throw new HatchError('INVALID_PARAMETERS', {
          params: { method: 'signPsbt', issue: `psbt is not a valid PSBT: ${(error as Error).message}` },
          cause: error,
        })
      }
      // One wallet entry per account and sighash type: the standard takes one type per entry.
      const byAccount = new Map<string, { account: WalletAccount; signingIndexes: number[]; sigHash?: BitcoinSigHashFlag }>()
      const add = (account: WalletAccount, index: number, sigHash?: BitcoinSigHashFlag) => {
        const key = `${account.address} ${sigHash ?? ''}`
        const entry = byAccount.get(key) ?? { account, signingIndexes: [], ...(sigHash ? { sigHash } : {}) }
        entry.signingIndexes.push(index)
        byAccount.set(key, entry)
      }
      if (request.signInputs) {
        for (const { address, index, sighashTypes } of request.signInputs) {
          if (index >= psbt.inputCount)
            throw new HatchError('INVALID_PARAMETERS', {
              params: { method: 'signPsbt', issue: `signInputs index ${index} is out of range (the PSBT has ${psbt.inputCount} inputs)` },
            })
          add(accountFor(wallet, address, 'signPsbt'), index, sigHashFlagOf(sighashTypes, index))
        }
      } else {
        // Without signInputs, sign every input that spends from one of the wallet's addresses.
        psbt.data.inputs.forEach((input, index) => {
          const script = input.witnessUtxo?.script
          const owner =
            script && [wallet.accounts.payment, wallet.accounts.ordinal].find((a) => a && sameBytes(walletScript(a.address, network, 'signPsbt'), script))
          if (owner) add(owner, index)
        })
        if (byAccount.size === 0)
          throw new HatchError('INVALID_PARAMETERS', {
            params: { method: 'signPsbt', issue: 'no input spends from an account of the connected wallet; pass signInputs' },
          })
      }
      const inputsToSign: InputToSign[] = [...byAccount.values()]
      // Taproot key-path inputs need the internal key; wallets expect the dapp to set it.
      const ordinal = wallet.accounts.ordinal
      if (ordinal?.publicKey.length) {
        for (const index of inputsToSign.filter((e) => e.account === ordinal).flatMap((e) => e.signingIndexes)) {
          if (!psbt.data.inputs[index]?.tapInternalKey)
            onField('signPsbt', `psbt input ${index} (tapInternalKey of ${ordinal.address})`, () =>
              psbt.updateInput(index, { tapInternalKey: toXOnly(Uint8Array.from(ordinal.publicKey)) }),
            )
        }
      }
      const signed = await signWithWallet(wallet, psbt, inputsToSign, 'signPsbt')
      if (!request.broadcast) return { psbt: signed.toBase64() }
      const txid = await finalizeAndBroadcast(signed, 'signPsbt')
      return { psbt: signed.toBase64(), txid }
    },

    async sendTransfer(params) {
      const request = parseParams('sendTransfer', SendTransferSchema, params)
      const wallet = requireWallet('sendTransfer')
      const network = currentNetwork()
      const bitcoinNetwork = paramsOf(network)
      const toScript = recipientScript(request.recipient, network, 'sendTransfer')
      const payment = wallet.accounts.payment
      const fromScript = walletScript(payment.address, bitcoinNetwork, 'sendTransfer')
      // What spending from the payment address adds to each input, or a clear refusal before any request.
      const spendFields = spendFieldsOf(payment, fromScript)
      const client = esplora(network)
      const [utxos, feeRate] = await Promise.all([client.utxos(payment.address), request.feeRate ?? client.feeRate(FEE_TARGET_BLOCKS)])
      const plan = planTransfer({
        coins: utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value) })),
        amount: request.amount,
        feeRate,
        fromScript,
        toScript,
      })
      // A legacy input's signature commits to the whole previous transaction, which the wallet checks.
      const previous = spendFields.legacy ? await Promise.all(plan.inputs.map((coin) => client.txHex(coin.txid))) : []
      const psbt = new Psbt({ network: bitcoinNetwork })
      plan.inputs.forEach((coin, i) => {
        const utxo = spendFields.legacy
          ? {
              nonWitnessUtxo: onField('sendTransfer', `previous transaction ${coin.txid}`, () =>
                Uint8Array.from(previous[i]!.match(/../g)!, (b) => parseInt(b, 16)),
              ),
            }
          : { witnessUtxo: { script: fromScript, value: coin.value } }
        onField('sendTransfer', `input ${coin.txid}:${coin.vout}`, () => psbt.addInput({ hash: coin.txid, index: coin.vout, ...utxo, ...spendFields.input }))
      })
      onField('sendTransfer', 'amount', () => psbt.addOutput({ script: toScript, value: request.amount }))
      if (plan.change > 0n) onField('sendTransfer', 'change', () => psbt.addOutput({ script: fromScript, value: plan.change }))
      const signed = await signWithWallet(wallet, psbt, [{ account: payment, signingIndexes: plan.inputs.map((_, i) => i) }], 'sendTransfer')
      return finalizeAndBroadcast(signed, 'sendTransfer')
    },

    async estimateFee(params) {
      const request = parseParams('estimateFee', EstimateFeeSchema, params)
      const wallet = requireWallet('estimateFee')
      const network = currentNetwork()
      const toScript = recipientScript(request.recipient, network, 'estimateFee')
      const fromScript = walletScript(wallet.accounts.payment.address, paramsOf(network), 'estimateFee')
      const client = esplora(network)
      const [utxos, feeRate] = await Promise.all([client.utxos(wallet.accounts.payment.address), request.feeRate ?? client.feeRate(FEE_TARGET_BLOCKS)])
      if (request.amount === undefined) return sweepFee({ coinCount: utxos.length, feeRate, fromScript, toScript })
      return planTransfer({
        coins: utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value) })),
        amount: request.amount,
        feeRate,
        fromScript,
        toScript,
      }).fee
    },

    checkAddress({ address }) {
      const network = currentNetwork()
      try {
        addressCodec.toOutputScript(address, paramsOf(network))
        return undefined
      } catch {
        return `not a valid address on ${network.name}`
      }
    },

    destroy() {
      active?.stopEvents()
      active = undefined
    },
  }
}
