import { createHatch, type Hatch } from '../kernel/index.js'
import { mountHatch, type MountHatchOptions } from './mountHatch.js'
import { resolveElementOptions } from './resolveOptions.js'
import type { HatchElementOptions, NamedFactories } from './types.js'

/** Options of {@link startHatch} besides the instance's own. */
export interface StartHatchOptions extends NamedFactories, MountHatchOptions {}

/**
 * The modal for a page that has its own button, from plain script: resolves named adapters and
 * plugins, creates the instance and mounts the modal (no button unless asked). Rejects with
 * INVALID_OPTIONS naming the entry when a name is unknown; `createHatch`'s own option errors
 * surface as it documents (`hatch.started` rejects, the `error` event).
 *
 * @example
 * ```ts
 * const { hatch } = await startHatch({ projectId, networks, adapters: ['evm'] }, { adapters: { evm: () => evm } })
 * button.addEventListener('click', () => hatch.open())
 * ```
 */
export async function startHatch(options: HatchElementOptions, extra: StartHatchOptions = {}): Promise<{ hatch: Hatch; unmount(): void }> {
  const { adapters, plugins, ...mount } = extra
  const hatch = createHatch(await resolveElementOptions(options, { ...(adapters ? { adapters } : {}), ...(plugins ? { plugins } : {}) }))
  const mounted = await mountHatch(hatch, mount)
  return {
    hatch,
    unmount() {
      mounted.unmount()
      hatch.destroy()
    },
  }
}
