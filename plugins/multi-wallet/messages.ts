/** The multi-wallet plugin's English texts (a locale may override any id). */
export const multiWalletMessages = {
  'multiWallet.heading': 'Connected wallets',
  'multiWallet.active': 'Active',
  'multiWallet.notConnected': 'Not connected',
  'multiWallet.switch': 'Switch',
  'multiWallet.switchTo': 'Switch to {name}',
  'multiWallet.reconnect': 'Connect',
  'multiWallet.reconnectTo': 'Connect {name} again',
  'multiWallet.delete': 'Delete',
  'multiWallet.deleteWallet': 'Delete {name}',
  'multiWallet.add': 'Add wallet',
  'multiWallet.empty': 'No wallet is connected.',
  'multiWallet.balanceUnavailable': 'Balance unavailable',
  'multiWallet.switched': 'Switched to {name}',
  'multiWallet.deleted': '{name} deleted',
} as const

/** An id of {@link multiWalletMessages}. */
export type MultiWalletMessageId = keyof typeof multiWalletMessages
