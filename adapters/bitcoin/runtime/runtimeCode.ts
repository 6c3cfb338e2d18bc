/**
 * What the Bitcoin adapter loads on first need, as one chunk: the runtime (wallet requests,
 * Esplora reads, bitcoinjs-lib) and the implementation of `hatch.getProvider('bip122')`.
 */
export { createBitcoinRuntime } from './createBitcoinRuntime.js'
export { createBitcoinProvider } from '../provider/createBitcoinProvider.js'
