import type { Hatch } from '../../kernel/createHatch.js'
import type { ViewEntry } from '../../kernel/contracts/definePlugin.js'

/**
 * Registers the UI's core views on an instance, skipping ids another owner already registered:
 * a plugin or host that brings its own `Connect` view replaces the core one. Idempotent and cheap,
 * so the provider can call it while rendering (before any effect could open the modal).
 */
export function registerCoreViews(hatch: Hatch, views: Record<string, ViewEntry>): void {
  const missing = Object.fromEntries(Object.entries(views).filter(([id]) => !hatch.views.get(id)))
  if (Object.keys(missing).length > 0) hatch.registerViews('ui', missing)
}
