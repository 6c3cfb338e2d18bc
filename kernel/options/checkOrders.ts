import type { ExtensionRegistry } from '../contracts/extensions.js'
import { HatchError } from '../errors/HatchError.js'

/**
 * Checks the order lists once every contribution is registered: `features.walletFeaturesOrder`
 * holds built-in or registered Account action ids, `features.connectMethodsOrder` built-in or
 * registered connect `method`s (gated on or off now); else INVALID_OPTIONS naming the id and listing
 * the valid ones. Loaded beside start-up (kernel/instance/startInstance.ts), off its chunk.
 */
export function checkOrders(features: Record<string, unknown> | undefined, extensions: ExtensionRegistry): void {
  const fail = (path: string, issue: string) => {
    throw new HatchError('INVALID_OPTIONS', { params: { path, issue } })
  }
  const orders = {
    walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send', ...extensions.all('accountActions').map((a) => a.id)],
    connectMethodsOrder: ['wallet', 'email', 'social', ...extensions.all('connectMethods').map((m) => m.method)],
  }
  for (const [key, valid] of Object.entries(orders)) {
    ;((features?.[key] ?? []) as string[]).forEach((id, i) => {
      if (!valid.includes(id)) fail(`features.${key}[${i}]`, `"${id}" is not registered (valid: ${[...new Set(valid)].join(', ')})`)
    })
  }
}
