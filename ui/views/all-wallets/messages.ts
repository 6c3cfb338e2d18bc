/**
 * The All Wallets view's English texts: they load with the view, not with the modal shell (off the page's
 * code before the first click). Locales translate the same ids (ui/messages/locales); a view reads
 * them with `useMessages(allWalletsMessages)`.
 */
export const allWalletsMessages = {
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search wallet',
  'allWallets.searching': 'Searching…',
  'allWallets.loading': 'Loading wallets…',
  'allWallets.noResults': 'No wallet found',
  'allWallets.loadFailed': 'Wallets could not be loaded.',
  'allWallets.listLabel': 'Wallets',
  'allWallets.resultsLabel': 'Search results',
} as const
