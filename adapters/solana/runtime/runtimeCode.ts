/**
 * What the Solana adapter loads on first need, as one chunk: the runtime (wallet requests, reads)
 * and the implementation of `hatch.getProvider('solana')`, which uses it.
 */
export { createSolanaRuntime } from './createSolanaRuntime.js'
export { createSolanaProvider } from '../provider/createSolanaProvider.js'
