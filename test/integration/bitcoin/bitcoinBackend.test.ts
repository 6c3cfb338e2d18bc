import { Psbt, Transaction, crypto as bcrypto, payments, script, toXOnly } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getECPair, REGTEST, startBitcoinBackend, type BitcoinBackendHandle, type BitcoinTestAccount } from '../../../sandbox/bitcoin/index.js'

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height: number }
}

const ECPair = getECPair()

describe('Esplora-compatible Bitcoin backend with bitcoinjs-lib', () => {
  let bitcoin: BitcoinBackendHandle
  let alice: BitcoinTestAccount
  let bob: BitcoinTestAccount

  beforeAll(async () => {
    bitcoin = await startBitcoinBackend({ port: 0, network: 'regtest', fundedAccounts: 2 })
    ;[alice, bob] = bitcoin.accounts as [BitcoinTestAccount, BitcoinTestAccount]
  })
  afterAll(async () => {
    await bitcoin?.stop()
  })

  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(bitcoin.url + path)
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
    return (response.headers.get('content-type')?.includes('json') ? response.json() : response.text()) as Promise<T>
  }
  const broadcast = (hex: string) => fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })
  const balance = async (address: string) => {
    const utxos = await get<Utxo[]>(`/address/${address}/utxo`)
    return utxos.reduce((sum, u) => sum + u.value, 0)
  }
  const scriptOf = (address: string) => bitcoin.ledger.scriptOf(address)

  /** A p2wpkh payment from `from` to `to`, signed by `from`'s key. */
  const paymentPsbt = async (from: BitcoinTestAccount, to: string, sats: number, fee = 500, claimedValue?: number) => {
    const [utxo] = await get<Utxo[]>(`/address/${from.paymentAddress}/utxo`)
    if (!utxo) throw new Error('no utxo')
    const psbt = new Psbt({ network: REGTEST })
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: scriptOf(from.paymentAddress), value: BigInt(claimedValue ?? utxo.value) },
    })
    psbt.addOutput({ address: to, value: BigInt(sats) })
    psbt.addOutput({ address: from.paymentAddress, value: BigInt(utxo.value - sats - fee) })
    psbt.signInput(0, ECPair.fromWIF(from.wif, REGTEST))
    psbt.finalizeAllInputs()
    // Skip bitcoinjs's own fee sanity check: the backend must be the one that refuses bad transactions.
    return psbt.extractTransaction(true)
  }

  it('reports the funded balances of the payment and ordinal addresses', async () => {
    const summary = await get<{ chain_stats: { funded_txo_sum: number; tx_count: number } }>(`/address/${alice.paymentAddress}`)
    expect(summary.chain_stats).toMatchObject({ funded_txo_sum: 100_000_000, tx_count: 1 })
    expect(await balance(alice.paymentAddress)).toBe(100_000_000)
    expect(await balance(alice.ordinalAddress)).toBe(10_000_000)
    expect(alice.paymentAddress).toMatch(/^bcrt1q/)
    expect(alice.ordinalAddress).toMatch(/^bcrt1p/)
    expect(Number(await get<string>('/blocks/tip/height'))).toBe(bitcoin.ledger.height)
    expect(await get<Record<string, number>>('/fee-estimates')).toMatchObject({ '1': expect.any(Number), '144': 1 })
  })

  it('accepts a signed p2wpkh PSBT, confirms it at the next height and moves the balances', async () => {
    const heightBefore = Number(await get<string>('/blocks/tip/height'))
    const bobBefore = await balance(bob.paymentAddress)
    const tx = await paymentPsbt(alice, bob.paymentAddress, 25_000_000)
    const response = await broadcast(tx.toHex())
    expect(response.status).toBe(200)
    const txid = await response.text()
    expect(txid).toBe(tx.getId())
    expect(await get(`/tx/${txid}/status`)).toMatchObject({ confirmed: true, block_height: heightBefore + 1 })
    expect(await get<string>(`/tx/${txid}/hex`)).toBe(tx.toHex())
    const json = await get<{ fee: number; vin: { prevout: { scriptpubkey_type: string } }[] }>(`/tx/${txid}`)
    expect(json.fee).toBe(500)
    expect(json.vin[0]?.prevout.scriptpubkey_type).toBe('v0_p2wpkh')
    expect(await balance(bob.paymentAddress)).toBe(bobBefore + 25_000_000)
    expect(await balance(alice.paymentAddress)).toBe(100_000_000 - 25_000_000 - 500)
    const history = await get<{ txid: string }[]>(`/address/${bob.paymentAddress}/txs`)
    expect(history[0]?.txid).toBe(txid)
  })

  it('accepts a taproot key-path spend from the ordinal address', async () => {
    const [utxo] = await get<Utxo[]>(`/address/${alice.ordinalAddress}/utxo`)
    const key = ECPair.fromWIF(alice.wif, REGTEST)
    const internal = toXOnly(key.publicKey)
    const tweaked = key.tweak(bcrypto.taggedHash('TapTweak', internal))
    const psbt = new Psbt({ network: REGTEST })
    psbt.addInput({
      hash: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: scriptOf(alice.ordinalAddress), value: BigInt(utxo!.value) },
      tapInternalKey: internal,
    })
    psbt.addOutput({ address: bob.ordinalAddress, value: 4_000_000n })
    psbt.addOutput({ address: alice.ordinalAddress, value: BigInt(utxo!.value - 4_000_000 - 400) })
    psbt.signInput(0, tweaked)
    psbt.finalizeAllInputs()
    const response = await broadcast(psbt.extractTransaction().toHex())
    expect(await response.text()).toMatch(/^[0-9a-f]{64}$/)
    expect(await balance(bob.ordinalAddress)).toBe(14_000_000)
  })

  it('rejects a tampered signature and a signature over the wrong amount', async () => {
    const tx = await paymentPsbt(bob, alice.paymentAddress, 1_000_000)
    const tampered = Transaction.fromHex(tx.toHex())
    const signature = Uint8Array.from(tampered.ins[0]!.witness[0]!)
    signature[10] = (signature[10] ?? 0) ^ 0x01
    tampered.setWitness(0, [signature, tampered.ins[0]!.witness[1]!])
    const rejected = await broadcast(tampered.toHex())
    expect(rejected.status).toBe(400)
    expect(await rejected.text()).toMatch(/mandatory-script-verify-flag-failed: input 0/)

    const [utxo] = await get<Utxo[]>(`/address/${bob.paymentAddress}/utxo`)
    const lying = await paymentPsbt(bob, alice.paymentAddress, 1_000_000, 500, utxo!.value + 1_000_000)
    const wrongAmount = await broadcast(lying.toHex())
    expect(await wrongAmount.text()).toMatch(/does not verify/)
    expect(await balance(alice.paymentAddress)).toBe(100_000_000 - 25_000_000 - 500)
  })

  it('rejects a double spend and a rebroadcast', async () => {
    const first = await paymentPsbt(bob, alice.paymentAddress, 2_000_000)
    const second = await paymentPsbt(bob, alice.ordinalAddress, 3_000_000)
    expect((await broadcast(first.toHex())).status).toBe(200)
    const conflict = await broadcast(second.toHex())
    expect(conflict.status).toBe(400)
    expect(await conflict.text()).toMatch(new RegExp(`txn-mempool-conflict: input 0 spends .* already spent by ${first.getId()}`))
    expect(await (await broadcast(first.toHex())).text()).toMatch(/already in block chain/)
  })

  it('rejects outputs worth more than the inputs', async () => {
    // Built by hand: Psbt itself refuses to finalize an overspend. The signature is genuine.
    const [utxo] = await get<Utxo[]>(`/address/${bob.paymentAddress}/utxo`)
    const key = ECPair.fromWIF(bob.wif, REGTEST)
    const tx = new Transaction()
    tx.version = 2
    tx.addInput(Buffer.from(utxo!.txid, 'hex').reverse(), utxo!.vout)
    tx.addOutput(scriptOf(alice.paymentAddress), BigInt(utxo!.value + 1))
    const hash = tx.hashForWitnessV0(0, payments.p2pkh({ pubkey: key.publicKey }).output!, BigInt(utxo!.value), Transaction.SIGHASH_ALL)
    tx.setWitness(0, [script.signature.encode(key.sign(hash), Transaction.SIGHASH_ALL), key.publicKey])
    const response = await broadcast(tx.toHex())
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/bad-txns-in-belowout/)
  })

  it('funds any regtest address from the faucet and explains bad requests', async () => {
    const fresh = ECPair.makeRandom({ network: REGTEST })
    const address = payments.p2wpkh({ pubkey: fresh.publicKey, network: REGTEST }).address!
    const paid = await fetch(`${bitcoin.url}/sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address, sats: 50_000 }) })
    expect(paid.status).toBe(200)
    expect(await balance(address)).toBe(50_000)
    const bad = await fetch(`${bitcoin.url}/sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address: 'bc1qmainnet', sats: 1000.5 }) })
    expect(bad.status).toBe(400)
    expect((await bad.json()) as unknown).toEqual({ error: 'sats: sats must be a whole number of satoshis' })
    const wrongNetwork = await fetch(`${bitcoin.url}/sandbox/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', sats: 1000 }),
    })
    expect(((await wrongNetwork.json()) as { error: string }).error).toMatch(/not a valid address on this network/)
    expect((await fetch(`${bitcoin.url}/tx/${'0'.repeat(64)}`)).status).toBe(404)
  })
})
