import * as v from 'valibot'
import { concat, encodeAbiParameters, keccak256, numberToHex, pad, toHex, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { policyBook } from './policy.js'
import { address, quantity, unsignedUserOperationEntries } from '../bundler/userOperation.js'

/** The user operation of an ERC-7677 request: gas fields may be absent (the stub is asked before estimation). */
export const PaymasterUserOperation = v.looseObject(unsignedUserOperationEntries)
export type PaymasterUserOperation = v.InferOutput<typeof PaymasterUserOperation>

/** The ERC-7677 params: [userOp, entryPoint, chainId, context]. */
export const PaymasterParams = v.tuple([
  PaymasterUserOperation,
  address,
  quantity,
  v.optional(v.nullable(v.looseObject({ projectId: v.optional(v.string()) }))),
])

/** Gas the paymaster's validation needs (a signature check), and its postOp (none: it returns no context). */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
export const PAYMASTER_POST_OP_GAS = 0n
/** The gas the stub check counts for an operation not estimated yet (a transfer or two, with the account's deployment). */
const TYPICAL_OPERATION_GAS = 600_000n
/** How long a signed sponsorship is valid on chain. */
const VALID_SECONDS = 600n
/** A well-formed signature of nobody, for gas estimation (the contract's check fails without reverting). */
const STUB_SIGNATURE: Hex = `0x${'fa'.repeat(64)}1c`

const big = (value: string | null | undefined) => (value ? BigInt(value) : 0n)
/** The paymaster gas the operation will carry: the wallet's when it gives them (they are signed), else this service's. */
const paymasterGas = (op: PaymasterUserOperation) => ({
  verification: op.paymasterVerificationGasLimit ? BigInt(op.paymasterVerificationGasLimit) : PAYMASTER_VERIFICATION_GAS,
  postOp: op.paymasterPostOpGasLimit ? BigInt(op.paymasterPostOpGasLimit) : PAYMASTER_POST_OP_GAS,
})

/** The operation as viem's v0.8 type, with this paymaster's fields. */
function withPaymaster(op: PaymasterUserOperation, paymaster: Hex, paymasterData: Hex): UserOperation<'0.8'> {
  return {
    sender: op.sender as Hex,
    nonce: BigInt(op.nonce),
    ...(op.factory ? { factory: op.factory as Hex, factoryData: (op.factoryData ?? '0x') as Hex } : {}),
    callData: op.callData as Hex,
    callGasLimit: big(op.callGasLimit),
    verificationGasLimit: big(op.verificationGasLimit),
    preVerificationGas: big(op.preVerificationGas),
    maxFeePerGas: big(op.maxFeePerGas),
    maxPriorityFeePerGas: big(op.maxPriorityFeePerGas),
    paymaster,
    paymasterVerificationGasLimit: paymasterGas(op).verification,
    paymasterPostOpGasLimit: paymasterGas(op).postOp,
    paymasterData,
    signature: '0x',
  }
}

/** The most the operation may cost the paymaster (all its gas limits at its maximum fee). */
export const maxCostOf = (op: PaymasterUserOperation): bigint =>
  (big(op.callGasLimit) + big(op.verificationGasLimit) + big(op.preVerificationGas) + paymasterGas(op).verification + paymasterGas(op).postOp) *
  big(op.maxFeePerGas)

/** HatchVerifyingPaymaster.getHash: the operation's fields, the chain, the paymaster and the validity window. */
export function sponsorshipHash(op: UserOperation<'0.8'>, chainId: number, paymaster: Hex, validUntil: number, validAfter: number): Hex {
  const packed = toPackedUserOperation(op)
  const paymasterGas = BigInt(`0x${packed.paymasterAndData.slice(2 + 40, 2 + 104)}`)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        paymasterGas,
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

const window = (validUntil: number, validAfter: number): Hex => concat([pad(numberToHex(validUntil), { size: 6 }), pad(numberToHex(validAfter), { size: 6 })])

/**
 * One chain's ERC-7677 answers: the stub (policy checked, nothing counted) and the signed data
 * (policy checked, its maximum cost counted against the project's day).
 */
export function sponsorChain(options: {
  chainId: number
  client: PublicClient
  paymaster: Hex
  signer: LocalAccount
  policies: ReturnType<typeof policyBook>
}) {
  return {
    async stub(op: PaymasterUserOperation, projectId: string | undefined) {
      // Asked before estimation: gas and fee the operation does not carry yet are the typical ones at the chain's fee now.
      const estimated = {
        ...op,
        callGasLimit: op.callGasLimit && BigInt(op.callGasLimit) > 0n ? op.callGasLimit : toHex(TYPICAL_OPERATION_GAS),
        maxFeePerGas: op.maxFeePerGas && BigInt(op.maxFeePerGas) > 0n ? op.maxFeePerGas : toHex((await options.client.estimateFeesPerGas()).maxFeePerGas),
      }
      options.policies.check(projectId, op.callData as Hex, maxCostOf(estimated))
      return {
        paymaster: options.paymaster,
        paymasterData: concat([window(0, 0), STUB_SIGNATURE]),
        paymasterVerificationGasLimit: toHex(PAYMASTER_VERIFICATION_GAS),
        paymasterPostOpGasLimit: toHex(PAYMASTER_POST_OP_GAS),
        sponsor: { name: 'Hatch sandbox' },
        isFinal: false,
      }
    },
    async data(op: PaymasterUserOperation, projectId: string | undefined) {
      options.policies.check(projectId, op.callData as Hex, maxCostOf(op))
      // The window is the chain's time, not this process's: the EntryPoint checks it against block.timestamp.
      const block = await options.client.getBlock()
      const validUntil = Number(block.timestamp + VALID_SECONDS)
      const hash = sponsorshipHash(withPaymaster(op, options.paymaster, '0x'), options.chainId, options.paymaster, validUntil, 0)
      const signature = await options.signer.signMessage({ message: { raw: hash } })
      options.policies.reserve(projectId, op.callData as Hex, maxCostOf(op))
      return { paymaster: options.paymaster, paymasterData: concat([window(validUntil, 0), signature]) }
    },
  }
}
