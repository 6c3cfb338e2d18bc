/**
 * Errors as Bitcoin Wallet Standard wallets throw them: the standard defines none, so wallets reuse
 * EIP-1193's numeric codes on a named Error (4001 rejected, 4100 unauthorized); dapps branch on `code`.
 */
export class BitcoinWalletError extends Error {
  constructor(
    override readonly name: string,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The user pressed Reject (or the wallet is in 'reject' mode). */
export const userRejected = (): BitcoinWalletError => new BitcoinWalletError('UserRejectedRequestError', 4001, 'User rejected the request.')

/** The site is not connected, or the account is not this wallet's. */
export const unauthorized = (detail: string): BitcoinWalletError =>
  new BitcoinWalletError('UnauthorizedError', 4100, `The requested account has not been authorized by the user. ${detail}`)

/** Bad input: the message names what was wrong. */
export const invalidInput = (detail: string): BitcoinWalletError => new BitcoinWalletError('InvalidInputError', -32602, `Invalid input: ${detail}`)
