/**
 * Reading what Wallet Standard wallets throw. The standard defines no error codes; wallets either
 * reuse EIP-1193's 4001 ("User rejected the request", Phantom, Solflare, Backpack) or throw an
 * Error whose name or message says the user declined. Nested causes are walked.
 */

/** EIP-1193 "User Rejected Request", as most Solana wallets also report it. */
export const USER_REJECTED = 4001

const REJECTION_TEXT = /reject|denied|declined|cancel(l)?ed/i
const MAX_DEPTH = 8

function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current = error
  for (let depth = 0; depth <= MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const record = current as Record<string, unknown>
    yield record
    current = record['cause'] ?? record['error']
  }
}

/** A field that is text, else nothing (an object would read '[object Object]'). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Whether the visitor declined in the wallet. */
export function isUserRejection(error: unknown): boolean {
  for (const record of chain(error)) {
    if (record['code'] === USER_REJECTED) return true
    const text = `${textOf(record['name'])} ${textOf(record['message'])}`
    if (REJECTION_TEXT.test(text)) return true
  }
  return false
}

/** A short description for `details` (never shown to visitors). */
export function describeWalletError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'number' || typeof code === 'string' ? `${code}: ${error.message}` : error.message
  }
  return String(error)
}

/**
 * The wallet's own words for a failure, as a visitor may read them: the message of the error it
 * threw (or of the object it rejected with), else its text; at most 300 characters.
 */
export function walletReason(error: unknown): string {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined
  const text = error instanceof Error ? error.message : typeof record?.['message'] === 'string' ? record['message'] : String(error)
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}
