import { rememberRecentWallet } from '../../../kernel/storage/recentWallets.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { Connector } from '../../../kernel/types/connector.js'
import { buildConnectors, defaultConnectorTypeOrder, INJECTED_CONNECTOR_ID, orderConnectors, type ConnectorGroup } from './connectors.js'
import { watchAnnouncedWallets } from './eip6963.js'
import { readInjectedProvider, watchInjectedProvider } from './injected.js'
import type { AnnouncedWallet, DiscoveryTarget, Eip1193Provider, ExternalConnector } from './types.js'

/** The live wallet discovery of one Hatch instance. */
export interface EvmDiscovery {
  /** The connectors currently known, in display order. */
  connectors(): Connector[]
  /** The provider behind a connector; an EXTERNAL connector's SDK is loaded here. */
  getProvider(connectorId: string): Promise<Eip1193Provider | undefined>
  /**
   * Like {@link getProvider}, but waits up to `timeoutMs` for the wallet to announce itself
   * (extensions may announce after the page's scripts ran; reconnect needs the provider).
   */
  waitForProvider(connectorId: string, timeoutMs: number): Promise<Eip1193Provider | undefined>
  stop(): void
}

const groups = new Set<string>(defaultConnectorTypeOrder)

function connectorTypeOrder(ctx: HatchContext): ConnectorGroup[] | undefined {
  const fromState = ctx.store.getState().features['connectorTypeOrder']
  const fromHost = (ctx.options.raw['features'] as Record<string, unknown> | undefined)?.['connectorTypeOrder']
  const order = fromState ?? fromHost
  if (!Array.isArray(order)) return undefined
  return order.filter((g): g is ConnectorGroup => typeof g === 'string' && groups.has(g))
}

/**
 * Starts EIP-6963 discovery plus the `window.ethereum` fallback and keeps the instance's eip155
 * connectors up to date (deduplicated, ordered, recent wallets first). Remembers each connected
 * wallet as recent. Does nothing but publish the host's external connectors where there is no
 * window (server rendering).
 */
export function startDiscovery(ctx: HatchContext, externals: readonly ExternalConnector[], target: DiscoveryTarget | undefined): EvmDiscovery {
  let announced: readonly AnnouncedWallet[] = []
  let current: Connector[] = []
  const waiters = new Set<() => void>()

  const publish = () => {
    const injected = target ? readInjectedProvider(target) : undefined
    const built = buildConnectors({ announced, ...(injected ? { injected } : {}), externals })
    const recent = (ctx.storage.get('recentWallets') ?? []).map((w) => w.id)
    current = orderConnectors(built, recent, connectorTypeOrder(ctx))
    ctx.setConnectors('eip155', current)
    for (const wake of [...waiters]) wake()
  }

  const findProvider = async (connectorId: string): Promise<Eip1193Provider | undefined> => {
    const fromAnnounced = announced.find((w) => w.info.rdns === connectorId)
    if (fromAnnounced) return fromAnnounced.provider
    if (connectorId === INJECTED_CONNECTOR_ID && target) return readInjectedProvider(target)?.provider
    const external = externals.find((e) => e.id === connectorId)
    return external ? await external.getProvider() : undefined
  }

  const teardowns: Array<() => void> = []
  if (target) {
    teardowns.push(
      watchAnnouncedWallets(target, {
        onChange(wallets) {
          announced = wallets
          publish()
        },
        onInvalid(problem) {
          ctx.events.emit('error', { code: 'UNKNOWN_ERROR', message: `ignored an invalid EIP-6963 announcement: ${problem}`, error: undefined })
        },
      }),
      watchInjectedProvider(target, publish),
    )
  }
  publish()

  const onConnected = ({ namespace, connectorId }: { namespace: string; connectorId: string }) => {
    if (namespace !== 'eip155') return
    const connector = current.find((c) => c.id === connectorId)
    if (!connector) return
    rememberRecentWallet(ctx.storage, { id: connector.id, name: connector.name, ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}) })
    publish()
  }
  ctx.events.on('account:connected', onConnected)
  teardowns.push(() => ctx.events.off('account:connected', onConnected))

  return {
    connectors: () => current,
    getProvider: findProvider,
    waitForProvider(connectorId, timeoutMs) {
      return new Promise<Eip1193Provider | undefined>((resolve) => {
        let done = false
        const finish = (value: Eip1193Provider | undefined) => {
          if (done) return
          done = true
          clearTimeout(timer)
          waiters.delete(check)
          resolve(value)
        }
        // Registered before the first look, so an announcement arriving meanwhile is not missed.
        const check = () =>
          void findProvider(connectorId).then(
            (p) => p && finish(p),
            () => undefined,
          )
        const timer = setTimeout(() => finish(undefined), timeoutMs)
        waiters.add(check)
        check()
      })
    },
    stop() {
      for (const teardown of teardowns.splice(0)) teardown()
      for (const wake of [...waiters]) wake()
      waiters.clear()
    },
  }
}
