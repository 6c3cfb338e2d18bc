import { errorMessages } from '../../kernel/lazy.js'
import onrampErrorTexts from './errorTexts.js'

/** The on-ramp plugin's English texts (a locale may override any id). */
export const onrampMessages = {
  'onramp.purchaseCurrency': 'Currency to buy',
  'onramp.paymentCurrency': 'Pay with',
  'onramp.paymentMethod': 'Payment method',
  'onramp.method.card': 'Card',
  'onramp.method.ach_bank_account': 'Bank account',
  'onramp.amount': 'Amount ({currency})',
  'onramp.limits': '{method}: {min} to {max} {currency}',
  'onramp.loadingOptions': 'Loading what you can buy…',
  'onramp.defaultsOffered': 'The provider’s currency list is unavailable, so the default currencies are offered.',
  'onramp.quoting': 'Getting a quote…',
  'onramp.quote': 'Quote',
  'onramp.estimate': 'Estimate',
  'onramp.estimateNote':
    'The provider could not quote right now. These figures are an estimate with the highest fee (2%); the provider’s page shows the final amount.',
  'onramp.youPay': 'You pay',
  'onramp.networkFee': 'Network fee',
  'onramp.subtotal': 'Subtotal',
  'onramp.youReceive': 'You receive',
  'onramp.youReceiveUnknown': 'Shown on the provider’s page',
  'onramp.continue': 'Continue to provider',
  'onramp.opening': 'Opening the provider…',
  'onramp.pending': 'Complete the payment in the provider’s window. This page follows your {symbol} until it arrives.',
  'onramp.sentTo': 'Sent to',
  'onramp.received': 'Received',
  'onramp.waiting': 'Waiting for your {symbol}…',
  'onramp.windowClosed': 'The provider window is closed. If you paid, your {symbol} still arrives here; if not, open the provider again.',
  'onramp.reopen': 'Open the provider window again',
  'onramp.cancel': 'Stop waiting',
  'onramp.arrived': '{amount} arrived in your wallet',
  'onramp.timeout': 'Your {symbol} has not arrived yet. It shows in your balance as soon as the provider sends it.',
  'onramp.back': 'Back to account',
  'onramp.notConnected': 'Connect a wallet to buy crypto.',
  'onramp.thisNetwork': 'this network',
  'onramp.notAnAmount': '‘{text}’ is not an amount such as 50.00 (digits, at most 2 decimals)',
  'onramp.enterAmount': 'enter the amount to pay',
  // Errors, as the kernel catalogue words them; a locale's `error.<CODE>` applies.
  ...errorMessages(onrampErrorTexts),
  'error.UNKNOWN_ERROR': 'Unknown error',
} as const

/** Ids of {@link onrampMessages}. */
export type OnrampMessageId = keyof typeof onrampMessages
