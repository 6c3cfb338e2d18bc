import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { WalletKitTypes } from '@reown/walletkit'
import { startWallet, useVerifyServer } from '../../integration/walletconnect/walletSide.js'
import { openWalletConnect, shownUri, walletConnectSession } from './walletConnectStack.js'

const sandbox = inject('sandbox')
const session = walletConnectSession()
let wallet: Awaited<ReturnType<typeof startWallet>>

beforeAll(async () => {
  await session.start()
  wallet = await startWallet(sandbox.urls.relay!, 'e2e-verify-wallet')
  useVerifyServer(wallet.kit, sandbox.urls.verify!)
})
afterAll(async () => {
  await wallet?.stop()
  await session.stop()
})

/** Opens the demo's pairing view with `query`, lets the WalletKit wallet scan it, and returns the proposal it sees. */
async function proposalFromDemo(query: Record<string, string> = {}): Promise<{ proposal: WalletKitTypes.SessionProposal; origin: string }> {
  const demo = await session.demo(query)
  await openWalletConnect(demo.page)
  const uri = await shownUri(demo.page)
  const proposal = wallet.nextProposal()
  await wallet.kit.pair({ uri })
  const seen = await proposal
  await wallet.reject(seen)
  expect(demo.offHostRequests).toEqual([])
  return { proposal: seen, origin: new URL(demo.page.url()).origin }
}

/**
 * Issue 30: Verify. The demo (Hatch's own client in Chromium) registers each proposal with the
 * sandbox's Verify service through its frame and sends the attestation with the publish; the
 * official WalletKit, on that Verify service, checks it.
 */
describe('WalletConnect Verify: the wallet sees where a proposal came from', () => {
  it("a proposal from the demo is VALID, with the demo's origin", async () => {
    const { proposal, origin } = await proposalFromDemo()
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'VALID', origin, isScam: false })
    expect(proposal.params.proposer.metadata.url).toBe(origin)
  })

  it('a page claiming another site in its metadata is INVALID: the wallet sees the page it really came from', async () => {
    const { proposal, origin } = await proposalFromDemo({ wcMetadataUrl: 'https://shop.example' })
    expect(proposal.params.proposer.metadata.url).toBe('https://shop.example')
    expect(proposal.verifyContext.verified).toMatchObject({ validation: 'INVALID', origin })
  })
})
