/**
 * The activity plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const activityErrorTexts = {
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
}

export default activityErrorTexts
