/**
 * The nfts plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const nftsErrorTexts = {
  NFTS_FETCH_FAILED: 'Failed to fetch NFTs', // ours: the NFTs tab (plugins/nfts)
}

export default nftsErrorTexts
