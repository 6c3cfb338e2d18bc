import { createHatchButtonClass, HATCH_BUTTON_MARK } from './createHatchButtonClass.js'
import { invalidOption } from './errors.js'
import type { HatchButtonElement, NamedFactories } from './types.js'

/** Options of {@link defineHatchButton}. */
export interface DefineHatchButtonOptions extends NamedFactories {
  /** The element's name (default `hatch-button`); it must contain a hyphen. */
  tagName?: string
  /** The window whose registry and `HTMLElement` to use (default: the global one). */
  window?: Window & typeof globalThis
}

/**
 * Registers the `<hatch-button>` custom element (nothing happens at import time: call this once).
 * `adapters` and `plugins` are the ones a page may name in its options or attributes
 * (`adapters="evm solana"`); a page that passes made adapters (`evm()`) needs none. Calling it
 * again returns the class already registered; a name another script took is INVALID_OPTIONS.
 *
 * @example
 * ```ts
 * import { defineHatchButton } from 'hatch/element'
 * import { evm } from 'hatch/adapters/evm'
 * defineHatchButton({ adapters: { evm: () => evm } })
 * // <hatch-button adapters="evm"><script type="application/json">{ "projectId": "…", "networks": […] }</script></hatch-button>
 * ```
 */
export function defineHatchButton(options: DefineHatchButtonOptions = {}): CustomElementConstructor & { new (): HatchButtonElement } {
  const tagName = options.tagName ?? 'hatch-button'
  const view = options.window ?? (globalThis as Window & typeof globalThis)
  const registry = view.customElements as CustomElementRegistry | undefined
  if (!registry || typeof view.HTMLElement !== 'function') {
    throw invalidOption('window', 'has no custom elements registry: call defineHatchButton() in a browser page')
  }
  const existing = registry.get(tagName) as (CustomElementConstructor & { [HATCH_BUTTON_MARK]?: boolean; new (): HatchButtonElement }) | undefined
  if (existing) {
    if (existing[HATCH_BUTTON_MARK]) return existing
    throw invalidOption('tagName', `<${tagName}> is already defined by other code; pass another tagName`)
  }
  if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(tagName)) throw invalidOption('tagName', `"${tagName}" is not a custom element name (lower case, with a hyphen)`)
  const HatchButton = createHatchButtonClass(view.HTMLElement, {
    ...(options.adapters ? { adapters: options.adapters } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  })
  registry.define(tagName, HatchButton)
  return HatchButton
}
