/**
 * The WalletConnect pairing views' English texts: they load with the view, not with the modal shell (off the page's
 * code before the first click). Locales translate the same ids (ui/messages/locales); a view reads
 * them with `useMessages(walletConnectMessages)`.
 */
export const walletConnectMessages = {
  'walletConnect.qrLabel': 'QR code',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.continueIn': 'Scan with {name}, or open it below',
  'walletConnect.preparing': 'Preparing the connection link…',
  'walletConnect.waitingForHost': 'Waiting for the connection link…',
  'walletConnect.linkLabel': 'WalletConnect link',
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.linkCopied': 'Link copied',
  'walletConnect.openMobile': 'Open {name} app',
  'walletConnect.openDesktop': 'Open {name} desktop app',
  'walletConnect.openWeb': 'Open {name} web app',
  'walletConnect.rejectedHint': 'The connection was declined in the wallet. Scan the new QR code to try again.',
  'walletConnect.linksLabel': 'Open in the wallet',
} as const
