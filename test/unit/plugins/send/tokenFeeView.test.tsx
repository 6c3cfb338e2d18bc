// @vitest-environment happy-dom
import { Keypair } from '@solana/web3.js'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { send } from '../../../../plugins/send/index.js'
import SendView from '../../../../plugins/send/views/SendView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'

const RECEIVER = Keypair.generate().publicKey.toBase58()
const MINT = Keypair.generate().publicKey.toBase58()

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * The Send view in `locale`, for an account holding 1,000 of a Token-2022 fee token that keeps 1 %,
 * while a send of 10 waits in the wallet: the form shows the fees that send was checked with.
 */
async function sendingTenFeeTokens(locale: string) {
  const scripted = scriptedAdapter('solana', { address: Keypair.generate().publicKey.toBase58(), chainId: testNetworks.sol.id })
  Object.assign(scripted.runtime, {
    getBalance: async () => ({ balance: '2', symbol: 'SOL' }),
    estimateFee: async () => 5000n,
    estimateTokenFee: async (params: Record<string, unknown>) => ((params['amount'] as bigint) + 99n) / 100n,
    // The wallet has not answered yet: the form stays as it was when the send was checked.
    sendTransfer: () => new Promise<string>(() => undefined),
  })
  const hatch = createTestHatch({ networks: [testNetworks.sol], adapters: [scripted.adapter], plugins: [send()], locale })
  cleanups.push(() => hatch.destroy())
  await hatch.ready
  await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
  hatch.context.store.update((draft) => {
    const account = draft.chains.solana!.account
    account.balance = '2'
    account.tokenBalance = [
      {
        name: 'Fee token',
        symbol: 'FEE',
        chainId: testNetworks.sol.caipNetworkId,
        address: `${testNetworks.sol.caipNetworkId}:${MINT}`,
        quantity: { decimals: '8', numeric: '1000' },
        price: 0,
      },
    ]
  })
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>loading</p>}>
        <SendView params={undefined} />
      </Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount)
  const controller = await hatch.context.plugins.controller('send')
  await settle(() => {
    controller.setToken(MINT)
    controller.setAmount('10')
    controller.setReceiver(RECEIVER)
    void controller.send()
  })
  return container
}

const notes = (container: HTMLElement) => [...container.querySelectorAll('[role="status"] p')].map((p) => p.textContent)

describe('Send shows what a transfer-fee token keeps, under the network fee', () => {
  it('English: the issuer keeps 0.1 FEE and the recipient gets 9.9 FEE of the 10 typed', async () => {
    const container = await sendingTenFeeTokens('en')
    await waitFor(() => notes(container).find((text) => text?.startsWith('The token’s')), 'the token fee line')
    expect(notes(container)).toEqual(['Network fee: 0.000005 SOL', 'The token’s issuer keeps 0.1 FEE: the recipient gets 9.9 FEE'])
  })

  it('Persian: translated, with Persian digits, each amount kept whole inside the right-to-left sentence', async () => {
    const container = await sendingTenFeeTokens('fa')
    const line = await waitFor(() => notes(container).find((text) => text?.startsWith('ناشر')), 'the token fee line in Persian')
    expect(line).toBe('ناشر توکن \u2068۰٫۱ FEE\u2069 را نگه می‌دارد: گیرنده \u2068۹٫۹ FEE\u2069 دریافت می‌کند')
  })
})
