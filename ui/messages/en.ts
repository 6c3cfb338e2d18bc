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
  'view.ApproveTransaction.device': 'Remove Device',
  'view.ApproveTransaction.exportKey': 'Export Private Key',
  'view.ApproveTransaction.twoStep': 'Two-Step Verification',
  'view.ApproveTransaction.passkey': 'Passkey Login',
  'view.ApproveTransaction.addPasskey': 'Add a passkey',
  'view.DataCapture': 'Stay Updated',
  // ApproveTransaction view (the embedded wallet's frame sits below the text)
  'approve.regionLabel': 'Approve in the secure wallet',
  'approve.review': 'Review the request in the secure wallet below.',
  'approve.opening': 'Opening the secure wallet…',
  // Connect view
  'connect.walletsHeading': 'Wallets',
  'connect.noWallets': 'No wallets were found in this browser.',
  'connect.allWallets': 'All Wallets',
  'connect.connectingToast': 'Connecting to your wallet…',
  'connect.connectedToast': 'Connected',
  'connect.walletTypeInstalled': 'Installed',
  'connect.walletTypeRecent': 'Recent',
  // ConnectingExternal view
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
