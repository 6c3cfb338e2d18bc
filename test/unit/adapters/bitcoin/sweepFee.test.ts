import { address as addressCodec } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { planTransfer, sweepFee } from '../../../../adapters/bitcoin/runtime/transfer.js'
import { bitcoinTestAccount, ensureEccLib, REGTEST, UtxoLedger } from '../../../../sandbox/bitcoin/index.js'
import { BitcoinFaucet } from '../../../../sandbox/bitcoin/bitcoinFaucet.js'

ensureEccLib()
const sender = bitcoinTestAccount(5)
const recipient = bitcoinTestAccount(6)
const script = (address: string) => addressCodec.toOutputScript(address, REGTEST)

describe('sweepFee: what "send the whole balance" keeps back', () => {
  it('sending the total minus the sweep fee spends every coin with no change and pays exactly that fee', () => {
    const ledger = new UtxoLedger(REGTEST)
    const faucet = new BitcoinFaucet(ledger)
    const coins = [120_000n, 45_000n, 9_000n].map((sats) => {
      const { record, vout } = faucet.pay(sender.paymentAddress, sats)
      return { txid: record.txid, vout, value: sats }
    })
    const fromScript = script(sender.paymentAddress)
    const toScript = script(recipient.paymentAddress)
    const fee = sweepFee({ coinCount: coins.length, feeRate: 2, fromScript, toScript })
    const total = coins.reduce((sum, c) => sum + c.value, 0n)
    const plan = planTransfer({ coins, amount: total - fee, feeRate: 2, fromScript, toScript })
    expect(plan.inputs).toHaveLength(3)
    expect(plan.change).toBe(0n)
    expect(plan.fee).toBe(fee)
  })

  it('grows with each coin spent and with the fee rate', () => {
    const fromScript = script(sender.paymentAddress)
    const toScript = script(recipient.ordinalAddress)
    const one = sweepFee({ coinCount: 1, feeRate: 1, fromScript, toScript })
    expect(sweepFee({ coinCount: 2, feeRate: 1, fromScript, toScript })).toBe(one + 68n)
    expect(sweepFee({ coinCount: 1, feeRate: 3, fromScript, toScript })).toBe(one * 3n)
  })
})
