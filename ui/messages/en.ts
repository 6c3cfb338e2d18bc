import { buttonMessages } from './buttonMessages.js'

/**
 * The English message catalogue: every user-facing string of the UI shell, keyed by a stable id.
 * A locale is another object with the same keys (see {@link MessageId}); views never hold text.
 * `{name}` placeholders are filled by `t(id, params)`.
 */
export const en = {
  // Connect button (kept in their own module: they load before the first click, the rest with the modal)
  ...buttonMessages,
  // Modal chrome
  'modal.back': 'Back',
  'account.actionsLabel': 'Wallet features',
  'modal.close': 'Close',
  'modal.loadingView': 'Loading…',
  'modal.viewFailed': 'This screen could not be loaded.',
  'modal.retry': 'Try again',
  'modal.dismissAlert': 'Dismiss',
  'modal.dismissToast': 'Dismiss notification',
  'modal.untitled': 'Hatch',
  // Header titles, one per view id of spec §2 (`view.<id>`)
  'view.Connect': 'Connect Wallet',
  'view.Account': 'Account',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnect': 'WalletConnect',
  'view.ConnectingWalletConnectBasic': 'Connect Wallet',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingFarcaster': 'Farcaster',
  'view.EmailLogin': 'Email Login',
  'view.UpdateEmailWallet': 'Edit Email',
  'view.ProfileWallets': 'Wallets',
  'view.SwitchNetwork': 'Switch Network',
  'view.SwitchActiveChain': 'Switch Chain',
  'view.UnsupportedChain': 'Unsupported Network',
  'view.RegisterAccountName': 'Choose Name',
  'view.RegisterAccountNameSuccess': 'Name Registered',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.ApproveTransaction.message': 'Sign Message',
  'view.ApproveTransaction.typedData': 'Sign Typed Data',
  'view.DataCapture': 'Stay Updated',
  // ApproveTransaction view (the embedded wallet's frame sits below the text)
  'approve.regionLabel': 'Approve in the secure wallet',
  'approve.review': 'Review the request in the secure wallet below.',
  'approve.opening': 'Opening the secure wallet…',
  // Connect view
  'connect.walletsHeading': 'Wallets',
  'connect.noWallets': 'No wallets were found in this browser.',
  'connect.allWallets': 'All Wallets',
  'connect.email': 'Continue with email',
  'connect.socials': 'Continue with a social account',
  'connect.connectingToast': 'Connecting to your wallet…',
  'connect.connectedToast': 'Connected',
  'connect.walletTypeInstalled': 'Installed',
  'connect.walletTypeRecent': 'Recent',
  // AllWallets view
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.searching': 'Searching…',
  'allWallets.loading': 'Loading wallets…',
  'allWallets.noResults': 'No wallet found',
  'allWallets.loadFailed': 'Wallets could not be loaded.',
  'allWallets.listLabel': 'Wallets',
  'allWallets.resultsLabel': 'Search results',
  // ConnectingExternal view
  'connecting.continueIn': 'Continue in {name}',
  'connecting.acceptRequest': 'Accept the connection request in the wallet.',
  'connecting.rejected': 'Connection rejected',
  'connecting.rejectedHint': 'The connection was declined in the wallet.',
  'connecting.tryAgain': 'Try again',
  'connecting.unknownWallet': 'Wallet',
  // Account view
  'account.copyAddress': 'Copy address',
  'account.copied': 'Copied',
  'account.balance': 'Balance',
  'account.explorer': 'Block Explorer',
  'account.networkButton': 'Network: {name}',
  'account.noNetwork': 'Select network',
  'account.disconnect': 'Disconnect',
  'account.signOutEverywhere': 'Sign out everywhere',
  'account.email': 'E-mail: {email}',
  'account.changeEmail': 'Change e-mail',
  'account.typeEoa': 'EOA',
  'account.typeSmartAccount': 'Smart account',
  'account.typeSmartAccountUndeployed': 'Smart account (deployed on first transaction)',
  'account.switchToSmartAccount': 'Switch to smart account',
  'account.switchToEoa': 'Switch to EOA',
  'account.social': 'Signed in with {provider}',
  'account.socialAs': 'Signed in with {provider} as {username}',
  'account.tabsLabel': 'Account sections',
  'account.tabTokens': 'Tokens',
  'account.tokensLoading': 'Loading balances…',
  'account.tokensUnavailable': 'Token Balance Unavailable',
  'account.tokensEmpty': 'No tokens yet',
  'account.testnetNote': 'Token balances are shown on main networks only.',
  'account.bitcoinAccounts': 'Bitcoin accounts',
  'account.paymentAddress': 'Payment address',
  'account.ordinalAddress': 'Ordinal address',
  // Network views
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
  // WalletConnect pairing views (adapters/walletconnect)
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
  // Generic fallbacks
  'error.unknown': 'Something went wrong',
  // Why a typed amount is not one (hatch/react/primitives parseTokenAmount); the {reason} of the amount errors
  'amount.notNumber': '“{text}” is not a number; write it like {example}',
  'amount.tooManyDecimals': 'too many decimals (at most {decimals})',
  'amount.noDecimals': 'this token has no decimals',
  'amount.notPositive': 'must be more than zero',
} as const

/** Id of one catalogue entry. */
export type MessageId = keyof typeof en

/** A complete catalogue (a locale) or a partial override of one. */
export type Messages = Record<MessageId, string>
