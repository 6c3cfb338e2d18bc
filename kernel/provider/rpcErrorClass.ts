/** The mark provider errors carry (kernel/provider/providerRpcError.ts sets it on the errors the provider rejects with). */
const MARK = Symbol.for('hatch.ProviderRpcError')

/**
 * The error `hatch.getProvider('eip155').request` rejects with (EIP-1193 §Provider Errors): a
 * numeric `code` (4001 rejected, 4100 unauthorized, 4200 unsupported method, 4900 disconnected,
 * 4901 chain disconnected, 4902 unknown chain, -32602 invalid parameters, -32603 internal, or the
 * wallet's or node's own), a `message`, and `data` (the wallet's or node's own, such as a revert's
 * data, else `{ hatchCode }`); the Hatch error behind it is the `cause`.
 *
 * `error instanceof ProviderRpcError` holds for every error the provider rejects with, although the
 * provider's code loads later: instances are recognised by a mark, not by their prototype, so a
 * page importing this class takes no provider code onto its static path.
 *
 * @example
 * ```ts
 * try { await provider.request({ method: 'eth_sendTransaction', params: [tx] }) }
 * catch (error) { if (error instanceof ProviderRpcError && error.code === 4001) showDeclined() }
 * ```
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
    ;(this as unknown as Record<symbol, unknown>)[MARK] = true
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARK] === true
  }
}
