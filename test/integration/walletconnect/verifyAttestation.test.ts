import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletConnectProvider, type WalletConnectProvider } from '../../../adapters/walletconnect/client/provider.js'
import type { Attest, AttestationIds } from '../../../adapters/walletconnect/client/verifyAttestation.js'
import { startVerifyService, type VerifyHandle } from '../../../sandbox/verify/index.js'
import { memoryKeyValueStorage, useVerifyServer } from './walletSide.js'
import { walletKitOnRelay } from './walletKitHarness.js'

const CHAIN = 'eip155:31337'
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } }
/** The project's verified domain, and a page that is not one. */
const SHOP = 'http://127.0.0.1:5173'
const OTHER = 'http://127.0.0.1:5174'

/**
 * Issue 30, Verify, in Node: the attestation's wire format and the wallet's verdicts against the
 * sandbox Verify service and WalletKit. A page's frame is what gets the attestation in a browser
 * (test/e2e/walletconnect/walletConnectVerify.test.ts drives that in Chromium); here the test
 * loads the same frame page as the browser would, naming the page in `Referer`.
 */
describe('Verify: Hatch client → sandbox Verify → WalletKit', () => {
  const providers: WalletConnectProvider[] = []
  const kit = walletKitOnRelay('it-verify-wallet', () => providers.forEach((p) => p.close()))
  let verify: VerifyHandle
  beforeAll(async () => {
    verify = await startVerifyService({ verifiedOrigins: [SHOP] })
    useVerifyServer(kit.wallet.kit, verify.url)
  })
  afterAll(() => verify?.stop())

  /** The attestation JWT the Verify frame posts for `ids` when a page at `origin` loads it. */
  async function frameAttestation(origin: string, ids: AttestationIds): Promise<string> {
    const query = new URLSearchParams({ projectId: 'hatch-sandbox', origin, id: ids.id, decryptedId: ids.decryptedId })
    const page = await fetch(`${verify.url}/v3/attestation?${query}`, { headers: { referer: `${origin}/` } })
    expect(page.status).toBe(200)
    const posted = /parent\.postMessage\(("(?:[^"\\]|\\.)*")/.exec(await page.text())
    return (JSON.parse(JSON.parse(posted![1]!) as string) as { attestation: string }).attestation
  }

  async function newProvider(options: { verifyUrl?: string; attest?: Attest }) {
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
    return provider
  }

  /** Proposes from `provider`; the wallet scans the uri. Returns the proposal it sees and the pending connect. */
  async function propose(provider: WalletConnectProvider) {
    const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
    const connecting = provider.connect({ optionalNamespaces: NAMESPACES })
    connecting.catch(() => undefined)
    const proposal = kit.wallet.nextProposal()
    await kit.wallet.kit.pair({ uri: await uri })
    return { proposal: await proposal, connecting }
  }

  it('a proposal and a request from the verified domain are VALID: the attestation id is the hash of the encrypted message', async () => {
    const registered: AttestationIds[] = []
    const provider = await newProvider({ attest: (ids) => (registered.push(ids), frameAttestation(SHOP, ids)) })
    const { proposal, connecting } = await propose(provider)
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'VALID', origin: SHOP, isScam: false })
    // WalletKit hashed the message it received to the id Hatch registered.
    expect(proposal.params).toMatchObject({ encryptedId: registered[0]!.id })
    expect(verify.attestation(registered[0]!.id)).toMatchObject({ origin: SHOP, isVerified: true })

    await kit.wallet.approve(proposal, { evm })
    await connecting
    const request = kit.wallet.nextRequest()
    const signing = provider.request({ method: 'personal_sign', params: ['0x01', evm.address] }, CHAIN)
    const seen = await request
    expect(seen.verifyContext.verified).toMatchObject({ validation: 'VALID', origin: SHOP })
    await kit.wallet.answer(seen, '0x01')
    await signing
    await provider.disconnect()
  })

  it("an origin that is not among the project's verified domains is UNKNOWN", async () => {
    const { proposal } = await propose(await newProvider({ attest: (ids) => frameAttestation(OTHER, ids) }))
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'UNKNOWN' })
    await kit.wallet.reject(proposal)
  })

  it('an attestation replayed from another message is UNKNOWN', async () => {
    const other = { id: 'a'.repeat(64), decryptedId: 'b'.repeat(64) }
    const { proposal } = await propose(await newProvider({ attest: () => frameAttestation(SHOP, other) }))
    expect(proposal.params.attestation).toBeDefined()
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'UNKNOWN' })
    await kit.wallet.reject(proposal)
  })

  it('outside a browser page there is no origin to attest: sent without one, UNKNOWN', async () => {
    const { proposal } = await propose(await newProvider({ verifyUrl: verify.url }))
    expect(proposal.params.attestation).toBeUndefined()
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'UNKNOWN' })
    await kit.wallet.reject(proposal)
  })

  it('the frame page refuses an origin the browser did not name', async () => {
    const query = new URLSearchParams({ projectId: 'hatch-sandbox', origin: SHOP, id: 'c'.repeat(64), decryptedId: 'd'.repeat(64) })
    const forged = await fetch(`${verify.url}/v3/attestation?${query}`, { headers: { referer: `${OTHER}/` } })
    expect(forged.status).toBe(403)
    expect(((await forged.json()) as { message: string }).message).toContain(`origin ${SHOP} is not the page that loaded this frame`)
    expect(verify.attestation('c'.repeat(64))).toBeUndefined()
  })

  it('stayed on 127.0.0.1', () => {
    expect(kit.guard.foreign()).toEqual([])
  })
})
