/**
 * The send plugin's error entries (codes and English texts): registered by the plugin's
 * descriptor (`errors`) and loaded with the rest of the error texts when first needed, never on the
 * page's static path. Visitors read them translated (`error.<CODE>` in the plugin's messages).
 */
const sendErrorTexts = {
  SEND_AMOUNT_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  SEND_INVALID_AMOUNT: 'Invalid amount: {reason}',
  SEND_INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance: {needed} needed, {available} available',
  SEND_INVALID_ADDRESS: 'Invalid {chain} address: {reason}',
  SEND_NAME_NO_ADDRESS: 'No {chain} address is registered for {name}',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  SEND_REVERTED: 'The transaction failed on chain: nothing was sent',
  SEND_BELOW_DUST: 'Bitcoin cannot send less than {dust} sats to this address',
}

export default sendErrorTexts
