import * as v from 'valibot'

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))
const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))
const quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity'))

/** Params of the signing methods, checked inside the frame before anything is shown. */
export const SIGN_PARAMS = {
  personal_sign: v.tuple([v.pipe(v.string(), v.maxLength(100_000)), address]),
  eth_signTypedData_v4: v.tuple([address, v.union([v.pipe(v.string(), v.maxLength(100_000)), v.record(v.string(), v.unknown())])]),
  eth_sendTransaction: v.tuple([
    v.strictObject({
      from: address,
      to: v.optional(address),
      value: v.optional(quantity),
      data: v.optional(hex),
      gas: v.optional(quantity),
      gasPrice: v.optional(quantity),
      maxFeePerGas: v.optional(quantity),
      maxPriorityFeePerGas: v.optional(quantity),
      nonce: v.optional(quantity),
      chainId: v.optional(quantity),
      type: v.optional(quantity),
    }),
  ]),
} as const

/** The typed data of eth_signTypedData_v4 (JSON text or object). */
export const TypedData = v.object({
  // The two domain fields the approval shows are typed; viem checks the rest against the types when it signs.
  domain: v.looseObject({ name: v.optional(v.string()), chainId: v.optional(v.union([v.number(), v.string(), v.bigint()])) }),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  message: v.record(v.string(), v.unknown()),
})
