import * as v from 'valibot'
import { getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { Hex } from 'viem'

/** The hex strings of the bundler and paymaster RPCs: an address, bytes, a quantity. */
export const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))
export const bytes = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes'))
export const quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity'))

/** The fields a user operation has before it is signed and sponsored (the paymaster's request reads these). */
export const unsignedUserOperationEntries = {
  sender: address,
  nonce: quantity,
  factory: v.optional(v.nullable(address)),
  factoryData: v.optional(v.nullable(bytes)),
  callData: bytes,
  callGasLimit: v.optional(quantity),
  verificationGasLimit: v.optional(quantity),
  preVerificationGas: v.optional(quantity),
  maxFeePerGas: v.optional(quantity),
  maxPriorityFeePerGas: v.optional(quantity),
  paymasterVerificationGasLimit: v.optional(v.nullable(quantity)),
  paymasterPostOpGasLimit: v.optional(v.nullable(quantity)),
}

/**
 * A v0.7/v0.8 user operation as ERC-7769 (the bundler RPC) spells it. Gas fields may be absent for
 * `eth_estimateUserOperationGas`; {@link SendableUserOperation} needs them all.
 */
export const RpcUserOperation = v.strictObject({
  ...unsignedUserOperationEntries,
  paymaster: v.optional(v.nullable(address)),
  paymasterData: v.optional(v.nullable(bytes)),
  signature: bytes,
  eip7702Auth: v.optional(v.unknown()),
})
export type RpcUserOperation = v.InferOutput<typeof RpcUserOperation>

/** The gas fields `eth_sendUserOperation` needs. */
export const SEND_REQUIRED = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

const big = (value: string | null | undefined, fallback = 0n): bigint => (value ? BigInt(value) : fallback)

/** The RPC form as viem's typed user operation (absent gas fields as `fallback`). */
export function toUserOperation(op: RpcUserOperation, fallback: Partial<Record<(typeof SEND_REQUIRED)[number], bigint>> = {}): UserOperation<'0.8'> {
  return {
    sender: op.sender as Hex,
    nonce: BigInt(op.nonce),
    ...(op.factory ? { factory: op.factory as Hex, factoryData: (op.factoryData ?? '0x') as Hex } : {}),
    callData: op.callData as Hex,
    callGasLimit: big(op.callGasLimit, fallback.callGasLimit),
    verificationGasLimit: big(op.verificationGasLimit, fallback.verificationGasLimit),
    preVerificationGas: big(op.preVerificationGas, fallback.preVerificationGas),
    maxFeePerGas: big(op.maxFeePerGas, fallback.maxFeePerGas),
    maxPriorityFeePerGas: big(op.maxPriorityFeePerGas, fallback.maxPriorityFeePerGas),
    ...(op.paymaster
      ? {
          paymaster: op.paymaster as Hex,
          paymasterVerificationGasLimit: big(op.paymasterVerificationGasLimit),
          paymasterPostOpGasLimit: big(op.paymasterPostOpGasLimit),
          paymasterData: (op.paymasterData ?? '0x') as Hex,
        }
      : {}),
    signature: op.signature as Hex,
  }
}

/** The packed struct the EntryPoint takes. */
export const pack = (op: UserOperation<'0.8'>) => toPackedUserOperation(op)

/** The user operation hash (EntryPoint v0.8's `getUserOpHash`, an EIP-712 digest). */
export const userOperationHash = (op: UserOperation<'0.8'>, entryPoint: Hex, chainId: number): Hex =>
  getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.8', userOperation: op })

/**
 * preVerificationGas: what the bundle transaction spends on this operation outside the EntryPoint's
 * metering, i.e. its share of the calldata and of the transaction's fixed cost. The constants are
 * the reference bundler's (eth-infinitism `calcPreVerificationGas`) for a bundle of one.
 */
export function preVerificationGas(op: UserOperation<'0.8'>): bigint {
  // The signature is priced as non-zero bytes of at least ECDSA's 65, so a stub signature (mostly zeros) prices what the real one will cost.
  const signatureBytes = Math.max(65, (op.signature.length - 2) / 2)
  const packed = pack({ ...op, signature: `0x${'ff'.repeat(signatureBytes)}` })
  // abi-encoded size of the packed struct: 9 head words, then a length word and the padded bytes of each of its four byte strings.
  const words = (hex: Hex) => Math.ceil((hex.length - 2) / 2 / 32)
  const encoded = 32 * (9 + 4 + words(packed.initCode) + words(packed.callData) + words(packed.paymasterAndData) + words(packed.signature))
  const hexBody = [packed.initCode, packed.callData, packed.paymasterAndData, packed.signature].map((h) => h.slice(2)).join('')
  let zero = 0
  let nonZero = 0
  for (let i = 0; i < hexBody.length; i += 2) {
    if (hexBody.slice(i, i + 2) === '00') zero++
    else nonZero++
  }
  const padding = encoded - (zero + nonZero) // the fixed words and padding: mostly zero bytes
  const callDataCost = BigInt((zero + Math.max(padding, 0)) * 4 + nonZero * 16)
  return 21_000n + 18_300n + 4n * BigInt(encoded / 32) + callDataCost
}
