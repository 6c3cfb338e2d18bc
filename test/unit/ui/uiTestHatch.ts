import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import type { ViewEntry } from '../../../kernel/contracts/definePlugin.js'
import { scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'

/**
 * An instance for UI tests: memory storage, basic mode (no remote config), the scripted EVM
 * adapter, and only the views a test passes (the provider registers the UI's core views itself).
 */
export function createUiTestHatch(overrides: Partial<HatchOptions> = {}, views: Record<string, ViewEntry> = {}): Hatch {
  const memory = new Map<string, string>()
  const hatch = createHatch({
    projectId: 'ui-test',
    networks: [testNetworks.one, testNetworks.two],
    basic: true,
    adapters: [scriptedAdapter('eip155').adapter],
    storage: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    },
    endpoints: { catalogue: 'http://127.0.0.1:9/', data: 'http://127.0.0.1:9/', analytics: 'http://127.0.0.1:9/' },
    ...overrides,
  } as HatchOptions)
  if (Object.keys(views).length > 0) hatch.registerViews('test', views)
  return hatch
}
