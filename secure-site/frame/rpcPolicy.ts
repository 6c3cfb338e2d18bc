/**
 * Which RPC methods the frame serves, by explicit name (a prefix rule such as "eth_*" would admit
 * eth_sign). Reads go to the frame's own RPC endpoint without a prompt; signing and sending wait for
 * an approval shown inside the frame; anything else is refused with 4200 (spec §5).
 */
export const READ_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getCode', 'eth_getLogs', 'eth_getStorageAt',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'net_version',
])

/** Answered by the frame itself from its state. */
export const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId'])

/** Need a click on Approve inside the frame. */
export const SIGN_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage'])

/** How the frame treats a method. */
export type MethodClass = 'read' | 'local' | 'sign' | 'refused'

export function classifyMethod(method: string): MethodClass {
  if (LOCAL_METHODS.has(method)) return 'local'
  if (READ_METHODS.has(method)) return 'read'
  if (SIGN_METHODS.has(method)) return 'sign'
  return 'refused'
}
