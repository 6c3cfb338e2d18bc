import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'

/**
 * Reading rejections out of what Bitcoin wallets throw. There is no single convention: wallets on
 * the Wallet Standard mostly throw EIP-1193-style `{ code: 4001 }`, sats-connect wallets answer
 * JSON-RPC code -32000 (`USER_REJECTION`), and some only say so in the message. Wrapped errors
 * (`cause`, `error`) are walked.
 */

/** EIP-1193 "User Rejected Request", used by most Wallet Standard wallets. */
export const USER_REJECTED = 4001
/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
export const SATS_CONNECT_USER_REJECTION = -32000

const REJECTION_TEXT = /user (rejected|denied|declined|cancel(l)?ed)|request (was )?(rejected|cancel(l)?ed) by (the )?user/i
const MAX_DEPTH = 8

function chain(error: unknown): object[] {
  const out: object[] = []
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return
    out.push(value)
    const record = value as { cause?: unknown; error?: unknown }
    visit(record.cause, depth + 1)
    visit(record.error, depth + 1)
  }
  visit(error, 0)
  return out
}

/** Whether the visitor declined in the wallet. */
export function isUserRejection(error: unknown): boolean {
  return chain(error).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown }
    return code === USER_REJECTED || code === SATS_CONNECT_USER_REJECTION || (typeof message === 'string' && REJECTION_TEXT.test(message))
  })
}

/** A short description of a wallet error for `details` (never shown to visitors). */
export function describeWalletError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'number' || typeof code === 'string' ? `${code}: ${error.message}` : error.message
  }
  return String(error)
}

/** Maps a failed wallet request: a decline is WALLET_REQUEST_REJECTED, anything else WALLET_REQUEST_FAILED. */
export function walletRequestError(method: string, error: unknown): HatchError {
  if (isHatchError(error)) return error
  const details = `${method}: ${describeWalletError(error)}`
  return isUserRejection(error)
    ? new HatchError('WALLET_REQUEST_REJECTED', { cause: error, details })
    : new HatchError('WALLET_REQUEST_FAILED', { cause: error, params: { method }, details })
}

/** Maps a failed `bitcoin:connect`: a decline is CONNECTION_REJECTED, anything else FAILED_TO_CONNECT. */
export function connectError(error: unknown): HatchError {
  if (isHatchError(error)) return error
  return isUserRejection(error)
    ? new HatchError('CONNECTION_REJECTED', { cause: error, details: describeWalletError(error) })
    : new HatchError('FAILED_TO_CONNECT', { cause: error, details: `bitcoin:connect: ${describeWalletError(error)}` })
}
