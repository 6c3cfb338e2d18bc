import type { ExtensionRegistry } from '../contracts/extensions.js'
import { HatchError } from '../errors/HatchError.js'

/**
 * Checks the order lists once every contribution is registered: `features.walletFeaturesOrder`
 * holds registered Account action ids, `features.connectMethodsOrder` `wallet` (the shell's own
 * list) or registered connect `method`s, gated on or off now. An id whose plugin is not registered
 * is refused like a typo: it would order nothing; else INVALID_OPTIONS naming the id and listing
 * the valid ones. Loaded beside start-up (kernel/instance/startInstance.ts), off its chunk.
 */
export function checkOrders(features: Record<string, unknown> | undefined, extensions: ExtensionRegistry): void {
  const fail = (path: string, issue: string) => {
    throw new HatchError('INVALID_OPTIONS', { params: { path, issue } })
  }
  const orders = {
    walletFeaturesOrder: [...extensions.all('accountActions').map((a) => a.id)],
    connectMethodsOrder: ['wallet', ...extensions.all('connectMethods').map((m) => m.method)],
  }
  for (const [key, valid] of Object.entries(orders)) {
    ;((features?.[key] ?? []) as string[]).forEach((id, i) => {
      if (!valid.includes(id)) fail(`features.${key}[${i}]`, `"${id}" is not registered (valid: ${[...new Set(valid)].join(', ') || 'none is registered'})`)
    })
  }
}
