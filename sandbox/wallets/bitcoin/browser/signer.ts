import ecc from '@bitcoinerlab/secp256k1'
import { address as addressCodec, crypto as bcrypto, initEccLib, networks, payments, Psbt, toXOnly, type Network } from 'bitcoinjs-lib'
import { createKeyPairFactory } from '../../../bitcoin/keyPairFactory.js'
import { signBip322Simple } from './bip322.js'

/** The wallet's one key and the two addresses it shows: payment (p2wpkh) and ordinal (p2tr). */
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
  /** Signs the given inputs of `psbt` as `address`; throws naming an input that is not that address's. */
  signInputs(psbt: Psbt, address: string, indexes: readonly number[]): void
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16))
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** Builds the signer from a 32-byte private key (hex) on regtest. */
export function createSigner(privateKeyHex: string, network: Network = networks.regtest): BitcoinSigner {
  initEccLib(ecc)
  const key = createKeyPairFactory().fromPrivateKey(fromHex(privateKeyHex), { network })
  const internalKey = toXOnly(key.publicKey)
  // Key-path spends sign with the key tweaked by the hash of the internal key (BIP-341, no script tree).
  const tweaked = key.tweak(bcrypto.taggedHash('TapTweak', internalKey))
  const paymentAddress = payments.p2wpkh({ pubkey: key.publicKey, network }).address!
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
    signInputs(psbt, address, indexes) {
      const script = scriptOf(address)
      for (const index of indexes) {
        const input = psbt.data.inputs[index]
        if (!input) throw new Error(`input ${index} does not exist (the PSBT has ${psbt.inputCount} inputs)`)
        if (!input.witnessUtxo || !sameBytes(input.witnessUtxo.script, script)) {
          throw new Error(`input ${index} does not spend from ${address} (it needs a witnessUtxo paying that address)`)
        }
        if (address === ordinalAddress && !input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: internalKey })
        psbt.signInput(index, signerFor(address))
      }
    },
  }
}
