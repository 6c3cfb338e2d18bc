import type { ComponentType } from 'react'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { ViewRegistry } from '../../kernel/contracts/context.js'
import type { ViewProps } from '../modal/ViewProps.js'
import { preloadable, type Preloadable } from './preloadable.js'

/** View components, one per view id, shared by the prefetch and the outlet of one provider. */
export interface ViewComponentCache {
  /**
   * The loader of `id`'s component: the outlet renders `peek()` at once when the module already
   * arrived, and otherwise shows its placeholder until `load()` settles. Never a Suspense boundary:
   * each `lazy()` that suspends costs React's 300 ms reveal throttle, even for a chunk in memory.
   */
  slot(id: string): Preloadable<ComponentType<ViewProps>>
  /** Loads a view's module ahead of rendering (idle prefetch, or as the modal opens). */
  preload(id: string): Promise<void>
  /** Forgets a view whose loading failed, so the next render tries again. */
  forget(id: string): void
}

const isComponent = (value: unknown): value is ComponentType<ViewProps> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

/** Creates a cache over `views`: one loader per view id, made on first use. */
export function createViewComponentCache(views: ViewRegistry): ViewComponentCache {
  const slots = new Map<string, Preloadable<ComponentType<ViewProps>>>()

  const slot = (id: string): Preloadable<ComponentType<ViewProps>> => {
    let found = slots.get(id)
    if (!found) {
      found = preloadable(async () => {
        const registered = views.get(id)
        if (!registered) throw new HatchError('VIEW_NOT_REGISTERED', { params: { view: id } })
        const module = await registered.load()
        if (!isComponent(module.default)) {
          throw new TypeError(`View "${id}" (registered by "${registered.owner}") has no React component as its module's default export`)
        }
        return module.default
      })
      slots.set(id, found)
    }
    return found
  }

  return {
    slot,
    preload: async (id) => void (await slot(id).load()),
    forget: (id) => void slots.delete(id),
  }
}
