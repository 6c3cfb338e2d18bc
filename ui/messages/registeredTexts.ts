/**
 * English texts that live elsewhere and reach the modal without an id of `en.ts`: the titles the
 * built-in plugins register their views with (`view.<id>`), the labels of their Account tabs and
 * actions and Connect methods (`extension.<kind>.<id>`), and the kernel's alerts
 * (`alert.<CODE>.title` / `.description`, kernel/errors/alerts.ts). The UI looks these ids up in a
 * locale and otherwise shows the registered text (so a host's own `label` option stays in English);
 * they are listed here so every locale translates them and the locale test checks they do.
 */
export const registeredTexts = {
  // View titles of the built-in plugins (their `views` entries)
  'view.activity/list': 'Activity',
  'view.swaps/main': 'Swap',
  'view.pay/main': 'Pay',
  'view.receive/main': 'Receive',
  'view.onramp/buy': 'Buy',
  'view.send/main': 'Send',
  'view.ConnectSocials': 'Social login',
  // View titles of the built-in adapters
  'view.Devices': 'Devices',
  // Account tabs, Account actions and Connect methods the built-in plugins contribute
  'extension.accountTabs.activity': 'Activity',
  'extension.accountTabs.nfts': 'NFTs',
  'extension.accountActions.send': 'Send',
  'extension.accountActions.receive': 'Receive',
  'extension.accountActions.swaps': 'Swap',
  'extension.accountActions.onramp': 'Buy',
  'extension.accountActions.names': 'Register name',
  'extension.accountActions.wallets': 'Wallets',
  'extension.connectMethods.email': 'Email',
  'extension.connectMethods.socials': 'Continue with a social account',
  'extension.connectMethods.passkey': 'Continue with a passkey',
  // Alerts (spec §8), as kernel/errors/alerts.ts words them
  'alert.APKT001.title': 'Network Not Found',
  'alert.APKT001.description': 'The network is not in the configured list.',
  'alert.APKT002.title': 'Invalid App Configuration',
  'alert.APKT002.description': 'The origin of this page is not allowed for this project id.',
  'alert.APKT003.title': 'Network Error: Wallet Load Failed',
  'alert.APKT003.description': 'The wallet failed to load.',
  'alert.APKT004.title': 'Wallet Request Timeout',
  'alert.APKT004.description': 'The wallet request timed out.',
  'alert.APKT005.title': 'Unverified Domain',
  'alert.APKT005.description': 'This domain is unverified.',
  'alert.APKT006.title': 'Session Expired',
  'alert.APKT006.description': 'The session is invalid or expired; check the system clock.',
  'alert.APKT007.title': 'Invalid Project ID',
  'alert.APKT007.description': 'The project id is invalid.',
  'alert.APKT008.title': 'Project ID Missing',
  'alert.APKT008.description': 'No project id was configured.',
  'alert.APKT009.title': 'Server Error',
  'alert.APKT009.description': 'The app configuration could not be fetched.',
  'alert.APKT010.title': 'Rate Limited',
  'alert.APKT010.description': 'Too many configuration requests; try again later.',
} as const
