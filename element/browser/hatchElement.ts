/**
 * The script a page without a build step loads (`dist/browser/hatch-element.js`, an ES module with
 * React, react-dom and Hatch bundled in): it registers `<hatch-button>` at once, knowing every
 * adapter and plugin by name, each loaded only when a page names it. Unlike the package's entries,
 * this file has an effect when it runs: it is a page script, not a library module.
 */
import { defineHatchButton, mountHatch, startHatch as startWith, FORWARDED_EVENTS, type HatchElementOptions, type StartHatchOptions } from '../index.js'
import { namedFactories } from './namedFactories.js'

export { createHatch, preloadHatch, HatchError, isHatchError } from '../../kernel/index.js'
export { mountHatch, FORWARDED_EVENTS }

/** `startHatch` knowing every adapter and plugin by name: `await startHatch({ projectId, networks, adapters: ['evm'] })`. */
export const startHatch = (options: HatchElementOptions, extra: StartHatchOptions = {}) => startWith(options, { ...namedFactories, ...extra })

// Every element renders with react-dom's client, a chunk of its own (mountHatch imports it when an
// element starts): fetch it now, beside the adapters a page names, not after them.
void import('react-dom/client')

/** The registered `<hatch-button>` class. */
export const HatchButton = defineHatchButton(namedFactories)
