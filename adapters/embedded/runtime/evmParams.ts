import * as v from 'valibot'
import { erc20Abi, isAddress, type Abi, type Address, type Hex } from 'viem'
import { HatchError } from '../../../kernel/errors/HatchError.js'

const address = v.custom<Address>((input) => typeof input === 'string' && isAddress(input, { strict: false }), 'must be a 0x address of 40 hex characters')
const hex = v.custom<Hex>((input) => typeof input === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(input), 'must be 0x-prefixed hex bytes')
const amount = v.pipe(
  v.union([v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of base units'))], 'must be a bigint or a string of digits'),
  v.transform((input) => BigInt(input)),
  v.check((input) => input >= 0n, 'must not be negative'),
)

/** sendTransaction: a native transfer or a call, from the embedded account (as the EVM adapter takes it). */
export const SendTransactionSchema = v.object({ to: address, value: v.optional(amount), data: v.optional(hex), gas: v.optional(amount) })

/** writeContract: `{ address, abi?, functionName?, args?, value? }`; an ERC20 transfer by default. */
export const WriteContractSchema = v.object({
  address,
  abi: v.optional(v.custom<Abi>((input) => Array.isArray(input), 'must be an ABI array'), erc20Abi as Abi),
  functionName: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), 'transfer'),
  args: v.optional(v.array(v.unknown(), 'must be an array'), []),
  value: v.optional(amount),
})

/** Validates a capability's params; the error names the method and the field. */
export function parseParams<S extends v.GenericSchema>(method: string, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `${v.getDotPath(issue) ?? 'params'} ${issue.message}` } })
}

/** A quantity as the RPC wants it. */
export const quantity = (value: bigint): Hex => `0x${value.toString(16)}`
