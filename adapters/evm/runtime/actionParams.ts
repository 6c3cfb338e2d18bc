import * as v from 'valibot'
import { address, amount, hex } from '../../shared/evmParams.js'

export { parseParams, SendTransactionSchema, WriteContractSchema } from '../../shared/evmParams.js'

/** estimateGas: the same call shape, from the connected account unless `from` is given. */
export const EstimateGasSchema = v.object({
  to: address,
  value: v.optional(amount),
  data: v.optional(hex),
  from: v.optional(address),
})
