/**
 * Which RPC methods the frame serves, by explicit name (a prefix rule such as "eth_*" would admit
 * eth_sign). Reads go to the frame's own RPC endpoint without a prompt; signing and sending wait for
 * an approval shown inside the frame; anything else is refused with 4200 (spec §5).
 */
export const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
])

/**
 * Solana JSON-RPC reads the frame passes to its own endpoint of the chosen cluster, without a
 * prompt: balances, accounts, blockhashes, fees, statuses. By explicit name (never sendTransaction
 * or requestAirdrop).
 */
export const SOLANA_READ_METHODS = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'isBlockhashValid',
  'simulateTransaction',
])

/** Solana methods that sign (each after an approval in the frame). */
export const SOLANA_SIGN_METHODS = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'])

/** EIP-5792 / EIP-7811 reads, answered without a prompt. */
export const WALLET_READ_METHODS = new Set(['wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets'])
/** Sends a batch of calls after one approval listing every call. */
export const WALLET_SIGN_METHODS = new Set(['wallet_sendCalls'])
/**
 * In the spec's allow-list but without anything behind them in this frame: it holds a plain key
 * (no smart account, no session keys), so there is no permission to grant or revoke. Refused with
 * 4200 and a message saying so, never silently "granted".
 */
export const WALLET_UNSUPPORTED_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions'])

/** Answered by the frame itself from its state. */
export const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId'])

/** Need a click on Approve inside the frame. */
export const SIGN_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', ...SOLANA_SIGN_METHODS, ...WALLET_SIGN_METHODS])

/**
 * How the frame treats a method: `read` (its own endpoint, no prompt), `local` (its own state),
 * `wallet` (EIP-5792/7811 reads answered by the frame for the signed-in account, no prompt), `sign`
 * (approval first), `unsupported` (allow-listed by the spec but nothing behind it here: 4200 with
 * its own message), `refused` (4200).
 */
export type MethodClass = 'read' | 'local' | 'wallet' | 'sign' | 'unsupported' | 'refused'

export function classifyMethod(method: string): MethodClass {
  if (LOCAL_METHODS.has(method)) return 'local'
  if (READ_METHODS.has(method) || SOLANA_READ_METHODS.has(method)) return 'read'
  if (WALLET_READ_METHODS.has(method)) return 'wallet'
  if (SIGN_METHODS.has(method)) return 'sign'
  if (WALLET_UNSUPPORTED_METHODS.has(method)) return 'unsupported'
  return 'refused'
}

/** The chain family a method belongs to: Solana methods run on the frame's Solana cluster. */
export function methodNamespace(method: string): 'eip155' | 'solana' {
  return method.startsWith('solana_') || SOLANA_READ_METHODS.has(method) ? 'solana' : 'eip155'
}
