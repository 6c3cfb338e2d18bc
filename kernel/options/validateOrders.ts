import type { ExtensionRegistry } from '../contracts/extensions.js'
import { HatchError } from '../errors/HatchError.js'

/** The built-in ids each order list takes, besides the registered contributions' ids. */
const builtIn = {
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectMethodsOrder: ['wallet', 'email', 'social'],
} as const

/**
 * Checks `features.walletFeaturesOrder` (Account action ids) and `features.connectMethodsOrder`
 * (connect `method`s) once the plugins' contributions are registered: each id is a built-in one or
 * a registered contribution's, whether or not its gate is on now. Throws INVALID_OPTIONS naming
 * the first unknown id and listing the valid ones.
 */
export function validateOrders(features: Readonly<Record<string, unknown>> | undefined, extensions: ExtensionRegistry): void {
  const valid = {
    walletFeaturesOrder: [...builtIn.walletFeaturesOrder, ...extensions.all('accountActions').map((a) => a.id)],
    connectMethodsOrder: [...builtIn.connectMethodsOrder, ...extensions.all('connectMethods').map((m) => m.method)],
  }
  for (const key of ['walletFeaturesOrder', 'connectMethodsOrder'] as const) {
    const list = features?.[key]
    if (!Array.isArray(list)) continue
    const ids = [...new Set(valid[key])]
    const index = list.findIndex((id) => !ids.includes(id as string))
    if (index === -1) continue
    throw new HatchError('INVALID_OPTIONS', {
      params: {
        path: `features.${key}[${index}]`,
        issue: `"${String(list[index])}" is not ${key === 'walletFeaturesOrder' ? 'an Account action' : 'a connect method'} of Hatch or of a registered plugin (valid: ${ids.join(', ')})`,
      },
    })
  }
}
