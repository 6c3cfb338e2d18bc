/**
 * The swaps plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const swapsErrorTexts = {
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  SWAPS_INVALID_AMOUNT: 'Invalid amount: {reason}',
  SWAPS_INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance: {needed} needed, {available} available',
  SWAPS_INSUFFICIENT_LIQUIDITY: 'Not enough liquidity for this swap: {reason}',
  SWAPS_SERVICE_FAILED: 'The swap service failed: {reason}',
  SWAPS_INVALID_SLIPPAGE: 'Slippage must be a percentage above 0 and at most 50',
  SWAPS_TOKENS_REQUIRED: 'Choose two different tokens to swap',
  SWAPS_REVERTED: 'The transaction failed on chain: nothing was swapped',
}

export default swapsErrorTexts
