import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { ViewRegistry } from '../../kernel/router/viewRegistry.js'
import type { ViewProps } from './ViewProps.js'

/** Lazy view components, one per view id, created on first use. */
export interface ViewComponentCache {
  get(id: string): LazyExoticComponent<ComponentType<ViewProps>>
  /** Forgets a view whose loading failed, so the next render tries again. */
  forget(id: string): void
}

const isComponent = (value: unknown): value is ComponentType<ViewProps> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

/** Creates a cache over `views`; each entry loads its module once and checks its default export. */
export function createViewComponentCache(views: ViewRegistry): ViewComponentCache {
  const cache = new Map<string, LazyExoticComponent<ComponentType<ViewProps>>>()
  return {
    get(id) {
      let component = cache.get(id)
      if (!component) {
        component = lazy(async () => {
          const registered = views.get(id)
          if (!registered) throw new HatchError('VIEW_NOT_REGISTERED', { params: { view: id } })
          const module = await registered.load()
          if (!isComponent(module.default)) {
            throw new TypeError(`View "${id}" (registered by "${registered.owner}") has no React component as its module's default export`)
          }
          return { default: module.default }
        })
        cache.set(id, component)
      }
      return component
    },
    forget: (id) => void cache.delete(id),
  }
}
