import ecc from '@bitcoinerlab/secp256k1'
import { address as addressCodec, crypto as bcrypto, initEccLib, networks, payments, Psbt, toXOnly, Transaction, type Network } from 'bitcoinjs-lib'
import { createKeyPairFactory } from '../../../bitcoin/keyPairFactory.js'
import { signBip322Simple } from './bip322.js'

/**
 * The payment address types the test wallet can show: native segwit (most wallets), nested segwit
 * (Xverse's and Leather's payment addresses) and legacy.
 */
export type PaymentAddressType = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2pkh'

/** The sighash names of `bitcoin:signTransaction` and their consensus numbers. */
export const SIGHASH_BY_NAME: Readonly<Record<string, number>> = {
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
}

/** The wallet's one key and the two addresses it shows: payment (p2wpkh by default) and ordinal (p2tr). */
export interface BitcoinSigner {
  network: Network
  paymentAddress: string
  ordinalAddress: string
  /** 33-byte compressed key (payment account). */
  publicKey: Uint8Array
  /** 32-byte x-only internal key (ordinal account, as wallets report taproot keys). */
  internalKey: Uint8Array
  /** Whether `address` is one of the two. */
  owns(address: string): boolean
  /** BIP-322 simple signature by `address`. */
  signMessage(address: string, message: Uint8Array): Uint8Array
  /**
   * Signs the given inputs of `psbt` as `address`, with `sigHash` when given (else the input's own
   * sighash type, else the default); throws naming an input that is not that address's.
   */
  signInputs(psbt: Psbt, address: string, indexes: readonly number[], sigHash?: number): void
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16))
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** The script an input spends: its witnessUtxo's, or for a legacy input the previous transaction's output. */
function spentScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]!
  if (input.witnessUtxo) return input.witnessUtxo.script
  if (!input.nonWitnessUtxo) return undefined
  return Transaction.fromBuffer(input.nonWitnessUtxo).outs[psbt.txInputs[index]!.index]?.script
}

/** Builds the signer from a 32-byte private key (hex) on regtest, showing a payment address of `paymentType`. */
export function createSigner(privateKeyHex: string, network: Network = networks.regtest, paymentType: PaymentAddressType = 'p2wpkh'): BitcoinSigner {
  initEccLib(ecc)
  const key = createKeyPairFactory().fromPrivateKey(fromHex(privateKeyHex), { network })
  const internalKey = toXOnly(key.publicKey)
  // Key-path spends sign with the key tweaked by the hash of the internal key (BIP-341, no script tree).
  const tweaked = key.tweak(bcrypto.taggedHash('TapTweak', internalKey))
  const segwit = payments.p2wpkh({ pubkey: key.publicKey, network })
  const paymentAddress =
    paymentType === 'p2wpkh'
      ? segwit.address!
      : paymentType === 'p2sh-p2wpkh'
        ? payments.p2sh({ redeem: segwit, network }).address!
        : payments.p2pkh({ pubkey: key.publicKey, network }).address!
  const ordinalAddress = payments.p2tr({ internalPubkey: internalKey, network }).address!
  const scriptOf = (address: string) => addressCodec.toOutputScript(address, network)
  const signerFor = (address: string) => (address === ordinalAddress ? tweaked : key)

  return {
    network,
    paymentAddress,
    ordinalAddress,
    publicKey: key.publicKey,
    internalKey,
    owns: (address) => address === paymentAddress || address === ordinalAddress,
    signMessage(address, message) {
      return signBip322Simple({
        message,
        outputScript: scriptOf(address),
        signer: signerFor(address),
        ...(address === ordinalAddress ? { internalKey } : {}),
      })
    },
    signInputs(psbt, address, indexes, sigHash) {
      const script = scriptOf(address)
      for (const index of indexes) {
        const input = psbt.data.inputs[index]
        if (!input) throw new Error(`input ${index} does not exist (the PSBT has ${psbt.inputCount} inputs)`)
        const spent = spentScript(psbt, index)
        if (!spent || !sameBytes(spent, script)) {
          throw new Error(
            `input ${index} does not spend from ${address} (it needs a witnessUtxo, or for a legacy address a nonWitnessUtxo, paying that address)`,
          )
        }
        if (address === ordinalAddress && !input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: internalKey })
        // The dapp's sighash type goes into the PSBT, as wallets do, so the signature commits to it.
        if (sigHash !== undefined) {
          if (input.sighashType !== undefined && input.sighashType !== sigHash) {
            throw new Error(`input ${index} asks for sighash ${input.sighashType} in the PSBT but ${sigHash} in inputsToSign`)
          }
          if (input.sighashType === undefined) psbt.updateInput(index, { sighashType: sigHash })
        }
        const type = sigHash ?? input.sighashType
        psbt.signInput(index, signerFor(address), type === undefined ? undefined : [type])
      }
    },
  }
}
