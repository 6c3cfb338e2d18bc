import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import type { Attest } from '../../../adapters/walletconnect/client/verifyAttestation.js'
import { startVerifyService, type VerifyHandle } from '../../../sandbox/verify/index.js'
import { memoryKeyValueStorage, useVerifyServer } from './walletSide.js'
import { walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } }
const SHOP = 'http://127.0.0.1:5173'

describe('Verify: Hatch client ⇄ sandbox Verify ⇄ WalletKit', () => {
  const providers: WalletConnectProvider[] = []
  const kit = walletKitOnRelay('it-verify-wallet', () => providers.forEach((p) => p.close()))
  let verify: VerifyHandle
  beforeAll(async () => {
    verify = await startVerifyService()
    useVerifyServer(kit.wallet.kit, verify.url)
  })
  afterAll(() => verify?.stop())

  async function proposalSeen(options: { verifyUrl?: string; attest?: Attest }) {
    const provider = await createWalletConnectProvider({
      projectId: 'hatch-sandbox',
      relayUrl: kit.relay.url,
      metadata: { name: 'Shop', description: 'test', url: SHOP, icons: [] },
      storagePrefix: 'it-verify',
      storage: memoryKeyValueStorage(),
      pairingLifetimeMs: 240_000,
      warn: () => undefined,
      ...options,
    })
    providers.push(provider)
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    void provider.connect({ optionalNamespaces: NAMESPACES }).catch(() => undefined)
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    const seen = await proposal
    await kit.wallet.reject(seen)
    return seen
  }

  it('debug', async () => {
    const seen = await proposalSeen({
      attest: async (ids) => {
        const page = await fetch(`${verify.url}/v3/attestation?projectId=hatch-sandbox&origin=${encodeURIComponent(SHOP)}&id=${ids.id}&decryptedId=${ids.decryptedId}`, { headers: { referer: `${SHOP}/` } })
        const html = await page.text()
        return JSON.parse(JSON.parse(/postMessage\((".*?"), "/.exec(html)![1]!)).attestation
      },
    })
    console.log(JSON.stringify(seen.verifyContext), JSON.stringify(seen.params).slice(0, 300))
  })
})
