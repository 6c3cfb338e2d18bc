import { ProviderRpcError } from './errors.js'
import type { Listener } from './emitter.js'
import { handleRequest } from './handleRequest.js'
import type { WalletCore } from './walletCore.js'

/** The EIP-1193 provider object handed to dapps. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): Eip1193Provider
  removeListener(event: string, listener: Listener): Eip1193Provider
  isConnected(): boolean
  readonly isHatchTestWallet: true
}

function snapshot(params: unknown): unknown {
  try {
    return params === undefined ? undefined : JSON.parse(JSON.stringify(params))
  } catch {
    return '[unserialisable params]'
  }
}

/**
 * Wraps a wallet core in the EIP-1193 surface. Every request is logged before it is handled, so a
 * test can see what the dapp asked even when the request fails or hangs.
 */
export function createProvider(wallet: WalletCore): Eip1193Provider {
  const provider: Eip1193Provider = {
    isHatchTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method === '') {
        throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params?: unknown[] | object }')
      }
      const { method, params } = args
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        throw new ProviderRpcError(-32600, `Invalid request: params of ${method} must be an array or an object`)
      }
      wallet.log.push({ method, params: snapshot(params) })
      return handleRequest(wallet, method, params)
    },
    on(event, listener) {
      wallet.events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      wallet.events.removeListener(event, listener)
      return provider
    },
    // EIP-1193: "connected" means able to serve RPC for a chain, which holds while the wallet runs.
    isConnected: () => true,
  }
  return provider
}
