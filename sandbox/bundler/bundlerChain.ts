import * as v from 'valibot'
import { createPublicClient, createWalletClient, decodeEventLog, http, toHex, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint08Abi, type UserOperation } from 'viem/account-abstraction'
import { BUNDLER_ERRORS, BundlerRpcError, estimateCallGas, simulateValidation } from './simulation.js'
import { pack, preVerificationGas, RpcUserOperation, SEND_REQUIRED, toUserOperation, userOperationHash } from './userOperation.js'

/** A transaction receipt as the node answers it (hex quantities), passed on as ERC-7769 wants. */
type RawReceipt = { logs: { address: Hex; topics: [Hex, ...Hex[]]; data: Hex }[] }

/** What one chain's bundler remembers of an operation it sent. */
interface SentOperation {
  op: RpcUserOperation
  transactionHash: Hex
}

const hashParam = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hash'))
const entryPointParam = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'))

function params<S extends v.GenericSchema>(schema: S, method: string, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw new BundlerRpcError(`${method}: ${v.getDotPath(issue) ?? 'params'} ${issue.message}`, BUNDLER_ERRORS.invalidParams)
}

/** The verification gas a simulation may use. */
const SIMULATION_VERIFICATION_GAS = 5_000_000n

/** Verification gas above what simulation measured (the signature check of the real signature may cost a little more). */
const verificationGas = (measured: bigint) => (measured * 3n) / 2n + 10_000n

/**
 * The ERC-7769 methods for one chain: estimate, send (validate by simulation, then `handleOps` from
 * the executor key, one operation per bundle, mined by the node at once), receipts and lookups.
 * Sends run one at a time so the executor's nonces never clash.
 */
