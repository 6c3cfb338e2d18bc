import { errorMessages } from '../../kernel/lazy.js'
import swapsErrorTexts from './errorTexts.js'

/** The swaps plugin's English texts (a locale may override any id). */
export const swapsMessages = {
  'swaps.from': 'From',
  'swaps.to': 'To',
  'swaps.tokenPlaceholder': 'Select a token',
  'swaps.balance': 'Balance: {amount}',
  'swaps.flip': 'Switch the tokens',
  'swaps.amount': 'Amount',
  'swaps.slippage': 'Slippage tolerance (%)',
  'swaps.quoting': 'Getting a quote…',
  'swaps.receive': 'You receive: {amount}',
  'swaps.minimum': 'Minimum received: {amount}',
  'swaps.rate': 'Rate: {from} = {to}',
  'swaps.priceImpact': 'Price impact: {impact}',
  'swaps.fee': 'Network fee: {fee}',
  'swaps.feeUsd': 'Network fee: {fee} ({usd})',
  'swaps.approve': 'Approve {symbol}',
  'swaps.approving': 'Approving…',
  'swaps.approveHint': 'The exchange needs your permission to spend {symbol} first.',
  'swaps.submit': 'Swap',
  'swaps.swapping': 'Swapping…',
  'swaps.confirming': 'Waiting for the network to confirm the swap…',
  'swaps.swapped': 'Swapped {from} for {to}',
  'swaps.viewOnExplorer': 'View on explorer',
  'swaps.loadingTokens': 'Loading tokens…',
  'swaps.retry': 'Try again',
  'swaps.notConnected': 'Connect a wallet to swap.',
  // Errors, as the kernel catalogue words them; a locale's `error.<CODE>` applies.
  ...errorMessages(swapsErrorTexts),
  'error.NO_ACTIVE_CAIP_ADDRESS': 'No ActiveCaipAddress found',
  'error.CAPABILITY_MISSING': 'The {namespace} adapter does not support {capability}',
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const

/** Ids of {@link swapsMessages}. */
export type SwapsMessageId = keyof typeof swapsMessages
