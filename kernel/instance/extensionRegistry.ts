import type { ExtensionPoint, ExtensionRegistry, PluginContributions, RegisteredContribution } from '../contracts/extensions.js'
import { HatchError } from '../errors/HatchError.js'

const pointNames: Record<ExtensionPoint, string> = {
  accountTabs: 'Account tab',
  accountActions: 'Account action',
  connectMethods: 'Connect method',
}

/**
 * Creates the registry of one instance's contributions. Visibility is evaluated on every read from
 * `isFeatureEnabled`, so a gate that turns on or off at run time shows or hides its contributions
 * without re-registering anything.
 */
export function createExtensionRegistry(isFeatureEnabled: (key: string) => boolean): ExtensionRegistry {
  const byPoint: { [P in ExtensionPoint]: Array<RegisteredContribution<P>> } = { accountTabs: [], accountActions: [], connectMethods: [] }
  return {
    register(owner, contributions: PluginContributions, feature) {
      for (const point of Object.keys(pointNames) as ExtensionPoint[]) {
        const list = byPoint[point] as Array<RegisteredContribution<ExtensionPoint>>
        for (const contribution of contributions[point] ?? []) {
          const existing = list.find((c) => c.id === contribution.id)
          if (existing) {
            throw new HatchError('DUPLICATE_CONTRIBUTION', { params: { point: pointNames[point], id: contribution.id, first: existing.owner, second: owner } })
          }
          const gatedBy = contribution.feature ?? feature
          list.push({ ...contribution, owner, ...(gatedBy ? { feature: gatedBy } : {}) })
        }
      }
    },
    all: (point) => byPoint[point],
    visible: (point, namespace) =>
      byPoint[point].filter(
        (c) => (c.feature === undefined || isFeatureEnabled(c.feature)) && (!c.namespaces || (namespace !== undefined && c.namespaces.includes(namespace))),
      ),
  }
}
