import type { CaipNetworkId, HatchContext } from '../../kernel/index.js'
import { sendMessages } from './messages.js'
import type { Transfer } from './transfer.js'
import type { SendToken } from './types.js'

/**
 * The send on the bus: `transaction:sent` as soon as the wallet returns the hash (the Account
 * balance and the Activity tab refresh on it), `transaction:confirmed` once the chain confirmed it
 * (the balances read again).
 */
export function emitTransfer(
  ctx: Pick<HatchContext, 'events'>,
  event: 'transaction:sent' | 'transaction:confirmed',
  sent: { caipNetworkId: CaipNetworkId; from: string; transfer: Transfer; hash: string },
): void {
  const { transfer } = sent
  ctx.events.emit(event, { namespace: transfer.namespace, caipNetworkId: sent.caipNetworkId, hash: sent.hash, from: sent.from, to: transfer.to })
}

/**
 * Tells the visitor a send went through (once the chain confirmed it): the toast "Sent 0.25 ETH"
 * with a link to the transaction on the network's block explorer, when it has one. When the
 * token's issuer keeps part of the amount (`tokenFee`), the toast says what the recipient gets:
 * "Sent 10 FEE: the recipient gets 9.9 FEE". (`transaction:sent` goes out at hash time: {@link emitTransfer}.)
 */

export function announceSent(
  ctx: Pick<HatchContext, 'toasts'>,
  sent: {
    caipNetworkId: CaipNetworkId
    from: string
    explorerUrl: string | undefined
    transfer: Transfer
    /** Token units the token's issuer keeps of the amount (0 or absent: none). */
    tokenFee?: bigint
    token: Pick<SendToken, 'symbol' | 'decimals'>
    hash: string
  },
): void {
  const { transfer, token, hash, explorerUrl } = sent
  // Amounts go in base units: the modal writes them in the visitor's language when it shows.
  const units = (value: bigint) => ({ units: value.toString(), decimals: token.decimals, symbol: token.symbol })
  const kept = sent.tokenFee !== undefined && sent.tokenFee > 0n
  const messageId = kept ? 'send.sentLessTokenFee' : 'send.sent'
  ctx.toasts.showSuccess({
    messageId,
    message: sendMessages[messageId],
    values: { amount: units(transfer.amount), ...(kept ? { received: units(transfer.amount - (sent.tokenFee ?? 0n)) } : {}) },
    ...(explorerUrl
      ? { link: { label: sendMessages['send.viewOnExplorer'], labelId: 'send.viewOnExplorer', url: `${explorerUrl.replace(/\/$/, '')}/tx/${hash}` } }
      : {}),
  })
}
