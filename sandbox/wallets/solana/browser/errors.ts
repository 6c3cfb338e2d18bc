/**
 * Errors as Solana wallets throw them: the Wallet Standard defines none, so wallets (Phantom,
 * Solflare, Backpack) reuse EIP-1193's numeric codes on a named Error. Dapps branch on `code`.
 */
export class SolanaWalletError extends Error {
  constructor(
    override readonly name: string,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The user pressed Reject (or the wallet is in 'reject' mode). */
export const userRejected = (): SolanaWalletError => new SolanaWalletError('WalletUserRejectedError', 4001, 'User rejected the request.')

/** The site is not connected, or the account is not this wallet's. */
export const unauthorized = (detail: string): SolanaWalletError =>
  new SolanaWalletError('WalletNotConnectedError', 4100, `The requested account has not been authorized by the user. ${detail}`)

/** Bad input: the message names what was wrong. */
export const invalidInput = (detail: string): SolanaWalletError => new SolanaWalletError('WalletInvalidInputError', -32602, `Invalid input: ${detail}`)

/** The RPC refused the transaction; keeps the node's message. */
export const sendFailed = (detail: string): SolanaWalletError => new SolanaWalletError('WalletSendTransactionError', -32603, `Sending failed: ${detail}`)
