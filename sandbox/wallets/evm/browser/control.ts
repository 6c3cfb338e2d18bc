import type { Address } from 'viem'
import { WalletChainSchema, WalletModeSchema, type WalletMode } from './config.js'
import type { LoggedRequest, WalletCore } from './walletCore.js'
import * as v from 'valibot'

/**
 * What a test can do to a wallet, as its user would from the wallet's own UI:
 * `window.HatchTestWallet.get(rdns)`.
 */
export interface WalletControl {
  readonly rdns: string
  /** Changes how user-action requests are answered from now on. */
  setMode(mode: WalletMode): void
  getMode(): WalletMode
  /** The active address (whether or not the site is connected). */
  address(): Address | undefined
  /** The wallet's current chain id (a number). */
  chainId(): number
  /** Whether the current origin has been approved. */
  isConnected(): boolean
  /**
   * The wallet changes chain on its own and the dapp hears chainChanged. A chain the wallet does not
   * know yet needs `chain` ({ name, rpcUrl }) and is added first, so a test can move the wallet to a
   * chain the dapp has never configured.
   */
  switchChainFromWallet(chainId: number, chain?: { name: string; rpcUrl: string; symbol?: string }): void
  /** Replaces the exposed accounts (first is active): private keys, or addresses the wallet already holds. */
  setAccounts(keysOrAddresses: string[]): void
  /** The user disconnects the site from the wallet: accountsChanged([]) then disconnect (4900). */
  disconnectFromWallet(): void
  /** The user closes the popup: every waiting request is rejected with 4001. */
  dismissPending(): void
  /** Every request the dapp made, oldest first (a copy). */
  requests(): LoggedRequest[]
  /** Requests waiting for the user ('prompt' or 'hang'). */
  pendingCount(): number
}

/** Builds the control surface of one wallet over its core. */
export function createControl(wallet: WalletCore): WalletControl {
  const rdns = wallet.config.rdns
  return {
    rdns,
    setMode(mode) {
      const parsed = v.safeParse(WalletModeSchema, mode)
      if (!parsed.success) throw new Error(`HatchTestWallet ${rdns}.setMode(${JSON.stringify(mode)}): ${parsed.issues[0]?.message}`)
      wallet.mode = parsed.output
    },
    getMode: () => wallet.mode,
    address: () => wallet.activeAccount?.address,
    chainId: () => wallet.chainId,
    isConnected: () => wallet.connected,
    switchChainFromWallet(chainId, chain) {
      if (!wallet.chains.has(chainId)) {
        if (!chain) {
          throw new Error(
            `HatchTestWallet ${rdns}.switchChainFromWallet(${chainId}): the wallet does not know chain ${chainId}; pass { name, rpcUrl } to add it`,
          )
        }
        const parsed = v.safeParse(WalletChainSchema, { ...chain, chainId })
        if (!parsed.success) {
          throw new Error(`HatchTestWallet ${rdns}.switchChainFromWallet(${chainId}): ${parsed.issues.map((i) => i.message).join('; ')}`)
        }
        wallet.addChain(parsed.output)
      }
      wallet.setChain(chainId)
    },
    setAccounts: (keysOrAddresses) => {
      if (!Array.isArray(keysOrAddresses)) throw new Error(`HatchTestWallet ${rdns}.setAccounts expects an array`)
      wallet.setAccounts(keysOrAddresses)
    },
    disconnectFromWallet: () => wallet.disconnectFromWallet(),
    dismissPending: () => wallet.dismissPending(),
    requests: () => wallet.log.map((entry) => ({ ...entry })),
    pendingCount: () => wallet.pendingCount(),
  }
}
