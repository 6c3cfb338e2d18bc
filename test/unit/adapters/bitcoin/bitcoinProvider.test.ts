import { address as addressCodec, networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bitcoin, defineBitcoinNetwork } from '../../../../adapters/bitcoin/index.js'
import type { WalletRegistry } from '../../../../adapters/bitcoin/discovery/createDiscovery.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { startBitcoinBackend, type BitcoinBackendHandle } from '../../../../sandbox/bitcoin/index.js'
import { bitcoinKeyWallet } from '../../../fixtures/bitcoinKeyWallet.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'

// The sandbox's Esplora stand-in: a real HTTP server on 127.0.0.1 that verifies signatures and mines
// at once; a fresh ledger per test, since a test spends the funded coins.
let backend: BitcoinBackendHandle
beforeEach(async () => {
  backend = await startBitcoinBackend({ fundedAccounts: 2 })
})

let hatch: Hatch | undefined
afterEach(async () => {
  hatch?.destroy()
  await backend.stop()
})

function setUp() {
  const owner = backend.accounts[0]!
  const { wallet, signer, asked, switchTo } = bitcoinKeyWallet(owner.privateKeyHex)
  const registry: WalletRegistry = { get: () => [wallet], on: () => () => undefined }
  const network = defineBitcoinNetwork({ network: 'regtest', esploraUrl: backend.url, name: 'Bitcoin (regtest)' })
  hatch = createTestHatch({ networks: [network], adapters: [bitcoin({ wallets: registry })] })
  const provider = hatch.getProvider('bip122')
  const seen: [string, string[] | undefined][] = []
  provider.on('connect', (accounts) => seen.push(['connect', accounts.map((a) => `${a.purpose}:${a.address}`)]))
  provider.on('accountChanged', (accounts) => seen.push(['accountChanged', accounts.map((a) => `${a.purpose}:${a.address}`)]))
  provider.on('disconnect', () => seen.push(['disconnect', undefined]))
  return { hatch, provider, owner, signer, asked, switchTo, seen }
}

const connectorId = (h: Hatch) => h.getState().connectors.find((c) => c.chain === 'bip122' && c.name === 'Bitcoin Key Wallet')?.id as string

async function connect(h: Hatch) {
  await h.started
  await expect.poll(() => connectorId(h)).toBeDefined()
  await h.connect({ namespace: 'bip122', connectorId: connectorId(h) })
}

