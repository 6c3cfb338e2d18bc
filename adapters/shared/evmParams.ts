/**
 * The EVM call shapes every adapter that signs for an EVM account takes (the injected-wallet
 * adapter and the embedded wallet), validated at the capability boundary with errors that name
 * the method and the field.
 */
import * as v from 'valibot'
import { erc20Abi, isAddress, type Abi, type Address, type Hex } from 'viem'
import { HatchError } from '../../kernel/errors/HatchError.js'

/** A 0x address (checksum not required). */
export const address = v.custom<Address>(
  (input) => typeof input === 'string' && isAddress(input, { strict: false }),
  'must be a 0x address of 40 hex characters',
)
/** 0x-prefixed hex bytes (an even number of digits). */
export const hex = v.custom<Hex>((input) => typeof input === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(input), 'must be 0x-prefixed hex bytes')
/** A whole, non-negative number of base units, as a bigint or a string of digits. */
export const amount = v.pipe(
  v.union([v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of base units'))], 'must be a bigint or a string of digits'),
  v.transform((input) => BigInt(input)),
  v.check((input) => input >= 0n, 'must not be negative'),
)

/** sendTransaction: a native transfer or a call, from the connected account. */
export const SendTransactionSchema = v.object({
  to: address,
  value: v.optional(amount),
  data: v.optional(hex),
  gas: v.optional(amount),
})

/**
 * writeContract: viem's shape. `abi` defaults to the ERC20 ABI and `functionName` to `transfer`,
 * so an ERC20 transfer is `{ address: token, args: [to, amount] }`.
 */
export const WriteContractSchema = v.object({
  address,
  abi: v.optional(
    v.custom<Abi>((input) => Array.isArray(input), 'must be an ABI array'),
    erc20Abi as Abi,
  ),
  functionName: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), 'transfer'),
  args: v.optional(v.array(v.unknown(), 'must be an array'), []),
  value: v.optional(amount),
})

/** Validates a capability's parameters; the error names the method and every field that was wrong. */
export function parseParams<S extends v.GenericSchema>(method: string, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues
    .map((i) => {
      const path = v.getDotPath(i)
      return path ? `${path} ${i.message}` : i.message
    })
    .join('; ')
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue } })
}
