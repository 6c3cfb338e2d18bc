import type { HatchEvents } from '../events/events.js'
import type { CoreOptions, HatchContext } from '../contracts/context.js'
import type { FeatureGate, Plugin } from '../contracts/definePlugin.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'
import { resolveFeatures } from '../gates/resolveFeatures.js'
import type { HatchOptions } from './resolveCoreOptions.js'
import type { Services } from './services.js'

/** Feature gates of one instance: evaluated from host options, then from remote configuration. */
export interface FeatureGates {
  isEnabled(key: string): boolean
  /** Starts a plugin's controller and event handlers while its gate is on; returns teardowns. */
  activate(plugin: Plugin, ctx: HatchContext): Array<() => void>
  /** Fetches the project configuration once and re-evaluates the gates. */
  loadRemote(services: Services, ctx: HatchContext): Promise<void>
}

/** Creates the feature gates from the registered plugins' declarations (the kernel holds no feature table). */
export function createFeatureGates(
  store: Store<HatchState>,
  plugins: Plugin[],
  core: CoreOptions,
  options: HatchOptions,
): FeatureGates {
  const gates: FeatureGate[] = plugins.flatMap((p) => (p.gate ? [p.gate] : []))
  const hostFeatures = (options.features ?? {}) as Record<string, unknown>
  const logger = options.logger ?? console

  const apply = (remoteFeatures?: Record<string, unknown>) => {
    const result = resolveFeatures({ gates, hostFeatures, ...(remoteFeatures ? { remoteFeatures } : {}), basic: core.basic })
    for (const warning of result.warnings) logger.warn(warning)
    store.update((draft) => {
      draft.features = { ...hostFeatures, ...result.values, ...result.enabled }
    })
  }
  apply()

  const isEnabled = (key: string) => store.getState().features[key] === true

  return {
    isEnabled,
    activate(plugin, ctx) {
      const key = plugin.gate?.key
      const handlers = Object.entries(plugin.on ?? {}) as Array<[keyof HatchEvents, (payload: unknown, ctx: HatchContext) => void]>
      let controllerStarted = false
      let teardown: (() => void) | undefined
      const bound = handlers.map(([event, handler]) => [event, (payload: unknown) => handler(payload, ctx)] as const)
      const setActive = (active: boolean) => {
        for (const [event, handler] of bound) {
          if (active) ctx.events.on(event, handler)
          else ctx.events.off(event, handler)
        }
        if (active && plugin.controller && !controllerStarted) {
          controllerStarted = true
          void Promise.resolve(plugin.controller(ctx)).then((result) => {
            if (typeof result === 'function') teardown = result as () => void
          })
        }
      }
      const initially = key === undefined || isEnabled(key)
      setActive(initially)
      if (key === undefined) return [() => setActive(false), () => teardown?.()]
      const unsubscribe = store.select((s) => s.features[key] === true, (active) => setActive(active))
      return [unsubscribe, () => setActive(false), () => teardown?.()]
    },
    async loadRemote(services, ctx) {
      if (core.basic) {
        store.update((draft) => void (draft.remoteConfig = { status: 'ready', features: {} }))
        return
      }
      store.update((draft) => void (draft.remoteConfig.status = 'loading'))
      const [{ loadProjectConfig }, { raiseAlert }] = await Promise.all([
        import('../remote-config/loadProjectConfig.js'),
        import('../toasts/alerts.js'),
      ])
      const result = await loadProjectConfig({ http: services.catalogue, projectId: core.projectId, origin: pageOrigin(), logger })
      for (const code of result.alerts) raiseAlert(store, ctx.events, code)
      store.update((draft) => {
        draft.remoteConfig = result.features ? { status: 'ready', features: result.features } : { status: 'failed' }
      })
      if (result.features) {
        apply(result.features)
        ctx.events.emit('config:loaded', { features: result.features })
      }
    },
  }
}

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)
