import { Psbt, address as addressCodec, crypto as bcrypto, payments, toXOnly } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { addressTypeOf } from '../../../../adapters/bitcoin/runtime/addressTypes.js'
import { dustLimit, inputVbytes, planTransfer, type Coin } from '../../../../adapters/bitcoin/runtime/transfer.js'
import { bitcoinTestAccount, ensureEccLib, getECPair, REGTEST, sandboxBitcoinKey, UtxoLedger } from '../../../../sandbox/bitcoin/index.js'
import { BitcoinFaucet } from '../../../../sandbox/bitcoin/bitcoinFaucet.js'

ensureEccLib()
const sender = bitcoinTestAccount(7)
const key = sandboxBitcoinKey('account-7')
const recipient = bitcoinTestAccount(8)
const script = (address: string) => addressCodec.toOutputScript(address, REGTEST)

/** A fresh regtest ledger (the sandbox backend's, which checks signatures, fees and dust) with coins for the sender. */
function fundedLedger(amounts: bigint[]): { ledger: UtxoLedger; coins: Coin[] } {
  const ledger = new UtxoLedger(REGTEST)
  const faucet = new BitcoinFaucet(ledger)
  const coins = amounts.map((sats) => {
    const { record, vout } = faucet.pay(sender.paymentAddress, sats)
    return { txid: record.txid, vout, value: sats }
  })
  return { ledger, coins }
}

function buildAndSign(plan: ReturnType<typeof planTransfer>, amount: bigint, to: Uint8Array, taproot = false): string {
  const from = script(taproot ? sender.ordinalAddress : sender.paymentAddress)
  const psbt = new Psbt({ network: REGTEST })
  for (const coin of plan.inputs) {
    psbt.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: from, value: coin.value },
      ...(taproot ? { tapInternalKey: toXOnly(key.publicKey) } : {}),
    })
  }
  psbt.addOutput({ script: to, value: amount })
  if (plan.change > 0n) psbt.addOutput({ script: from, value: plan.change })
  const signer = taproot ? key.tweak(bcrypto.taggedHash('TapTweak', toXOnly(key.publicKey))) : key
  plan.inputs.forEach((_, i) => psbt.signInput(i, signer))
  psbt.finalizeAllInputs()
  return psbt.extractTransaction().toHex()
}

describe('planning a transfer: coins, fee and change', () => {
  it('pays from the largest coin with change back, and the fee covers the real size at the rate', () => {
    const { ledger, coins } = fundedLedger([50_000n, 2_000_000n, 10_000n])
    const amount = 700_000n
    const plan = planTransfer({ coins, amount, feeRate: 3, fromScript: script(sender.paymentAddress), toScript: script(recipient.ordinalAddress) })
    expect(plan.inputs.map((c) => c.value)).toEqual([2_000_000n])
    expect(plan.change).toBe(2_000_000n - amount - plan.fee)
    const mined = ledger.broadcast(buildAndSign(plan, amount, script(recipient.ordinalAddress)))
    expect(mined.fee).toBe(plan.fee)
    expect(Number(plan.fee)).toBeGreaterThanOrEqual(mined.tx.virtualSize() * 3)
    expect(ledger.outputsOf(recipient.ordinalAddress).map((o) => o.value)).toEqual([amount])
  })

  it('adds coins until they cover amount plus fee', () => {
    const { ledger, coins } = fundedLedger([30_000n, 40_000n, 50_000n])
    const plan = planTransfer({ coins, amount: 100_000n, feeRate: 2, fromScript: script(sender.paymentAddress), toScript: script(recipient.paymentAddress) })
    expect(plan.inputs.map((c) => c.value)).toEqual([50_000n, 40_000n, 30_000n])
    const mined = ledger.broadcast(buildAndSign(plan, 100_000n, script(recipient.paymentAddress)))
    expect(Number(mined.fee)).toBeGreaterThanOrEqual(mined.tx.virtualSize() * 2)
  })

  it('gives dust change to the fee instead of creating an output the network refuses', () => {
    const { ledger, coins } = fundedLedger([100_000n])
    const amount = 100_000n - 250n
    const plan = planTransfer({ coins, amount, feeRate: 1, fromScript: script(sender.paymentAddress), toScript: script(recipient.paymentAddress) })
    expect(plan.change).toBe(0n)
    expect(plan.fee).toBe(250n)
    expect(ledger.broadcast(buildAndSign(plan, amount, script(recipient.paymentAddress))).tx.outs).toHaveLength(1)
  })

  it('sizes taproot key-path inputs for a fee the backend accepts', () => {
    const ledger = new UtxoLedger(REGTEST)
    const { record, vout } = new BitcoinFaucet(ledger).pay(sender.ordinalAddress, 80_000n)
    const plan = planTransfer({
      coins: [{ txid: record.txid, vout, value: 80_000n }],
      amount: 20_000n,
      feeRate: 1,
      fromScript: script(sender.ordinalAddress),
      toScript: script(recipient.paymentAddress),
    })
    const mined = ledger.broadcast(buildAndSign(plan, 20_000n, script(recipient.paymentAddress), true))
    expect(Number(mined.fee)).toBeGreaterThanOrEqual(mined.tx.virtualSize())
  })

  it('names the shortfall when the coins cannot pay amount plus fee', () => {
    const { coins } = fundedLedger([10_000n, 5_000n])
    expect(() =>
      planTransfer({ coins, amount: 15_000n, feeRate: 1, fromScript: script(sender.paymentAddress), toScript: script(recipient.paymentAddress) }),
    ).toThrow(/Invalid sendTransfer parameters: amount plus fee \(\d+ sats\) exceeds the spendable balance \(15000 sats\)/)
  })

  it('the ECPair used for the check is a real secp256k1 key', () => {
    expect(getECPair().fromPrivateKey(key.privateKey).publicKey).toEqual(key.publicKey)
  })
})

