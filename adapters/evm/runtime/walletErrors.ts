/**
 * Reading EIP-1193 / EIP-1474 error codes out of what wallets throw. Wallets and viem wrap errors
 * (`cause`, `data.originalError`), so every check walks the whole chain.
 */

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED = 4001
/** EIP-1193 "Unrecognized chain" (wallet_switchEthereumChain to a chain the wallet lacks). */
export const UNRECOGNIZED_CHAIN = 4902
/** EIP-1474 "Resource unavailable": the wallet still shows an earlier request (MetaMask's "already pending"). */
export const REQUEST_PENDING = -32002
/** CAIP-25 "User rejected" as some remote wallets report it. */
export const CAIP_USER_REJECTED = 5000

/**
 * Switch-failure codes that mean "add the chain first" (spec §4): 4902, 5000 and 32603 (wallets
 * report the internal error as -32603; both signs are accepted).
 */
export const addChainCodes: ReadonlySet<number> = new Set([UNRECOGNIZED_CHAIN, CAIP_USER_REJECTED, 32603, -32603])

const MAX_DEPTH = 8

/** Every numeric `code` found on the error and its nested causes, outermost first. */
export function errorCodes(error: unknown): number[] {
  const codes: number[] = []
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return
    const record = value as { code?: unknown; cause?: unknown; data?: unknown; error?: unknown }
    if (typeof record.code === 'number') codes.push(record.code)
    visit(record.cause, depth + 1)
    visit(record.error, depth + 1)
    if (typeof record.data === 'object' && record.data !== null) {
      visit((record.data as { originalError?: unknown }).originalError, depth + 1)
    }
  }
  visit(error, 0)
  return codes
}

/** Whether the visitor declined in the wallet (4001 anywhere in the chain). */
export function isUserRejection(error: unknown): boolean {
  return errorCodes(error).includes(USER_REJECTED)
}

/**
 * Whether a failed wallet_switchEthereumChain should be answered with wallet_addEthereumChain:
 * the outer code is 4902, 5000 or 32603, or a 4902 is nested inside.
 */
export function needsAddChain(error: unknown): boolean {
  const codes = errorCodes(error)
  const [outer] = codes
  return (outer !== undefined && addChainCodes.has(outer)) || codes.includes(UNRECOGNIZED_CHAIN)
}

/** A short description of a wallet error for `details` (never shown to visitors). */
export function describeWalletError(error: unknown): string {
  if (error instanceof Error) {
    const code = errorCodes(error)[0]
    return code === undefined ? error.message : `${code}: ${error.message}`
  }
  // A wallet may throw anything; String() itself throws for an object without a prototype or with a
  // throwing toString, which would replace the wallet's error with a TypeError.
  try {
    return String(error)
  } catch {
    return Object.prototype.toString.call(error)
  }
}
