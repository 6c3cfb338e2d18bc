import { decodeErrorResult, decodeFunctionResult, encodeFunctionData, parseAbi, type Hex, type PublicClient } from 'viem'
import { entryPoint08Abi, type UserOperation } from 'viem/account-abstraction'
import { loadErc4337Artifacts } from './artifacts.js'
import { pack } from './userOperation.js'
import { JsonRpcError } from '../http/jsonRpcPost.js'

/** An ERC-7769 error: the bundler answers it as a JSON-RPC error with this code. */
export class BundlerRpcError extends JsonRpcError {
  constructor(message: string, code: number) {
    super(message, code)
    this.name = 'BundlerRpcError'
  }
}

/** ERC-7769 error codes the sandbox bundler uses. */
export const BUNDLER_ERRORS = { invalidParams: -32602, methodNotFound: -32601, rejectedByEntryPoint: -32500, invalidSignature: -32507 } as const

/** What EntryPointSimulations.simulateValidation reports (v0.8 `ReturnInfo`). */
export interface ValidationOutcome {
  preOpGas: bigint
  prefund: bigint
  /** The account's signature check failed (validationData's low 160 bits are 1). */
  signatureFailed: boolean
  /** The paymaster's check failed (its validationData's low 160 bits are 1): it refuses to pay. */
  paymasterSignatureFailed: boolean
  validAfter: number
  validUntil: number
}

const factoryAbi = parseAbi(['function accountImplementation() view returns (address)'])

/** The revert data somewhere in a viem error chain, if any. */
function revertData(error: unknown): Hex | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const data = (current as { data?: unknown }).data
    if (typeof data === 'string' && data.startsWith('0x')) return data as Hex
    if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string') return (data as { data: Hex }).data
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** An EntryPoint revert (FailedOp "AA23 reverted" ...) as the bundler's -32500 error. */
function entryPointRejection(error: unknown): BundlerRpcError {
  const data = revertData(error)
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: entryPoint08Abi, data })
      const [, reason, inner] = decoded.args as unknown as [bigint, string, Hex?]
      return new BundlerRpcError(`${reason}${inner && inner !== '0x' ? ` (${inner.slice(0, 200)})` : ''}`, BUNDLER_ERRORS.rejectedByEntryPoint)
    } catch {
      return new BundlerRpcError(`the EntryPoint reverted (${data.slice(0, 200)})`, BUNDLER_ERRORS.rejectedByEntryPoint)
    }
  }
  return new BundlerRpcError(
    `the EntryPoint simulation failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    BUNDLER_ERRORS.rejectedByEntryPoint,
  )
}

/**
 * Runs EntryPointSimulations.simulateValidation for `op` as an eth_call, with the simulations
 * contract's code put at the EntryPoint's address (a state override: it shares the EntryPoint's
 * storage, so deposits and nonces are the real ones). `fundSender` gives the sender a large balance,
 * for estimating before the account is funded.
 */
export async function simulateValidation(client: PublicClient, entryPoint: Hex, op: UserOperation<'0.8'>, fundSender = false): Promise<ValidationOutcome> {
  const { EntryPointSimulations } = loadErc4337Artifacts()
  const data = encodeFunctionData({ abi: EntryPointSimulations.abi, functionName: 'simulateValidation', args: [pack(op)] })
  let result: Hex | undefined
  try {
    result = (
      await client.call({
        to: entryPoint,
        data,
        stateOverride: [
          { address: entryPoint, code: EntryPointSimulations.deployedBytecode },
          ...(fundSender ? [{ address: op.sender, balance: 10n ** 30n }] : []),
        ],
      })
    ).data
  } catch (error) {
    throw entryPointRejection(error)
  }
  if (!result) throw new BundlerRpcError('simulateValidation returned nothing', BUNDLER_ERRORS.rejectedByEntryPoint)
  const decoded = decodeFunctionResult({ abi: EntryPointSimulations.abi, functionName: 'simulateValidation', data: result }) as {
    returnInfo: { preOpGas: bigint; prefund: bigint; accountValidationData: bigint; paymasterValidationData: bigint }
  }
  const validation = decoded.returnInfo.accountValidationData
  return {
    preOpGas: decoded.returnInfo.preOpGas,
    prefund: decoded.returnInfo.prefund,
    signatureFailed: (validation & ((1n << 160n) - 1n)) === 1n,
    paymasterSignatureFailed: (decoded.returnInfo.paymasterValidationData & ((1n << 160n) - 1n)) === 1n,
    validUntil: Number((validation >> 160n) & ((1n << 48n) - 1n)),
    validAfter: Number(validation >> 208n),
  }
}

/**
 * Gas of the account's execution phase: the node's eth_estimateGas of the EntryPoint calling the
 * account with `callData`. An account not deployed yet is estimated with its factory's account
 * implementation code in its place (HatchSmartAccountFactory's `accountImplementation()`), since
 * its execute() needs only the EntryPoint as caller.
 */
export async function estimateCallGas(client: PublicClient, entryPoint: Hex, op: UserOperation<'0.8'>): Promise<bigint> {
  const deployed = Boolean(await client.getCode({ address: op.sender }))
  let stateOverride: { address: Hex; code: Hex }[] | undefined
  if (!deployed) {
    if (!op.factory)
      throw new BundlerRpcError(`AA20 account not deployed: ${op.sender} has no code and the operation names no factory`, BUNDLER_ERRORS.rejectedByEntryPoint)
    let implementation: Hex
    try {
      implementation = await client.readContract({ address: op.factory, abi: factoryAbi, functionName: 'accountImplementation' })
    } catch {
      throw new BundlerRpcError(
        `cannot estimate an undeployed account of factory ${op.factory}: the sandbox bundler knows factories with accountImplementation() only`,
        BUNDLER_ERRORS.rejectedByEntryPoint,
      )
    }
    const code = await client.getCode({ address: implementation })
    if (!code) throw new BundlerRpcError(`the factory's account implementation ${implementation} has no code`, BUNDLER_ERRORS.rejectedByEntryPoint)
    stateOverride = [{ address: op.sender, code }]
  }
  try {
    return await client.estimateGas({ account: entryPoint, to: op.sender, data: op.callData, ...(stateOverride ? { stateOverride } : {}) })
  } catch (error) {
    throw new BundlerRpcError(
      `the account's call reverts: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      BUNDLER_ERRORS.rejectedByEntryPoint,
    )
  }
}
