/** The pay plugin's English texts (a locale may override any id). */
export const payMessages = {
  'pay.asked': 'Payment requested',
  'pay.amount': 'Amount',
  'pay.recipient': 'Recipient',
  'pay.network': 'Network',
  'pay.payFrom': 'Pay from',
  'pay.fromWallet': 'Pay {amount} from your wallet',
  'pay.fromExchange': 'Pay {amount} from an exchange account',
  'pay.notConnected': 'Connect a wallet on {network} to pay from it.',
  'pay.notEnough': 'Not enough {symbol}: your wallet holds {holds} on {network}, {amount} is needed',
  'pay.connect': 'Connect Wallet',
  'pay.cancel': 'Cancel payment',
  'pay.inWallet': 'Confirm the payment in your wallet…',
  'pay.atExchange': 'Finish the payment on the exchange’s page…',
  'pay.reopenExchange': 'Open the exchange page again',
  'pay.pending': 'Payment pending: waiting for the network to confirm it…',
  'pay.confirmed': 'Payment confirmed',
  'pay.failed': 'Payment failed',
  'pay.cancelled': 'Payment cancelled',
  'pay.receipt': 'Receipt',
  'pay.paidWith': 'Paid from',
  'pay.paidWith.wallet': 'Your wallet',
  'pay.paidWith.exchange': 'Exchange account',
  'pay.from': 'From',
  'pay.transaction': 'Transaction',
  'pay.block': 'Block',
  'pay.viewOnExplorer': 'View on explorer',
  'pay.done': 'Done',
  'pay.nothing': 'No payment is requested.',
} as const

/** An id of {@link payMessages}. */
export type PayMessageId = keyof typeof payMessages
