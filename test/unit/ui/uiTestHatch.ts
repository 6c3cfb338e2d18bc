import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import type { ViewEntry } from '../../../kernel/contracts/definePlugin.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../fixtures/createTestHatch.js'

/**
 * An instance for UI tests: memory storage, basic mode (no remote config), the scripted EVM
 * adapter, and only the views a test passes (the provider registers the UI's core views itself).
 */
export function createUiTestHatch(overrides: Partial<HatchOptions> = {}, views: Record<string, ViewEntry> = {}): Hatch {
  const hatch = createHatch({
    projectId: 'ui-test',
    networks: [testNetworks.one, testNetworks.two],
    basic: true,
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: unusedEndpoints,
    ...overrides,
  })
  if (Object.keys(views).length > 0) hatch.registerViews('test', views)
  return hatch
}
