import type { ExtensionRegistry } from '../contracts/extensions.js'
import { HatchError } from '../errors/HatchError.js'

/**
 * Checks `features.walletFeaturesOrder` (Account action ids) and `features.connectMethodsOrder`
 * (connect `method`s) once the plugins' contributions are registered: each id is a built-in one or
 * a registered contribution's, whether or not its gate is on now. Throws INVALID_OPTIONS naming
 * the first unknown id and listing the valid ones.
 */
export function validateOrders(features: Readonly<Record<string, unknown>> | undefined, extensions: ExtensionRegistry): void {
  const valid = {
    walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send', ...extensions.all('accountActions').map((a) => a.id)],
    connectMethodsOrder: ['wallet', 'email', 'social', ...extensions.all('connectMethods').map((m) => m.method)],
  }
  for (const [key, ids] of Object.entries(valid)) {
    const list: unknown = features?.[key]
    const wrong = Array.isArray(list) ? list.findIndex((id) => !ids.includes(id as string)) : -1
    if (wrong >= 0) {
      const issue = `"${String((list as unknown[])[wrong])}" is no id of Hatch or of a registered plugin (valid: ${[...new Set(ids)].join(', ')})`
      throw new HatchError('INVALID_OPTIONS', { params: { path: `features.${key}[${wrong}]`, issue } })
    }
  }
}
