import type { ViewEntry } from '../../kernel/contracts/definePlugin.js'

/**
 * The views the UI ships, registered by {@link HatchProvider} under the owner `ui`. Each loads
 * with `import()` on first navigation, so none of them is in the bundle that shows the button.
 */
export const coreViews: Record<string, ViewEntry> = {
  Connect: () => import('../views/connect/ConnectView.js'),
  AllWallets: () => import('../views/all-wallets/AllWalletsView.js'),
  ConnectingExternal: () => import('../views/connecting-external/ConnectingExternalView.js'),
  Account: () => import('../views/account/AccountView.js'),
  SwitchNetwork: () => import('../views/networks/SwitchNetworkView.js'),
  SwitchActiveChain: () => import('../views/networks/SwitchActiveChainView.js'),
  UnsupportedChain: () => import('../views/networks/UnsupportedChainView.js'),
}
