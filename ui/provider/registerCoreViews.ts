import type { Hatch } from '../../kernel/createHatch.js'
import type { ViewEntry } from '../../kernel/contracts/definePlugin.js'

/**
 * Registers the UI's core views on an instance as defaults: a plugin view marked `override: true`
 * (or a view the host registers itself) replaces the core one, whether it registered before or
 * after. A clash with a plugin view that is no override is reported once (DUPLICATE_VIEW on the
 * `error` event). Idempotent and cheap, so the provider can call it while rendering (before any
 * effect could open the modal).
 */
export function registerCoreViews(hatch: Hatch, views: Record<string, ViewEntry>): void {
  hatch.registerViews('ui', views, { defaults: true })
}