export function bundlerChain(options: { chainId: number; rpcUrl: string; entryPoint: Hex; executorKey: Hex }) {
  const chain = {
    id: options.chainId,
    name: `eip155:${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  const transport = http(options.rpcUrl, { timeout: 60_000 })
  const client = createPublicClient({ chain, transport }) as PublicClient
  const executor = privateKeyToAccount(options.executorKey)
  const wallet = createWalletClient({ account: executor, chain, transport })
  const sent = new Map<Hex, SentOperation>()
  let queue: Promise<unknown> = Promise.resolve()

  const checkEntryPoint = (method: string, given: string) => {
    if (given.toLowerCase() !== options.entryPoint.toLowerCase())
      throw new BundlerRpcError(`${method}: EntryPoint ${given} is not supported (this bundler serves ${options.entryPoint})`, BUNDLER_ERRORS.invalidParams)
  }

  async function estimate(rpcOp: RpcUserOperation) {
    const fees = await client.estimateFeesPerGas()
    const given = toUserOperation(rpcOp)
    // Whatever gas the caller put in (wallets send 0x0 placeholders), simulation runs with room to measure.
    const op = {
      ...given,
      callGasLimit: 0n,
      verificationGasLimit: SIMULATION_VERIFICATION_GAS,
      maxFeePerGas: given.maxFeePerGas || fees.maxFeePerGas,
      maxPriorityFeePerGas: given.maxPriorityFeePerGas || fees.maxPriorityFeePerGas,
    }
    // Priced with gas fields as large as real ones get, so the final (non-zero) fields never cost more calldata.
    // A paymaster's stub data is priced as non-zero bytes too: its real data (a signature, a validity window) will be.
    const paymasterData = op.paymaster ? ({ paymasterData: `0x${'ff'.repeat(((op.paymasterData ?? '0x').length - 2) / 2)}` } as const) : {}
    const pvg = preVerificationGas({ ...op, ...paymasterData, callGasLimit: 0xffffffn, verificationGasLimit: 0xffffffn, preVerificationGas: 0xffffffn })
    const validation = await simulateValidation(client, options.entryPoint, { ...op, preVerificationGas: pvg }, true)
    const callGasLimit = await estimateCallGas(client, options.entryPoint, op)
    return { preVerificationGas: toHex(pvg), verificationGasLimit: toHex(verificationGas(validation.preOpGas - pvg)), callGasLimit: toHex(callGasLimit) }
  }

  async function send(rpcOp: RpcUserOperation): Promise<Hex> {
    const missing = SEND_REQUIRED.find((field) => rpcOp[field] === undefined)
    if (missing) throw new BundlerRpcError(`eth_sendUserOperation: ${missing} is required`, BUNDLER_ERRORS.invalidParams)
    const op: UserOperation<'0.8'> = toUserOperation(rpcOp)
    const hash = userOperationHash(op, options.entryPoint, options.chainId)
    if (sent.has(hash)) throw new BundlerRpcError(`user operation ${hash} was already sent`, BUNDLER_ERRORS.invalidParams)
    const minimum = preVerificationGas(op)
    if (op.preVerificationGas < minimum)
      throw new BundlerRpcError(`preVerificationGas ${op.preVerificationGas} is below the ${minimum} this operation needs`, BUNDLER_ERRORS.invalidParams)
    const validation = await simulateValidation(client, options.entryPoint, op)
    if (validation.signatureFailed) throw new BundlerRpcError('Invalid UserOperation signature', BUNDLER_ERRORS.invalidSignature)
    if (validation.paymasterSignatureFailed)
      throw new BundlerRpcError(`Invalid paymaster signature (paymaster ${op.paymaster ?? 'none'})`, BUNDLER_ERRORS.invalidSignature)
    const run = queue.then(async () => {
      const transactionHash = await wallet.writeContract({
        address: options.entryPoint,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[pack(op)], executor.address],
      })
      const mined = await client.waitForTransactionReceipt({ hash: transactionHash, pollingInterval: 50 })
      // A bundle that reverted carries no operation: the sender learns it here, not by a receipt that never comes.
      if (mined.status !== 'success') throw new Error(`the bundle transaction ${transactionHash} reverted`)
      sent.set(hash, { op: rpcOp, transactionHash })
    })
    queue = run.catch(() => undefined)
    try {
      await run
    } catch (error) {
      throw new BundlerRpcError(
        `handleOps failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        BUNDLER_ERRORS.rejectedByEntryPoint,
      )
    }
    return hash
  }

  async function receipt(hash: Hex) {
    const record = sent.get(hash)
    if (!record) return null
    const raw = (await client.request({ method: 'eth_getTransactionReceipt', params: [record.transactionHash] })) as unknown as RawReceipt | null
    if (!raw) return null
    let event: { sender: Hex; paymaster: Hex; nonce: bigint; success: boolean; actualGasCost: bigint; actualGasUsed: bigint } | undefined
    let reason: Hex = '0x'
    const logs: unknown[] = []
    for (const log of raw.logs) {
      if (log.address.toLowerCase() !== options.entryPoint.toLowerCase()) {
        logs.push(log)
        continue
      }
      try {
        const decoded = decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })
        const args = decoded.args as unknown as Record<string, unknown>
        if (args.userOpHash !== hash) continue
        if (decoded.eventName === 'UserOperationEvent') event = args as unknown as typeof event
        if (decoded.eventName === 'UserOperationRevertReason') reason = args.revertReason as Hex
      } catch {
        // another EntryPoint event (BeforeExecution, Deposited ...)
      }
    }
    if (!event) return null
    return {
      userOpHash: hash,
      entryPoint: options.entryPoint,
      sender: event.sender,
      nonce: toHex(event.nonce),
      paymaster: event.paymaster,
      actualGasCost: toHex(event.actualGasCost),
      actualGasUsed: toHex(event.actualGasUsed),
      success: event.success,
      reason,
      logs,
      receipt: raw,
    }
  }

  /** Answers one JSON-RPC call; unknown methods are -32601. */
  async function handle(method: string, input: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHex(options.chainId)
      case 'eth_supportedEntryPoints':
        return [options.entryPoint]
      case 'eth_estimateUserOperationGas': {
        const [op, entryPoint] = params(v.tuple([RpcUserOperation, entryPointParam]), method, input)
        checkEntryPoint(method, entryPoint)
        return estimate(op)
      }
      case 'eth_sendUserOperation': {
        const [op, entryPoint] = params(v.tuple([RpcUserOperation, entryPointParam]), method, input)
        checkEntryPoint(method, entryPoint)
        return send(op)
      }
      case 'eth_getUserOperationReceipt': {
        const [hash] = params(v.tuple([hashParam]), method, input)
        return receipt(hash as Hex)
      }
      case 'eth_getUserOperationByHash': {
        const [hash] = params(v.tuple([hashParam]), method, input)
        const record = sent.get(hash as Hex)
        if (!record) return null
        const tx = await client.getTransaction({ hash: record.transactionHash })
        return {
          userOperation: record.op,
          entryPoint: options.entryPoint,
          transactionHash: record.transactionHash,
          blockHash: tx.blockHash,
          blockNumber: tx.blockNumber === null ? null : toHex(tx.blockNumber),
        }
      }
      default:
        throw new BundlerRpcError(`the method ${method} does not exist/is not available`, BUNDLER_ERRORS.methodNotFound)
    }
  }

  return { handle, executor: executor.address }
}
