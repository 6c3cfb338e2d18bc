import { lazy, type ComponentType } from 'react'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { ViewRegistry } from '../../kernel/contracts/context.js'
import type { ViewProps } from '../modal/ViewProps.js'

/** View components, one per view id, shared by the prefetch and the outlet of one provider. */
export interface ViewComponentCache {
  /**
   * The component to render for `id`: the view itself when its module already loaded (so the
   * outlet renders it without suspending), otherwise a lazy wrapper. Whatever is returned first
   * for an id is returned again, so a mounted view never changes type and never remounts.
   */
  get(id: string): ComponentType<ViewProps>
  /** Loads a view's module ahead of rendering (idle prefetch, or as the modal opens). */
  preload(id: string): Promise<void>
  /** Forgets a view whose loading failed, so the next render tries again. */
  forget(id: string): void
}

const isComponent = (value: unknown): value is ComponentType<ViewProps> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

/**
 * Creates a cache over `views`. Rendering an already-loaded module directly matters: each
 * `lazy()` boundary that suspends costs React's 300 ms Suspense reveal throttle, even when the
 * chunk is in memory.
 */
export function createViewComponentCache(views: ViewRegistry): ViewComponentCache {
  const handedOut = new Map<string, ComponentType<ViewProps>>()
  const loaded = new Map<string, ComponentType<ViewProps>>()
  const pending = new Map<string, Promise<ComponentType<ViewProps>>>()

  const load = (id: string): Promise<ComponentType<ViewProps>> => {
    let promise = pending.get(id)
    if (!promise) {
      promise = (async () => {
        const registered = views.get(id)
        if (!registered) throw new HatchError('VIEW_NOT_REGISTERED', { params: { view: id } })
        const module = await registered.load()
        if (!isComponent(module.default)) {
          throw new TypeError(`View "${id}" (registered by "${registered.owner}") has no React component as its module's default export`)
        }
        loaded.set(id, module.default)
        return module.default
      })()
      promise.catch(() => pending.delete(id))
      pending.set(id, promise)
    }
    return promise
  }

  return {
    get(id) {
      let component = handedOut.get(id)
      if (!component) {
        component = loaded.get(id) ?? lazy(async () => ({ default: await load(id) }))
        handedOut.set(id, component)
      }
      return component
    },
    preload: async (id) => void (await load(id)),
    forget(id) {
      handedOut.delete(id)
      loaded.delete(id)
      pending.delete(id)
    },
  }
}
