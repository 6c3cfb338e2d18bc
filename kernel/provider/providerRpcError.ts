import { isHatchError } from '../errors/HatchError.js'

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
 * The error an EIP-1193 provider rejects with: a numeric `code` (EIP-1193 §Provider Errors,
 * EIP-1474), a `message`, and optional `data`. The Hatch error behind it, when there is one, is the `cause`.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
  }
}

/** Hatch error codes with an EIP-1193 meaning of their own. */
const byHatchCode: Record<string, number> = {
  WALLET_REQUEST_REJECTED: providerErrorCodes.userRejected,
  CONNECTION_REJECTED: providerErrorCodes.userRejected,
  SWITCH_NETWORK_REJECTED: providerErrorCodes.userRejected,
  MODAL_CLOSED: providerErrorCodes.userRejected,
  NO_ACTIVE_CAIP_ADDRESS: providerErrorCodes.unauthorized,
  NOT_CONNECTED_EMAIL_SOCIAL: providerErrorCodes.unauthorized,
  CAPABILITY_MISSING: providerErrorCodes.unsupportedMethod,
  FRAME_METHOD_UNSUPPORTED: providerErrorCodes.unsupportedMethod,
  NETWORK_NOT_FOUND: providerErrorCodes.unrecognizedChain,
  INVALID_PARAMETERS: providerErrorCodes.invalidParams,
}

/** A wallet's or node's own numeric code found on `error` or its causes (EIP-1193 4xxx or JSON-RPC -32xxx), outermost first. */
function walletCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { code?: unknown; params?: { code?: unknown }; cause?: unknown }
    if (typeof record.code === 'number' && (Math.abs(record.code) >= 32000 || (record.code >= 1000 && record.code < 6000))) return record.code
    // A node's JSON-RPC error reaches us as RPC_ERROR with the node's code in params.
    if (isHatchError(current, 'RPC_ERROR') && typeof record.params?.code === 'number') return record.params.code
    current = record.cause
  }
  return undefined
}

/**
 * What a provider request rejects with for `error`: a {@link ProviderRpcError} as it is; otherwise
 * the wallet's or node's own code when it gave one (4001 from the wallet stays 4001), else the
 * EIP-1193 meaning of the Hatch error (rejections 4001, no account 4100, missing capability 4200,
 * unknown chain 4902, bad parameters -32602), else -32603. The message is the Hatch error's text.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const message = isHatchError(error) ? error.shortMessage : error instanceof Error ? error.message : 'Internal error'
  const code = walletCode(error) ?? (isHatchError(error) ? byHatchCode[error.code] : undefined) ?? providerErrorCodes.internal
  return new ProviderRpcError(code, message, { cause: error, ...(isHatchError(error) ? { data: { hatchCode: error.code } } : {}) })
}
