/**
 * The Account view's English texts: they load with the view, not with the modal shell (off the page's
 * code before the first click). Locales translate the same ids (ui/messages/locales); a view reads
 * them with `useMessages(accountMessages)`.
 */
export const accountMessages = {
  'account.copyAddress': 'Copy address',
  'account.copied': 'Copied',
  'account.balance': 'Balance',
  'account.explorer': 'Block Explorer',
  'account.networkButton': 'Network: {name}',
  'account.noNetwork': 'Select network',
  'account.disconnect': 'Disconnect',
  'account.signOutEverywhere': 'Sign out everywhere',
  'account.devices': 'Devices',
  'account.exportKey': 'Export private key',
  'account.twoStep': 'Two-step verification',
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
  'account.notConnected': 'Connect a wallet to see your account.',
} as const
