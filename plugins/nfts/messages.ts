/** The nfts plugin's English texts (a locale may override any id). */
export const nftsMessages = {
  'nfts.listLabel': 'NFTs',
  'nfts.loading': 'Loading NFTs…',
  'nfts.empty': 'No NFTs yet',
  'nfts.emptyNote': 'NFTs this account holds on {network} show here.',
  // The catalogue text of NFTS_FETCH_FAILED (a unit test keeps them equal); not imported, for the
  // same reason as in controller.ts.
  'nfts.failed': 'Failed to fetch NFTs',
  'nfts.retry': 'Try again',
  'nfts.noImage': 'No image',
  'nfts.noNetwork': 'Choose a network to see your NFTs.',
} as const
