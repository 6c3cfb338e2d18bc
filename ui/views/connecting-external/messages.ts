/**
 * The connecting views' English texts (ConnectingExternal, and WalletConnect's pairing panel for
 * its refusal and retry): they load with those views, not with the modal shell (off the page's code
 * before the first click). Locales translate the same ids (ui/messages/locales); a view reads them
 * with `useMessages(connectingMessages)`.
 */
export const connectingMessages = {
  'connecting.continueIn': 'Continue in {name}',
  'connecting.acceptRequest': 'Accept the connection request in the wallet.',
  'connecting.rejected': 'Connection rejected',
  'connecting.rejectedHint': 'The connection was declined in the wallet.',
  'connecting.tryAgain': 'Try again',
  'connecting.unknownWallet': 'Wallet',
} as const
