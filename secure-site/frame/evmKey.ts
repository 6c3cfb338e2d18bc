import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { KeyFamily } from './keyShares.js'

/**
 * The EVM key family: a secp256k1 private key, addressed as Ethereum does. A chunk of its own
 * (keyShares.ts imports it when an EVM key is made, rebuilt or exported), so a frame that only
 * answers `IS_CONNECTED` never loads the curve.
 */
export const evmKey: KeyFamily = {
  generate: () => hexToBytes(generatePrivateKey()),
  address: (secret) => privateKeyToAccount(bytesToHex(secret)).address,
  // As wallets import it: 0x-hex of the 32-byte private key.
  exported: (secret) => bytesToHex(secret),
}

/** The viem account of a rebuilt secret, for one signature. */
export const evmAccount = (secret: Uint8Array): PrivateKeyAccount => privateKeyToAccount(bytesToHex(secret))