describe('sizes and dust limits follow the address type', () => {
  const key7 = sandboxBitcoinKey('account-7')
  const nested = payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key7.publicKey, network: REGTEST }), network: REGTEST })
  const legacy = payments.p2pkh({ pubkey: key7.publicKey, network: REGTEST })
  const wsh = payments.p2wsh({ redeem: { output: Uint8Array.from([0x51]) }, network: REGTEST })

  it("Bitcoin Core's dust limits: P2WPKH 294, P2TR 330, P2SH 540, P2PKH 546 sats", () => {
    expect([script(sender.paymentAddress), script(sender.ordinalAddress), nested.output!, legacy.output!].map((s) => [addressTypeOf(s), dustLimit(s)])).toEqual(
      [
        ['p2wpkh', 294n],
        ['p2tr', 330n],
        ['p2sh', 540n],
        ['p2pkh', 546n],
      ],
    )
  })

  it('an input costs what spending its type takes: a P2PKH input more than twice a P2TR one', () => {
    expect([script(sender.paymentAddress), script(sender.ordinalAddress), nested.output!, legacy.output!].map(inputVbytes)).toEqual([68, 58, 92, 149])
    const coins = [{ txid: '11'.repeat(32), vout: 0, value: 100_000n }]
    const fee = (fromScript: Uint8Array) => planTransfer({ coins, amount: 50_000n, feeRate: 10, fromScript, toScript: script(recipient.paymentAddress) }).fee
    expect(fee(legacy.output!) - fee(script(sender.paymentAddress))).toBe(BigInt((149 - 68 + (34 - 31)) * 10))
  })

  it('P2SH-P2WPKH and P2PKH change over their dust limit is kept; under it joins the fee', () => {
    const coins = [{ txid: '11'.repeat(32), vout: 0, value: 100_000n }]
    // One P2PKH input, a P2WPKH recipient and P2PKH change at 1 sat/vB: 11 + 149 + 31 + 34 = 225 sats.
    const kept = planTransfer({ coins, amount: 100_000n - 225n - 546n, feeRate: 1, fromScript: legacy.output!, toScript: script(recipient.paymentAddress) })
    expect([kept.fee, kept.change]).toEqual([225n, 546n])
    const dropped = planTransfer({ coins, amount: 100_000n - 225n - 545n, feeRate: 1, fromScript: legacy.output!, toScript: script(recipient.paymentAddress) })
    expect([dropped.fee, dropped.change]).toEqual([225n + 545n, 0n])
  })

  it('refuses to spend from a type it cannot sign for (P2WSH) with CAPABILITY_MISSING naming the type', () => {
    expect(() => inputVbytes(wsh.output!)).toThrow('The bip122 adapter does not support sendTransfer from a P2WSH address')
  })
})
