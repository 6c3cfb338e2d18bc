/** EIP-1193 and EIP-1474 error codes the provider answers with. */
export const providerErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** wallet_switchEthereumChain to a chain Hatch is not configured for (the code wallets use). */
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * The mark every provider error carries. `ProviderRpcError` (rpcErrorClass.ts, exported from
 * `hatch`) recognises errors by it, so this lazily loaded code and the page's static code share
 * no module (a shared module would put a chunk on every page's static path: docs/provider.md).
 */
const MARK = Symbol.for('hatch.ProviderRpcError')

/** What a provider request rejects with: EIP-1193's ProviderRpcError (`instanceof ProviderRpcError` from `hatch` holds). */
export interface ProviderRpcErrorShape extends Error {
  readonly code: number
  readonly data: unknown
}

/** A provider error: a numeric `code` (EIP-1193 §Provider Errors, EIP-1474), a `message`, optional `data`; the Hatch error behind it as `cause`. */
export function providerRpcError(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}): ProviderRpcErrorShape {
  const error = new Error(message, options.cause === undefined ? undefined : { cause: options.cause })
  error.name = 'ProviderRpcError'
  return Object.assign(error, { code, data: options.data, [MARK]: true })
}

/** Whether `value` is a provider error (made here or by a host with `new ProviderRpcError`). */
export const isProviderRpcError = (value: unknown): value is ProviderRpcErrorShape =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARK] === true
