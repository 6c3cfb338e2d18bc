import { address as addressCodec } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { planTransfer } from '../../../../adapters/bitcoin/runtime/transfer.js'
import { toSendError } from '../../../../plugins/send/errors.js'
import de from '../../../../ui/messages/locales/de.js'
import { bitcoinTestAccount, REGTEST } from '../../../../sandbox/bitcoin/index.js'

const script = (address: string) => addressCodec.toOutputScript(address, REGTEST)
const refusal = (amount: bigint, to: string): unknown => {
  try {
    planTransfer({ coins: [], amount, feeRate: 1, fromScript: script(bitcoinTestAccount(7).paymentAddress), toScript: script(to) })
  } catch (error) {
    return error
  }
  throw new Error('planTransfer accepted the amount')
}

/**
 * A Bitcoin send under the recipient's dust limit read "Invalid sendTransfer parameters: amount 1
 * sats is below the dust limit of 294 sats for a P2WPKH recipient" (the call's fine print, in
 * English in every language). The form now names the rule.
 */
describe('a Bitcoin send below the dust limit', () => {
  it('the form says the least Bitcoin sends to that address, by its type; a dapp still gets INVALID_PARAMETERS', () => {
    const recipient = bitcoinTestAccount(8)
    const segwit = refusal(1n, recipient.paymentAddress)
    expect(segwit).toMatchObject({ code: 'INVALID_PARAMETERS' })
    expect(toSendError(segwit)).toEqual({ code: 'SEND_BELOW_DUST', params: { dust: '294' } })
    expect(toSendError(refusal(300n, recipient.ordinalAddress))).toEqual({ code: 'SEND_BELOW_DUST', params: { dust: '330' } })
    expect(de['error.SEND_BELOW_DUST']).toBe('Bitcoin kann an diese Adresse nicht weniger als {dust} Sats senden')
  })
})
