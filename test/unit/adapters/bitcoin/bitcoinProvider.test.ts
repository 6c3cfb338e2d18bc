import { address as addressCodec, networks, Psbt, script as bscript, Transaction } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bitcoin, defineBitcoinNetwork } from '../../../../adapters/bitcoin/index.js'
import type { WalletRegistry } from '../../../../adapters/bitcoin/discovery/createDiscovery.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'
import { startBitcoinBackend, type BitcoinBackendHandle } from '../../../../sandbox/bitcoin/index.js'
import { parseBitcoinWalletConfig } from '../../../../sandbox/wallets/bitcoin/browser/config.js'
import { BitcoinTestWallet } from '../../../../sandbox/wallets/bitcoin/browser/wallet.js'
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

function setUp(options: Parameters<typeof bitcoinKeyWallet>[1] & { network?: CaipNetwork } = {}) {
  const owner = backend.accounts[0]!
  const { wallet, signer, asked, switchTo } = bitcoinKeyWallet(owner.privateKeyHex, options)
  const registry: WalletRegistry = { get: () => [wallet], on: () => () => undefined }
  const network = options.network ?? defineBitcoinNetwork({ network: 'regtest', esploraUrl: backend.url, name: 'Bitcoin (regtest)' })
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

/**
 * A PSBT spending the account's funded payment and ordinal coins to a second account; `paired`
 * gives each input its own output (what SIGHASH_SINGLE signs), else one output takes both.
 */
async function spendingPsbt(owner: BitcoinBackendHandle['accounts'][number], paired = false) {
  const coins = async (address: string) =>
    (await (await fetch(`${backend.url}/address/${address}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
  const [pay] = await coins(owner.paymentAddress)
  const [ord] = await coins(owner.ordinalAddress)
  const script = (address: string) => addressCodec.toOutputScript(address, networks.regtest)
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({ hash: pay!.txid, index: pay!.vout, witnessUtxo: { script: script(owner.paymentAddress), value: BigInt(pay!.value) } })
  psbt.addInput({ hash: ord!.txid, index: ord!.vout, witnessUtxo: { script: script(owner.ordinalAddress), value: BigInt(ord!.value) } })
  const to = backend.accounts[1]!.paymentAddress
  if (paired) {
    psbt.addOutput({ address: to, value: BigInt(pay!.value - 500) })
    psbt.addOutput({ address: to, value: BigInt(ord!.value - 500) })
  } else psbt.addOutput({ address: to, value: BigInt(pay!.value + ord!.value - 1_000) })
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

/** Satoshis the backend lists as unspent for `address`. */
async function balanceOf(address: string): Promise<number> {
  const utxos = (await (await fetch(`${backend.url}/address/${address}/utxo`)).json()) as { value: number }[]
  return utxos.reduce((sum, u) => sum + u.value, 0)
}

async function faucet(address: string, sats: number): Promise<void> {
  const response = await fetch(`${backend.url}/sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address, sats }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('bip122 provider: sighash types, address types and networks', () => {
  it('a sighash 0x83 (SINGLE|ANYONECANPAY) input comes back signed with 0x83, and the network accepts it', async () => {
    const { hatch, provider, owner, asked } = setUp()
    await connect(hatch)
    const psbt = await spendingPsbt(owner, true)
    const signed = await provider.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: [
        { address: owner.paymentAddress, index: 0, sighashTypes: [0x83] },
        { address: owner.ordinalAddress, index: 1, sighashTypes: [0x83] },
      ],
    })
    expect(asked.at(-1)?.inputsToSign?.map((e) => e.sigHash)).toEqual(['SINGLE|ANYONECANPAY', 'SINGLE|ANYONECANPAY'])
    const back = Psbt.fromBase64(signed.psbt, { network: networks.regtest })
    // The ECDSA signature's last byte and the 65-byte Schnorr signature's are the hash type it commits to.
    expect(bscript.signature.decode(back.data.inputs[0]!.partialSig![0]!.signature).hashType).toBe(0x83)
    expect(back.data.inputs[1]!.tapKeySig?.length).toBe(65)
    expect(back.data.inputs[1]!.tapKeySig?.[64]).toBe(0x83)
    // The sandbox ledger verifies both signatures over the 0x83 digest: it mines the transaction.
    back.finalizeAllInputs()
    const response = await fetch(`${backend.url}/tx`, { method: 'POST', body: back.extractTransaction().toHex() })
    expect(response.status, await response.clone().text()).toBe(200)
  })

  for (const [paymentType, field] of [
    ['p2sh-p2wpkh', 'redeemScript'],
    ['p2pkh', 'nonWitnessUtxo'],
  ] as const) {
    it(`sends from a ${paymentType} payment address (the PSBT carries its ${field}); the ledger verifies it and the balances move`, async () => {
      const { hatch, provider, asked } = setUp({ paymentType })
      await connect(hatch)
      const from = provider.address!
      expect(from).toMatch(paymentType === 'p2pkh' ? /^[mn]/ : /^2/)
      await faucet(from, 60_000)
      await faucet(from, 40_000)
      const recipient = backend.accounts[1]!.paymentAddress
      const before = await balanceOf(recipient)
      const { txid } = await provider.sendTransfer({ recipient, amount: 70_000n, feeRate: 3 })
      const given = asked.at(-1)!.psbt!
      expect(given.data.inputs.map((i) => Boolean(i[field]))).toEqual([true, true])
      const tx = (await (await fetch(`${backend.url}/tx/${txid}`)).json()) as { fee: number; weight: number; status: { confirmed: boolean } }
      expect(tx.status.confirmed).toBe(true)
      // The fee was sized for this address type: at least 3 sat/vB of what was mined, and not twice that.
      expect(tx.fee).toBeGreaterThanOrEqual(Math.ceil(tx.weight / 4) * 3)
      expect(tx.fee).toBeLessThan(Math.ceil(tx.weight / 4) * 3 + 30)
      expect(await balanceOf(recipient)).toBe(before + 70_000)
      expect(await balanceOf(from)).toBe(100_000 - 70_000 - tx.fee)
    })
  }

  it('refuses a transfer below the dust limit of the recipient address type, and more than 21 million BTC, naming the amount', async () => {
    const { hatch, provider, owner } = setUp()
    await connect(hatch)
    // A taproot output's dust limit is 330 sats, a p2wpkh one's 294.
    await expect(provider.sendTransfer({ recipient: owner.ordinalAddress, amount: 300n })).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: expect.stringContaining('amount 300 sats is below the dust limit of 330 sats for a P2TR recipient'),
    })
    await expect(provider.sendTransfer({ recipient: owner.paymentAddress, amount: 2_100_000_000_000_001n })).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: expect.stringContaining('amount must be at most 21 million BTC'),
    })
  })

  it('an unknown bip122 network is UNSUPPORTED_CHAIN naming it, not mainnet rules', async () => {
    const unknown: CaipNetwork = {
      ...defineBitcoinNetwork({ network: 'mainnet', esploraUrl: backend.url }),
      id: 'ffffffffffffffffffffffffffffffff',
      name: 'Mystery chain',
      caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff',
    }
    const { hatch, asked } = setUp({ network: unknown, chains: [] })
    await expect(connect(hatch)).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
      message: expect.stringContaining('bip122:ffffffffffffffffffffffffffffffff (Mystery chain) is no Bitcoin network Hatch knows'),
    })
    expect(hatch.getState().chains.bip122?.account.status).not.toBe('connected')
    expect(asked.map((a) => a.method)).toEqual(['connect'])
  })

  it("refuses at connect a wallet on another network than the host's, naming both", async () => {
    const mainnet = defineBitcoinNetwork({ network: 'mainnet', esploraUrl: backend.url })
    const onMainnet = setUp({ network: mainnet })
    await expect(connect(onMainnet.hatch)).rejects.toMatchObject({
      code: 'WALLET_CHAIN_UNSUPPORTED',
      shortMessage: 'Bitcoin Key Wallet does not work on Bitcoin (bitcoin:mainnet): it declares bitcoin:regtest',
    })
    expect(onMainnet.provider.isConnected).toBe(false)
    onMainnet.hatch.destroy()
    // A wallet that says testnet but is asked by a regtest host.
    const onTestnet = setUp({ chains: ['bitcoin:testnet'] })
    await expect(connect(onTestnet.hatch)).rejects.toMatchObject({
      code: 'WALLET_CHAIN_UNSUPPORTED',
      shortMessage: 'Bitcoin Key Wallet does not work on Bitcoin (regtest) (bitcoin:regtest): it declares bitcoin:testnet',
    })
  })
})

