import type { CoreOptions, HatchContext } from '../contracts/context.js'
import type { FeatureGate, Plugin } from '../contracts/definePlugin.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'
import { isOn } from '../gates/isOn.js'
import { resolveFeatures } from '../gates/resolveFeatures.js'
import type { HatchOptions } from './resolveCoreOptions.js'
import type { Services } from './services.js'

/** Feature gates of one instance: evaluated from host options, then from remote configuration. */
export interface FeatureGates {
  isEnabled(key: string): boolean
  /**
   * Changes a host gate at run time (`hatch.setFeature`) and re-evaluates every gate (`disables`
   * included). Rejects with INVALID_OPTIONS for a key no registered plugin gates, a remote gate (the
   * project configuration decides it) or a value the feature does not take.
   */
  set(key: string, value: unknown): Promise<void>
  /** Fetches the project configuration once and re-evaluates the gates. */
  loadRemote(services: Services, ctx: HatchContext): Promise<void>
}

/**
 * Host feature keys the shell itself reads as settings (orders, the All Wallets link, analytics);
 * every other key means something only when a registered plugin declares it as its gate.
 */
const SHELL_SETTINGS = new Set(['analytics', 'allWallets', 'connectorTypeOrder', 'connectMethodsOrder', 'walletFeaturesOrder'])

/**
 * Creates the feature gates from the registered plugins' declarations (the kernel holds no
 * feature table). A feature that is switched on but that no registered plugin answers to has no
 * effect and stays off, so nothing half-honours it. The host turning one on is a mistake worth a
 * warning (once per key); the project configuration turning some on is normal (a project serves
 * pages that register different plugins), so it gets one `logger.debug` line naming them all.
 */
export function createFeatureGates(store: Store<HatchState>, plugins: readonly Plugin[], core: CoreOptions, options: HatchOptions): FeatureGates {
  const gates: FeatureGate[] = plugins.flatMap((p) => (p.gate ? [p.gate] : []))
  const gated = new Set(gates.map((g) => g.key))
  const hostFeatures = { ...options.features }
  const logger = options.logger ?? console
  /** Keys warned about, and warnings logged: re-evaluating after `set` repeats none. */
  const told = new Set<string>()
  let remote: Record<string, unknown> | undefined

  const warnUnanswered = (source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (gated.has(key) || SHELL_SETTINGS.has(key) || told.has(key) || !isOn(value)) continue
      told.add(key)
      logger.warn(
        `features.${key} is on in the host options, but no registered plugin provides "${key}": it has no effect (register the plugin that declares this gate)`,
      )
    }
  }

  const apply = () => {
    const result = resolveFeatures({ gates, hostFeatures, ...(remote ? { remoteFeatures: remote } : {}), basic: core.basic })
    for (const warning of result.warnings) {
      if (!told.has(warning)) logger.warn(warning)
      told.add(warning)
    }
    const settings = Object.fromEntries(Object.entries(hostFeatures).filter(([key]) => SHELL_SETTINGS.has(key)))
    store.update((draft) => {
      draft.features = { ...settings, ...result.values, ...result.enabled }
      // A list stays a list (`socials: ['google', 'x']`); a feature forced off reads false.
      draft.featureValues = { ...settings, ...result.values }
    })
  }
  warnUnanswered(hostFeatures)
  apply()

  return {
    isEnabled: (key) => store.getState().features[key] === true,
    async set(key, value) {
      const { setHostGate } = await import('../gates/setHostGate.js')
      setHostGate(gates, hostFeatures, key, value)
      apply()
    },
    async loadRemote(services, ctx) {
      if (!core.projectId) {
        // Spec §5 "the project must have a project id", reported as spec §8's alert rather than a
        // throw: the page keeps working (injected wallets need no project) and says what is wrong.
        const { raiseAlert } = await import('../toasts/alerts.js')
        logger.error(
          'projectId is missing: no project configuration is fetched and service calls will be refused; pass createHatch({ projectId }) (alert APKT008 Project ID Missing)',
        )
        raiseAlert(store, ctx.events, 'APKT008')
        if (!core.basic) {
          store.update((draft) => void (draft.remoteConfig = { status: 'failed' }))
          return
        }
      }
      if (core.basic) {
        store.update((draft) => void (draft.remoteConfig = { status: 'ready', features: {} }))
        return
      }
      store.update((draft) => void (draft.remoteConfig.status = 'loading'))
      const [{ loadProjectConfig, noteUnansweredRemote }, { raiseAlert }] = await Promise.all([
        import('../remote-config/remoteConfigCode.js'),
        import('../toasts/alerts.js'),
      ])
      const result = await loadProjectConfig({ http: services.catalogue, projectId: core.projectId, origin: pageOrigin(), logger })
      for (const code of result.alerts) raiseAlert(store, ctx.events, code)
      store.update((draft) => {
        draft.remoteConfig = result.features ? { status: 'ready', features: result.features } : { status: 'failed' }
      })
      if (result.features) {
        noteUnansweredRemote(result.features, (key) => gated.has(key) || SHELL_SETTINGS.has(key) || told.has(key), logger)
        remote = result.features
        apply()
        ctx.events.emit('config:loaded', { features: result.features })
      }
    },
  }
}

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)
