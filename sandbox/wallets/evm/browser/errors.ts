/**
 * EIP-1193 / EIP-1474 errors as real wallets throw them: an Error with a numeric `code`, a
 * `message` and optional `data`, so dapps can branch on the code (4001 rejected, 4902 unknown chain).
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The user pressed Reject (or the wallet is in 'reject' mode). */
export const userRejected = (): ProviderRpcError => new ProviderRpcError(4001, 'User rejected the request.')

/** The site has not been given access to the accounts, or the address is not the wallet's. */
export const unauthorized = (detail: string): ProviderRpcError =>
  new ProviderRpcError(4100, `The requested account and/or method has not been authorized by the user. ${detail}`)

/** A method this wallet does not implement. */
export const unsupportedMethod = (method: string): ProviderRpcError => new ProviderRpcError(4200, `The wallet does not support the method "${method}".`)

/** wallet_switchEthereumChain to a chain the wallet has not been told about. */
export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`)

/** Bad parameters: the message names what was wrong. */
export const invalidParams = (detail: string): ProviderRpcError => new ProviderRpcError(-32602, `Invalid params: ${detail}`)

/** A second connect request while one is still waiting for the user, as MetaMask answers it. */
export const requestPending = (method: string): ProviderRpcError => new ProviderRpcError(-32002, `Request of type '${method}' already pending. Please wait.`)

/** Emitted with the 'disconnect' event when the user disconnects the site from the wallet. */
export const disconnected = (): ProviderRpcError => new ProviderRpcError(4900, 'The provider is disconnected from all chains.')
