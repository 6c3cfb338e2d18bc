import type { Wallet } from '@wallet-standard/base'
import { rememberRecentWallet } from '../../../kernel/storage/recentWallets.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { buildConnectors } from './connectors.js'
import { isBitcoinWallet, type BitcoinWallet } from './features.js'

/** The part of `@wallet-standard/app`'s `getWallets()` that discovery reads. */
export interface WalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** The live Bitcoin wallet discovery of one Hatch instance. */
export interface BitcoinDiscovery {
  /** The wallet behind a connector id, if registered now. */
  getWallet(connectorId: string): BitcoinWallet | undefined
  /** Like {@link getWallet}, but waits up to `timeoutMs` for the wallet to register (reconnect after a reload). */
  waitForWallet(connectorId: string, timeoutMs: number): Promise<BitcoinWallet | undefined>
  stop(): void
}

/**
 * Follows the Wallet Standard registry (wallets with `bitcoin:connect`) and keeps the instance's
 * bip122 connectors current. Remembers each connected wallet as recent. Without a registry
 * (server rendering) it publishes no connectors and finds no wallet.
 */
export function startDiscovery(ctx: HatchContext, registry: WalletRegistry | undefined): BitcoinDiscovery {
  let wallets: BitcoinWallet[] = []
  const waiters = new Set<() => void>()
  const refresh = () => {
    wallets = (registry?.get() ?? []).filter(isBitcoinWallet)
    ctx.setConnectors('bip122', buildConnectors(wallets))
    for (const wake of [...waiters]) wake()
  }
  const teardowns: Array<() => void> = []
  if (registry) teardowns.push(registry.on('register', refresh), registry.on('unregister', refresh))
  refresh()

  const onConnected = ({ namespace, connectorId }: { namespace: string; connectorId: string }) => {
    if (namespace !== 'bip122') return
    const wallet = wallets.find((w) => w.name === connectorId)
    if (wallet) rememberRecentWallet(ctx.storage, { id: wallet.name, name: wallet.name, imageUrl: wallet.icon })
  }
  ctx.events.on('account:connected', onConnected)
  teardowns.push(() => ctx.events.off('account:connected', onConnected))

  const getWallet = (connectorId: string) => wallets.find((w) => w.name === connectorId)
  return {
    getWallet,
    waitForWallet(connectorId, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          const wallet = getWallet(connectorId)
          if (wallet) finish(wallet)
        }
        const finish = (wallet: BitcoinWallet | undefined) => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve(wallet)
        }
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
