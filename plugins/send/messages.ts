import { errorMessages } from '../../kernel/lazy.js'
import sendErrorTexts from './errorTexts.js'

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
  'send.feeInWallet': 'Network fee: your wallet shows it before you confirm',
  // A fee of 0: an app's paymaster sponsors the smart account's operation (or the chain charges none).
  'send.feeNone': 'Network fee: none, you pay nothing',
  'send.tokenFee': 'The token’s issuer keeps {fee}: the recipient gets {amount}',
  'send.submit': 'Send',
  'send.sending': 'Sending…',
  'send.confirming': 'Waiting for the network to confirm the send…',
  'send.sent': 'Sent {amount}',
  'send.sentLessTokenFee': 'Sent {amount}: the recipient gets {received}',
  'send.viewOnExplorer': 'View on explorer',
  'send.notConnected': 'Connect a wallet to send.',
  'send.noTokens': 'This account holds nothing to send on this network.',
  'send.unavailable': 'Your wallet does not let this site send on this network. Send from your wallet app instead.',
  'send.walletReason': 'The wallet said: {reason}',
  // Errors the form names: the plugin's own (written once, in errorTexts.ts) and the kernel's it shows; a locale's `error.<CODE>` applies.
  ...errorMessages(sendErrorTexts),
  'error.NO_ACTIVE_CAIP_ADDRESS': 'No ActiveCaipAddress found',
  'error.CAPABILITY_MISSING': 'The {namespace} adapter does not support {capability}',
  'error.WALLET_REQUEST_FAILED': 'The wallet could not complete {method}',
  'error.WALLET_REQUEST_REJECTED': 'Request rejected in the wallet',
  'error.WALLET_CHAIN_UNSUPPORTED': '{wallet} does not work on {network}: it declares {chains}',
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const

/** Ids of {@link sendMessages}. */
export type SendMessageId = keyof typeof sendMessages