describe("bip122 provider with the sandbox's Bitcoin test wallet (the Wallet Standard wallet its browser bundle installs)", () => {
  // The wallet reads only the page's host (for its connect question) outside its approval panel,
  // which mode 'approve' never opens; localStorage is absent, so approval is kept in memory.
  beforeEach(() => void vi.stubGlobal('window', { location: { host: '127.0.0.1', origin: 'http://127.0.0.1' } }))
  afterEach(() => void vi.unstubAllGlobals())

  function withTestWallet(paymentType?: 'p2sh-p2wpkh' | 'p2pkh') {
    const owner = backend.accounts[0]!
    const wallet = new BitcoinTestWallet(
      parseBitcoinWalletConfig({
        name: 'Bitcoin Key Wallet',
        icon: 'data:image/svg+xml;base64,AA==',
        privateKeyHex: owner.privateKeyHex,
        chain: 'bitcoin:regtest',
        mode: 'approve',
        ...(paymentType ? { paymentType } : {}),
      }),
    )
    const registry: WalletRegistry = { get: () => [wallet], on: () => () => undefined }
    const network = defineBitcoinNetwork({ network: 'regtest', esploraUrl: backend.url, name: 'Bitcoin (regtest)' })
    hatch = createTestHatch({ networks: [network], adapters: [bitcoin({ wallets: registry })] })
    return { hatch, provider: hatch.getProvider('bip122'), owner, wallet }
  }

  it('signs a listing input with 0x83 (SINGLE|ANYONECANPAY): the signature commits to 0x83 and the ledger accepts it', async () => {
    const { hatch, provider, owner } = withTestWallet()
    await connect(hatch)
    const psbt = await spendingPsbt(owner, true)
    const signed = await provider.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: [
        { address: owner.paymentAddress, index: 0, sighashTypes: [0x83] },
        { address: owner.ordinalAddress, index: 1, sighashTypes: [0x83] },
      ],
      broadcast: true,
    })
    // What the ledger mined (after verifying both signatures): each witness signature ends in 0x83.
    const mined = Transaction.fromHex(await (await fetch(`${backend.url}/tx/${signed.txid}/hex`)).text())
    expect(bscript.signature.decode(mined.ins[0]!.witness[0]!).hashType).toBe(0x83)
    expect(mined.ins[1]!.witness[0]!.length).toBe(65)
    expect(mined.ins[1]!.witness[0]![64]).toBe(0x83)
  })

  it('sends from its P2SH-P2WPKH payment account (as Xverse and Leather pay); the ledger verifies it', async () => {
    const { hatch, provider } = withTestWallet('p2sh-p2wpkh')
    await connect(hatch)
    const from = provider.address!
    await faucet(from, 50_000)
    const recipient = backend.accounts[1]!.paymentAddress
    const before = await balanceOf(recipient)
    const { txid } = await provider.sendTransfer({ recipient, amount: 20_000n, feeRate: 2 })
    const tx = (await (await fetch(`${backend.url}/tx/${txid}`)).json()) as { fee: number }
    expect(await balanceOf(recipient)).toBe(before + 20_000)
    expect(await balanceOf(from)).toBe(50_000 - 20_000 - tx.fee)
  })
})
