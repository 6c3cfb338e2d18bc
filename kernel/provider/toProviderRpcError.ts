import { isHatchError } from '../errors/HatchError.js'
import { isProviderRpcError, providerErrorCodes, providerRpcError, type ProviderRpcErrorShape } from './providerRpcError.js'

/** Hatch error codes with an EIP-1193 meaning of their own. */
const byHatchCode: Record<string, number> = {
  WALLET_REQUEST_REJECTED: providerErrorCodes.userRejected,
  CONNECTION_REJECTED: providerErrorCodes.userRejected,
  SWITCH_NETWORK_REJECTED: providerErrorCodes.userRejected,
  MODAL_CLOSED: providerErrorCodes.userRejected,
  NO_ACTIVE_CAIP_ADDRESS: providerErrorCodes.unauthorized,
  NOT_CONNECTED_EMAIL_SOCIAL: providerErrorCodes.unauthorized,
  CAPABILITY_MISSING: providerErrorCodes.unsupportedMethod,
  NETWORK_NOT_FOUND: providerErrorCodes.unrecognizedChain,
  INVALID_PARAMETERS: providerErrorCodes.invalidParams,
}

/** A wallet's or node's own numeric code (EIP-1193 4xxx or JSON-RPC -32xxx) and its `data`, found on `error` or its causes, outermost first. */
function walletFault(error: unknown): { code: number; data?: unknown } | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const record = current as { code?: unknown; data?: unknown; params?: { code?: unknown; data?: unknown }; cause?: unknown }
    if (typeof record.code === 'number' && (Math.abs(record.code) >= 32000 || (record.code >= 1000 && record.code < 6000)))
      return { code: record.code, ...(record.data === undefined ? {} : { data: record.data }) }
    // A node's JSON-RPC error reaches us as RPC_ERROR with the node's code (and revert data) in params.
    if (isHatchError(current, 'RPC_ERROR') && typeof record.params?.code === 'number')
      return { code: record.params.code, ...(record.params.data === undefined ? {} : { data: record.params.data }) }
    current = record.cause
  }
  return undefined
}

/**
 * What a provider request rejects with for `error`: a provider error as it is; otherwise
 * the wallet's or node's own code when it gave one (4001 from the wallet stays 4001), else the
 * EIP-1193 meaning of the Hatch error (rejections 4001, no account 4100, missing capability 4200,
 * unknown chain 4902, bad parameters -32602), else -32603. The message is the Hatch error's text;
 * `data` is the wallet's or node's own `data` when it gave some (a revert's data, for viem and
 * ethers to decode), else `{ hatchCode }`.
 */
export function toProviderRpcError(error: unknown): ProviderRpcErrorShape {
  if (isProviderRpcError(error)) return error
  const message = isHatchError(error) ? error.shortMessage : error instanceof Error ? error.message : 'Internal error'
  const fault = walletFault(error)
  const code = fault?.code ?? (isHatchError(error) ? byHatchCode[error.code] : undefined) ?? providerErrorCodes.internal
  const data = fault && 'data' in fault ? fault.data : isHatchError(error) ? { hatchCode: error.code } : undefined
  return providerRpcError(code, message, { cause: error, ...(data === undefined ? {} : { data }) })
}
