/**
 * bip122 over a WalletConnect session (issue 30 item 3): through getProvider('bip122'), signPsbt and
 * sendTransfer reach WalletKit as WalletConnect's Bitcoin RPC methods `signPsbt` and
 * `sendTransfer`; the wallet side signs with the sandbox test wallet's signer and the sandbox
 * Bitcoin backend verifies and mines what it sends.
 */
import { address as addressCodec, networks, Psbt, script as bscript } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoin, defineBitcoinNetwork } from '../../../adapters/bitcoin/index.js'
import { walletConnect } from '../../../adapters/walletconnect/index.js'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import { startBitcoinBackend, type BitcoinBackendHandle } from '../../../sandbox/bitcoin/index.js'
import { createSigner } from '../../../sandbox/wallets/bitcoin/browser/signer.js'
import { memoryBackend, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { walletKitOnRelay } from './walletKitHarness.js'
import { memoryKeyValueStorage } from './walletSide.js'

const ID = 'walletConnect'
let backend: BitcoinBackendHandle
const hatches: Hatch[] = []
const started = walletKitOnRelay('it-wc-bitcoin-wallet', () => hatches.forEach((h) => h.destroy()))
beforeAll(async () => {
  backend = await startBitcoinBackend({ fundedAccounts: 2 })
})
afterAll(() => backend?.stop())

const utxos = async (address: string) =>
  (await (await fetch(`${backend.url}/address/${address}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
const balanceOf = async (address: string) => (await utxos(address)).reduce((sum, u) => sum + u.value, 0)

async function paired() {
  const owner = backend.accounts[0]!
  const signer = createSigner(owner.privateKeyHex)
  const network = defineBitcoinNetwork({ network: 'regtest', esploraUrl: backend.url, name: 'Bitcoin (regtest)' })
  const hatch = createHatch({
    projectId: 'hatch-sandbox',
    networks: [network],
    basic: true,
    storage: memoryBackend(),
    endpoints: unusedEndpoints,
    metadata: { name: 'Hatch test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    adapters: [
      bitcoin({ wallets: { get: () => [], on: () => () => undefined } }),
      walletConnect({ relayUrl: started.relay.url, storagePrefix: `it-wc-bitcoin-${hatches.length}`, storage: memoryKeyValueStorage() }),
    ],
  })
  hatches.push(hatch)
  const connecting = hatch.connect({ namespace: 'bip122', connectorId: ID })
  const uri = await new Promise<string>((resolve) => {
    const check = () => {
      const found = (hatch.getState().plugins[ID] as { uri?: string } | undefined)?.uri
      if (found) resolve(found)
    }
    hatch.subscribe(check)
    check()
  })
  const proposal = started.wallet.nextProposal()
  await started.wallet.kit.pair({ uri })
  const got = await proposal
  const proposed = got.params.optionalNamespaces['bip122']!
  await started.wallet.kit.approveSession({
    id: got.id,
    namespaces: {
      bip122: {
        chains: proposed.chains!,
        methods: proposed.methods,
        events: proposed.events,
        accounts: proposed.chains!.map((c) => `${c}:${signer.paymentAddress}`),
      },
    },
  })
  await connecting
  return { hatch, provider: hatch.getProvider('bip122'), owner, signer }
}

describe('bip122 through a WalletConnect session (WalletKit on the sandbox relay, the sandbox Bitcoin backend)', () => {
  it('signPsbt asks the wallet `signPsbt` with the account, the PSBT and each input’s sighash types; the 0x83 signature it returns verifies on the ledger', async () => {
    const { provider, owner, signer } = await paired()
    const [coin] = await utxos(owner.paymentAddress)
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: coin!.txid,
      index: coin!.vout,
      witnessUtxo: { script: addressCodec.toOutputScript(owner.paymentAddress, networks.regtest), value: BigInt(coin!.value) },
    })
    psbt.addOutput({ address: backend.accounts[1]!.paymentAddress, value: BigInt(coin!.value - 1_000) })
    const request = started.wallet.nextRequest()
    const signing = provider.signPsbt({ psbt: psbt.toBase64(), signInputs: [{ address: owner.paymentAddress, index: 0, sighashTypes: [0x83] }] })
    const event = await request
    expect(event.params.request.method).toBe('signPsbt')
    const params = event.params.request.params as { account: string; psbt: string; signInputs: { address: string; index: number; sighashTypes: number[] }[] }
    expect(params).toMatchObject({
      account: owner.paymentAddress,
      psbt: psbt.toBase64(),
      signInputs: [{ address: owner.paymentAddress, index: 0, sighashTypes: [0x83] }],
    })
    const toSign = Psbt.fromBase64(params.psbt, { network: networks.regtest })
    for (const entry of params.signInputs) signer.signInputs(toSign, entry.address, [entry.index], entry.sighashTypes[0])
    await started.wallet.answer(event, { psbt: toSign.toBase64() })
    const signed = Psbt.fromBase64((await signing).psbt, { network: networks.regtest })
    expect(bscript.signature.decode(signed.data.inputs[0]!.partialSig![0]!.signature).hashType).toBe(0x83)
    signed.finalizeAllInputs()
    const response = await fetch(`${backend.url}/tx`, { method: 'POST', body: signed.extractTransaction().toHex() })
    expect(response.status, await response.clone().text()).toBe(200)
  })

  it('sendTransfer asks the wallet `sendTransfer` with recipientAddress and the amount in satoshis; the txid it answers is on the ledger', async () => {
    const { provider, owner, signer } = await paired()
    // A coin of its own: the other test may have spent the funded one.
    await fetch(`${backend.url}/sandbox/faucet`, { method: 'POST', body: JSON.stringify({ address: owner.paymentAddress, sats: 100_000 }) })
    const recipient = backend.accounts[1]!.paymentAddress
    const before = await balanceOf(recipient)
    const request = started.wallet.nextRequest()
    const sending = provider.sendTransfer({ recipient, amount: 12_345n })
    const event = await request
    expect(event.params.request.method).toBe('sendTransfer')
    expect(event.params.request.params).toEqual({ account: owner.paymentAddress, recipientAddress: recipient, amount: '12345' })
    // The wallet builds, signs and broadcasts the transfer itself, as a phone wallet does.
    const [coin] = await utxos(owner.paymentAddress)
    const psbt = new Psbt({ network: networks.regtest })
    const from = addressCodec.toOutputScript(owner.paymentAddress, networks.regtest)
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: from, value: BigInt(coin!.value) } })
    psbt.addOutput({ address: recipient, value: 12_345n })
    psbt.addOutput({ script: from, value: BigInt(coin!.value - 12_345 - 500) })
    signer.signInputs(psbt, owner.paymentAddress, [0])
    psbt.finalizeAllInputs()
    const txid = await (await fetch(`${backend.url}/tx`, { method: 'POST', body: psbt.extractTransaction().toHex() })).text()
    await started.wallet.answer(event, { txid })
    expect(await sending).toEqual({ txid })
    expect(await balanceOf(recipient)).toBe(before + 12_345)
  })
})
