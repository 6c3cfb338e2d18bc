/**
 * The network views' English texts (SwitchActiveChain, UnsupportedChain, the network list): they load with the view, not with the modal shell (off the page's
 * code before the first click). Locales translate the same ids (ui/messages/locales); a view reads
 * them with `useMessages(networksMessages)`.
 */
export const networksMessages = {
  'networks.listLabel': 'Networks',
  'networks.current': 'Current',
  'networks.approveInWallet': 'Approve in wallet',
  'networks.switchingTo': 'Switching to {name}…',
  'networks.tryAgain': 'Try again',
  'networks.switchActiveChainText': 'Your connected wallet is not on {namespace}. Switch to {name} and connect a wallet that supports it.',
  'networks.switchActiveChainButton': 'Switch to {name}',
  'networks.unsupportedTitle': 'Unsupported chain',
  'networks.unsupportedText': "This app doesn't support your wallet's current network. Switch to an available option to continue.",
  'networks.disconnect': 'Disconnect',
} as const
