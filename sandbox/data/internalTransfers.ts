import { decodeEventLog, parseAbiItem, type Hex } from 'viem'

/** A call frame of the node's `callTracer` (geth's format, which anvil answers too). */
export interface CallFrame {
  type: string
  from: string
  to?: string
  value?: Hex
  input?: Hex
  error?: string
  calls?: CallFrame[]
}

/** ETH moved by a call inside a transaction (an `IndexedTransfer` of kind native). */
export interface InternalTransfer {
  kind: 'native'
  from: `0x${string}`
  to: `0x${string}`
  amount: bigint
}

/** A user operation a bundle transaction carried (ERC-4337 `UserOperationEvent`). */
export interface IndexedUserOperation {
  /** The smart account the operation was for. */
  sender: `0x${string}`
  /** The operation's own nonce (the sequence, without the key). */
  nonce: number
  success: boolean
  /** The EntryPoint that ran it. */
  entryPoint: `0x${string}`
}

const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const SEQUENCE_MASK = (1n << 64n) - 1n

/** The user operations among a receipt's logs (any EntryPoint: the event is the standard's). */
export function userOperationsOf(logs: readonly { address: `0x${string}`; topics: Hex[]; data: Hex }[]): IndexedUserOperation[] {
  const operations: IndexedUserOperation[] = []
  for (const log of logs) {
    if (log.topics.length !== 4) continue
    try {
      const { args } = decodeEventLog({ abi: [userOperationEvent], topics: log.topics as [Hex, ...Hex[]], data: log.data })
      operations.push({
        sender: args.sender.toLowerCase() as `0x${string}`,
        nonce: Number(args.nonce & SEQUENCE_MASK),
        success: args.success,
        entryPoint: log.address.toLowerCase() as `0x${string}`,
      })
    } catch {
      // Another event with four topics.
    }
  }
  return operations
}

/**
 * The ETH moved by calls inside a transaction (not its top-level value, which the transaction
 * itself shows): every nested call or creation that carried value and did not revert. A reverted
 * frame moved nothing, nor did anything under it.
 *
 * A user operation's prefund, the account paying the EntryPoint for gas with an empty call while
 * it is validated, is the operation's network fee, not a transfer, and is left out, as a plain
 * transaction's gas is.
 */
export function internalTransfers(root: CallFrame, operations: readonly IndexedUserOperation[]): InternalTransfer[] {
  const transfers: InternalTransfer[] = []
  const prefund = (frame: CallFrame) =>
    (frame.input ?? '0x') === '0x' && operations.some((op) => op.sender === frame.from.toLowerCase() && op.entryPoint === frame.to?.toLowerCase())
  const walk = (frame: CallFrame, depth: number) => {
    if (frame.error) return
    const value = frame.value ? BigInt(frame.value) : 0n
    const moves = frame.type === 'CALL' || frame.type === 'CREATE' || frame.type === 'CREATE2'
    if (depth > 0 && moves && value > 0n && frame.to && !prefund(frame))
      transfers.push({ kind: 'native', from: frame.from.toLowerCase() as `0x${string}`, to: frame.to.toLowerCase() as `0x${string}`, amount: value })
    for (const call of frame.calls ?? []) walk(call, depth + 1)
  }
  walk(root, 0)
  return transfers
}
