import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

/**
 * viem's account of a rebuilt secp256k1 secret, for one signature (messages, typed data,
 * transactions). A module of its own so keyShares.ts imports it with the first signature, and only
 * `privateKeyToAccount` of viem/accounts is bundled (an `import()` of the package would take all of it).
 */
export const evmAccount = (secret: Uint8Array): PrivateKeyAccount =>
  privateKeyToAccount(`0x${[...secret].map((b) => b.toString(16).padStart(2, '0')).join('')}`)
