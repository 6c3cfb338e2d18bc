import type { HatchContext } from '../../../kernel/contracts/context.js'
import { buildConnectors, isSolanaWallet } from './connectors.js'
import type { Wallet, WalletRegistry } from './types.js'

/** The live Wallet Standard discovery of one Hatch instance. */
export interface SolanaDiscovery {
  /** The Solana wallet behind a connector id (the wallet's name). */
  getWallet(connectorId: string): Wallet | undefined
  /** Like {@link getWallet}, waiting up to `timeoutMs` for the wallet to register (reconnect after a reload). */
  waitForWallet(connectorId: string, timeoutMs: number): Promise<Wallet | undefined>
  stop(): void
}

/**
 * Follows the Wallet Standard registry and keeps the instance's `solana` connectors current.
 * The registry is `@wallet-standard/app`'s `getWallets()` in a browser (which speaks the
 * `wallet-standard:app-ready` / `wallet-standard:register-wallet` window events), or undefined
 * where there is no window.
 */
export function startDiscovery(ctx: HatchContext, registry: WalletRegistry | undefined): SolanaDiscovery {
  const waiters = new Set<() => void>()
  const solanaWallets = () => (registry ? registry.get().filter(isSolanaWallet) : [])
  const publish = () => {
    ctx.setConnectors('solana', buildConnectors(solanaWallets()))
    for (const wake of [...waiters]) wake()
  }
  const offs = registry ? [registry.on('register', publish), registry.on('unregister', publish)] : []
  publish()
  const getWallet = (connectorId: string) => solanaWallets().find((w) => w.name === connectorId)
  return {
    getWallet,
    waitForWallet(connectorId, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          const wallet = getWallet(connectorId)
          if (!wallet) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(wallet)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          resolve(undefined)
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    stop() {
      for (const off of offs.splice(0)) off()
      waiters.clear()
    },
  }
}
