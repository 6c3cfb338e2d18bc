import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { SANDBOX_MNEMONIC } from '../../../sandbox/chains/accounts.js'
import { parsePhoneWalletConfig } from '../../../sandbox/wallets/phone/index.js'

const sandbox = inject('sandbox')
const base = sandbox.urls.phoneWallet!

/** The config the page received, parsed back out of its inline script. */
async function pageConfig(query = '') {
  const response = await fetch(`${base}/${query}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const json = /window\.__HATCH_PHONE_WALLET__ = (.*);<\/script>/.exec(html)?.[1]
  if (!json) throw new Error('the page carries no __HATCH_PHONE_WALLET__ config')
  return { html, config: parsePhoneWalletConfig(JSON.parse(json)) }
}

describe('phone wallet host (urls.phoneWallet)', () => {
  it('serves the page with account 5, the relay, every sandbox chain and the last Solana / Bitcoin test accounts', async () => {
    const { html, config } = await pageConfig()
    expect(config.evm.index).toBe(5)
    expect(config.evm.address).toBe(sandbox.accounts[5]!.address)
    expect(config.relayUrl).toBe(sandbox.urls.relay)
    expect(config.evm.chains.map((c) => [c.caipNetworkId, c.rpcUrl])).toEqual(sandbox.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0]]))
    const solana = sandbox.extensions.solana as { caipNetworkId: string; accounts: string[] }
    expect(config.solana).toMatchObject({ caipNetworkId: solana.caipNetworkId, address: solana.accounts.at(-1) })
    const bitcoin = sandbox.extensions.bitcoin as { accounts: { paymentAddress: string }[] }
    expect(config.bitcoin?.address).toBe(bitcoin.accounts.at(-1)!.paymentAddress)
    // The SDK switch must run before the bundle loads.
    expect(html.indexOf("globalThis.process = { env: { IS_VITEST: 'true' } }")).toBeGreaterThan(-1)
    expect(html.indexOf("globalThis.process = { env: { IS_VITEST: 'true' } }")).toBeLessThan(html.indexOf('/assets/main.js'))
  })

  it('?account picks another sandbox account', async () => {
    const { config } = await pageConfig('?account=6')
    expect(config.evm.address).toBe(sandbox.accounts[6]!.address)
  })

  it('refuses a bad account with a 400 naming it', async () => {
    const notNumber = await fetch(`${base}/?account=six`)
    expect(notNumber.status).toBe(400)
    expect(((await notNumber.json()) as { message: string }).message).toBe('Invalid query: account: account must be an integer from 0 to 1000')
    const tooFar = await fetch(`${base}/?account=1001`)
    expect(tooFar.status).toBe(400)
    expect(((await tooFar.json()) as { message: string }).message).toBe('Invalid query: account: account must be an integer from 0 to 1000')
  })

  it('?account past the funded accounts holds the next key of the sandbox mnemonic (a test funds it itself)', async () => {
    const { config } = await pageConfig('?account=12')
    expect(config.evm.address).toBe(mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 12 }).address)
    expect(sandbox.accounts.map((a) => a.address)).not.toContain(config.evm.address)
  })

  it('serves the bundle under /assets/ and a 404 naming an unknown asset', async () => {
    const script = await fetch(`${base}/assets/main.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await script.text()).length).toBeGreaterThan(100_000)
    const missing = await fetch(`${base}/assets/nope.js`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { message: string }).message).toBe('No phone wallet asset nope.js')
  })

  it('rejects a configuration that points off 127.0.0.1, naming the field', () => {
    const good = {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      evm: {
        index: 0,
        address: sandbox.accounts[0]!.address,
        privateKey: sandbox.accounts[0]!.privateKey,
        chains: [{ caipNetworkId: 'eip155:1', id: 1, name: 'x', rpcUrl: 'http://127.0.0.1:2', symbol: 'ETH', decimals: 18 }],
      },
    }
    expect(() => parsePhoneWalletConfig(good)).not.toThrow()
    expect(() => parsePhoneWalletConfig({ ...good, relayUrl: 'wss://relay.walletconnect.org' })).toThrow(
      'Phone wallet configuration is invalid at relayUrl: relayUrl must be a ws://127.0.0.1 URL (nothing may leave the machine)',
    )
  })
})