/** A PSBT spending the account's funded payment and ordinal coins to a second account. */
async function spendingPsbt(owner: BitcoinBackendHandle['accounts'][number]) {
  const coins = async (address: string) =>
    (await (await fetch(`${backend.url}/address/${address}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
  const [pay] = await coins(owner.paymentAddress)
  const [ord] = await coins(owner.ordinalAddress)
  const script = (address: string) => addressCodec.toOutputScript(address, networks.regtest)
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({ hash: pay!.txid, index: pay!.vout, witnessUtxo: { script: script(owner.paymentAddress), value: BigInt(pay!.value) } })
  psbt.addInput({ hash: ord!.txid, index: ord!.vout, witnessUtxo: { script: script(owner.ordinalAddress), value: BigInt(ord!.value) } })
  psbt.addOutput({ address: backend.accounts[1]!.paymentAddress, value: BigInt(pay!.value + ord!.value - 1_000) })
  return psbt
}

describe("hatch.getProvider('bip122'): the connected Bitcoin wallet for dapp code", () => {
  it('is one object per instance; without a bitcoin() adapter it is CAPABILITY_MISSING', () => {
    const { hatch, provider } = setUp()
    expect(hatch.getProvider('bip122')).toBe(provider)
    const bare = createTestHatch({ networks: [testNetworks.one] })
    expect(() => bare.getProvider('bip122')).toThrow('The bip122 adapter does not support getProvider')
    bare.destroy()
  })

  it('follows the connection: payment and ordinals addresses, isConnected and the connect / accountChanged / disconnect events', async () => {
    const { hatch, provider, owner, seen, switchTo } = setUp()
    await expect.poll(() => provider.accounts).toEqual([])
    expect(provider.address).toBeNull()
    expect(provider.isConnected).toBe(false)
    await connect(hatch)
    const both = [
      { address: owner.paymentAddress, purpose: 'payment', publicKey: owner.publicKeyHex },
      { address: owner.ordinalAddress, purpose: 'ordinals', publicKey: owner.internalPubkeyHex },
    ]
    expect(provider.accounts).toEqual(both)
    expect(provider.accounts).toBe(provider.accounts)
    expect(provider.address).toBe(owner.paymentAddress)
    expect(provider.isConnected).toBe(true)
    expect((await provider.connect()).accounts).toEqual(both)
    // The wallet's own switcher drops the ordinals account.
    switchTo(['payment'])
    await expect.poll(() => provider.accounts?.length).toBe(1)
    await provider.disconnect()
    expect(provider.isConnected).toBe(false)
    await expect
      .poll(() => seen)
      .toEqual([
        ['connect', [`payment:${owner.paymentAddress}`, `ordinals:${owner.ordinalAddress}`]],
        ['accountChanged', [`payment:${owner.paymentAddress}`]],
        ['accountChanged', []],
        ['disconnect', undefined],
      ])
  })

  it('connect() opens the modal and rejects with MODAL_CLOSED when the visitor closes it', async () => {
    const { hatch, provider } = setUp()
    await hatch.started
    const connecting = provider.connect()
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    hatch.close()
    await expect(connecting).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
  })

  it('signs a message (BIP-322) with the payment address, or the ordinals address when named', async () => {
    const { hatch, provider, owner, signer } = setUp()
    await connect(hatch)
    const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
    const message = 'hello Hatch'
    const signed = await provider.signMessage({ message })
    expect(signed).toEqual({ address: owner.paymentAddress, signature: base64(signer.signMessage(owner.paymentAddress, new TextEncoder().encode(message))) })
    const byOrdinal = await provider.signMessage({ message, address: owner.ordinalAddress })
    expect(byOrdinal.address).toBe(owner.ordinalAddress)
    // A taproot BIP-322 witness is one 64-byte Schnorr signature: 1 item, length 64.
    expect([...Buffer.from(byOrdinal.signature, 'base64').subarray(0, 2)]).toEqual([1, 64])
  })

  it('signs a PSBT with the inputs the dapp names and their sighash types, and broadcasts it when asked', async () => {
    const { hatch, provider, owner, asked } = setUp()
    await connect(hatch)
    const psbt = await spendingPsbt(owner)
    const unsigned = psbt.toBase64()
    const signed = await provider.signPsbt({
      psbt: unsigned,
      signInputs: [
        { address: owner.paymentAddress, index: 0, sighashTypes: [1] },
        { address: owner.ordinalAddress, index: 1 },
      ],
    })
    expect(signed.txid).toBeUndefined()
    expect(Psbt.fromBase64(signed.psbt).data.inputs.map((i) => Boolean(i.partialSig?.length || i.tapKeySig))).toEqual([true, true])
    expect(asked.at(-1)?.inputsToSign).toEqual([
      { address: owner.paymentAddress, signingIndexes: [0], sigHash: 'ALL' },
      { address: owner.ordinalAddress, signingIndexes: [1] },
    ])
    // Without signInputs, every input of the wallet's is signed; broadcast finalizes and sends it.
    const sent = await provider.signPsbt({ psbt: unsigned, broadcast: true })
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = (await (await fetch(`${backend.url}/tx/${sent.txid}`)).json()) as { status: { confirmed: boolean } }
    expect(tx.status.confirmed).toBe(true)
  })

  it('sends a transfer from the payment address; the backend holds the transaction', async () => {
    const { hatch, provider } = setUp()
    await connect(hatch)
    const recipient = backend.accounts[1]!.paymentAddress
    const { txid } = await provider.sendTransfer({ recipient, amount: 25_000n, feeRate: 2 })
    const tx = (await (await fetch(`${backend.url}/tx/${txid}`)).json()) as { vout: { scriptpubkey_address?: string; value: number }[] }
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: recipient, value: 25_000 }))
  })

  it('refuses bad input with INVALID_PARAMETERS naming it, and any call while disconnected, before the wallet is asked', async () => {
    const { hatch, provider, owner, asked } = setUp()
    await expect(provider.signMessage({ message: 'hi' })).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' })
    await expect(provider.sendTransfer({ recipient: owner.paymentAddress, amount: 1000 })).rejects.toMatchObject({ code: 'NO_ACTIVE_CAIP_ADDRESS' })
    await expect(provider.signMessage({ message: '' })).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: expect.stringContaining('message must be a non-empty string'),
    })
    await expect(provider.signPsbt({ psbt: 'not base64!' })).rejects.toMatchObject({ message: expect.stringContaining('psbt must be base64') })
    await expect(provider.sendTransfer({ recipient: owner.paymentAddress, amount: 0 })).rejects.toMatchObject({
      message: expect.stringContaining('amount must be more than 0 satoshis'),
    })
    await connect(hatch)
    const other = backend.accounts[1]!.paymentAddress
    await expect(provider.signMessage({ message: 'hi', address: other })).rejects.toMatchObject({
      message: expect.stringContaining(`address ${other} is not an address of the connected wallet`),
    })
    const psbt = (await spendingPsbt(owner)).toBase64()
    await expect(provider.signPsbt({ psbt, signInputs: [{ address: owner.paymentAddress, index: 0, sighashTypes: [1, 2] }] })).rejects.toMatchObject({
      message: expect.stringContaining('sighashTypes of input 0 lists 2 types'),
    })
    await expect(provider.signPsbt({ psbt, signInputs: [{ address: owner.paymentAddress, index: 0, sighashTypes: [7] }] })).rejects.toMatchObject({
      message: expect.stringContaining('has 7, which is no sighash type'),
    })
    await expect(provider.sendTransfer({ recipient: 'bc1qnotthisnetwork', amount: 1000 })).rejects.toMatchObject({ code: 'INVALID_PARAMETERS' })
    expect(asked.map((a) => a.method)).toEqual(['connect'])
  })
})
