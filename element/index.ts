/**
 * `hatch/element`: Hatch for pages without React build tooling. `defineHatchButton()` registers
 * the `<hatch-button>` custom element (the React button and modal in the element's own shadow
 * root), `startHatch()` / `mountHatch()` give the modal to a page with its own button. Importing
 * this module defines nothing; `dist/browser/hatch-element.js` is the script a page loads
 * directly, which registers the element itself (docs/web-component.md).
 * @packageDocumentation
 */
export { defineHatchButton, type DefineHatchButtonOptions } from './defineHatchButton.js'
export { mountHatch, type MountHatchOptions, type MountedHatch } from './mountHatch.js'
export { startHatch, type StartHatchOptions } from './startHatch.js'
export { resolveElementOptions } from './resolveOptions.js'
export { FORWARDED_EVENTS } from './forwardEvents.js'
export type { AnyPlugin, FactoryLoader, HatchButtonElement, HatchElementOptions, NamedEntry, NamedFactories } from './types.js'
