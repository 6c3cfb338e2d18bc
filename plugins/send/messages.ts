/** The send plugin's English texts (a locale may override any id). */
export const sendMessages = {
  'send.token': 'Token',
  'send.tokenPlaceholder': 'Select a token',
  'send.balance': 'Balance: {amount}',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.maxLabel': 'Use the maximum amount',
  'send.receiver': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.resolving': 'Looking up {name}…',
  'send.resolvedTo': 'Sends to {address}',
  'send.networkBalance': 'Network balance: {usd}',
  'send.fee': 'Network fee: {fee}',
  'send.feeEstimating': 'Network fee: estimating…',
  'send.feeFailed': 'Network fee: could not be estimated',
  'send.submit': 'Send',
  'send.sending': 'Sending…',
  'send.sent': 'Sent {amount}',
  'send.viewOnExplorer': 'View on explorer',
  'send.notConnected': 'Connect a wallet to send.',
  'send.noTokens': 'This account holds nothing to send on this network.',
  // Errors the form names, as the kernel catalogue words them (spec §5); a locale's `error.<CODE>` applies.
  'error.SEND_AMOUNT_RECEIVER_REQUIRED': 'An amount and receiver address are required',
  'error.SEND_TOKEN_REQUIRED': 'A token is required',
  'error.SEND_INVALID_AMOUNT': 'Invalid amount: {reason}',
  'error.SEND_INSUFFICIENT_BALANCE': 'Insufficient {symbol} balance: {needed} needed, {available} available',
  'error.SEND_INVALID_ADDRESS': 'Invalid {chain} address: {reason}',
  'error.SEND_NAME_NO_ADDRESS': 'No {chain} address is registered for {name}',
  'error.NAME_RESOLVE_FAILED': 'Error resolving name',
  'error.NO_ACTIVE_CAIP_ADDRESS': 'No ActiveCaipAddress found',
  'error.CAPABILITY_MISSING': 'The {namespace} adapter does not support {capability}',
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const

/** Ids of {@link sendMessages}. */
export type SendMessageId = keyof typeof sendMessages
