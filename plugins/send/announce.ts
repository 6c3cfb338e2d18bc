import type { CaipNetworkId, HatchContext } from '../../kernel/index.js'
import { sendMessages } from './messages.js'
import type { Transfer } from './transfer.js'
import type { SendToken } from './types.js'

/**
 * Tells everyone a send went through: `transaction:sent` on the bus (the Account balance and the
 * Activity tab refresh on it) and the toast "Sent 0.25 ETH" with a link to the transaction on the
 * network's block explorer, when it has one.
 */
export function announceSent(
  ctx: Pick<HatchContext, 'events' | 'toasts'>,
  sent: {
    caipNetworkId: CaipNetworkId
    from: string
    explorerUrl: string | undefined
    transfer: Transfer
    token: Pick<SendToken, 'symbol' | 'decimals'>
    hash: string
  },
): void {
  const { transfer, token, hash, explorerUrl } = sent
  ctx.events.emit('transaction:sent', { namespace: transfer.namespace, caipNetworkId: sent.caipNetworkId, hash, from: sent.from, to: transfer.to })
  // The amount goes in base units: the modal writes it in the visitor's language when it shows.
  ctx.toasts.showSuccess({
    messageId: 'send.sent',
    message: sendMessages['send.sent'],
    values: { amount: { units: transfer.amount.toString(), decimals: token.decimals, symbol: token.symbol } },
    ...(explorerUrl
      ? { link: { label: sendMessages['send.viewOnExplorer'], labelId: 'send.viewOnExplorer', url: `${explorerUrl.replace(/\/$/, '')}/tx/${hash}` } }
      : {}),
  })
}
