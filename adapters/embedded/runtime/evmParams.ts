import type { Hex } from 'viem'

export { parseParams, SendTransactionSchema, WriteContractSchema } from '../../shared/evmParams.js'

/** A quantity as the RPC wants it. */
export const quantity = (value: bigint): Hex => `0x${value.toString(16)}`
