// @vitest-environment happy-dom
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { swaps } from '../../../../plugins/swaps/index.js'
import SwapView from '../../../../plugins/swaps/views/SwapView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'
import { convertService, type QuoteAnswer, type ReceiptAnswer } from './convertService.js'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function mountSwap(options: {
  chainIds?: number[]
  quote?: (query: URLSearchParams) => QuoteAnswer
  canSend?: boolean
  receipt?: () => ReceiptAnswer
  balance?: string
  /** What the wallet throws when asked to send (instead of returning a hash). */
  sendError?: Error
  /** Collects what the wallet is asked to send. */
  sent?: { gas?: bigint }[]
  locale?: string
}) {
  const service = await convertService({
    chainId: testNetworks.one.caipNetworkId,
    quote: options.quote ?? (() => ({ status: 200, body: { quotes: [{ fromAmount: '1', toAmount: '1', priceImpact: '0.30' }] } })),
    ...(options.receipt ? { receipt: options.receipt } : {}),
  })
  cleanups.push(service.close)
  // A wallet that can send transactions, unless the test says it cannot (the swap needs it).
  const sendTransaction = async (request: { gas?: bigint }) => {
    if (options.sendError) throw options.sendError
    options.sent?.push(request)
    return `0x${'ab'.repeat(32)}` as const
  }
  const wallet = scriptedAdapter('eip155', options.canSend === false ? {} : { sendTransaction })
  const balance = options.balance ?? '0'
  wallet.runtime.getBalance = async () => ({ balance, symbol: 'ETH' })
  const hatch: Hatch = createHatch({
    projectId: 'swap-view-test',
    // The network's node is the service's /rpc: the swap follows its transaction there.
    networks: [{ ...testNetworks.one, rpcUrls: { default: { http: [`${service.url}/rpc`] } } }],
    adapters: [wallet.adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: service.url, data: service.url, analytics: service.url },
    plugins: [swaps(options.chainIds ? { chainIds: options.chainIds } : {})],
    ...(options.locale ? { locale: options.locale } : {}),
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>suspended</p>}>
        <SwapView params={undefined} />
      </Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount, () => hatch.destroy())
  return { hatch, container, service }
}

/** Types into a React-controlled input as a visitor's keystrokes do. */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  await settle(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const labelled = (container: HTMLElement, label: string) => {
  const element = [...container.querySelectorAll('label')].find((l) => l.textContent === label)
  const id = element?.getAttribute('for')
  return id ? container.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${id}"]`) : null
}

/**
 * Swaps 0.5 ETH → USDC in the view, the node answering the transaction's receipt with `receipt`;
 * returns once Swap was pressed, with the `transaction:confirmed` events heard from then on.
 */
async function swapHalfAnEth(receipt: () => ReceiptAnswer) {
  const { hatch, container } = await mountSwap({
    chainIds: [testNetworks.one.id],
    balance: '2',
    receipt,
    quote: () => ({ status: 200, body: { quotes: [{ fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] } }),
  })
  const confirmed: unknown[] = []
  hatch.on('transaction:confirmed', (event) => confirmed.push(event))
  const amount = (await waitFor(() => labelled(container, 'Amount'), 'the Amount field')) as HTMLInputElement
  await type(amount, '0.5')
  const swap = await waitFor(() => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Swap' && !b.disabled), 'Swap enabled')
  await settle(() => swap.click())
  return { hatch, container, amount, confirmed }
}

describe('the swap view (happy-dom, real HTTP service)', () => {
  it('checks the wallet when it opens: one that cannot send transactions gets an alert, no form, and no token list is fetched', async () => {
    const { container, service } = await mountSwap({ chainIds: [testNetworks.one.id], canSend: false })
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('The eip155 adapter does not support sendTransaction')
    expect(labelled(container, 'Amount')).toBeNull()
    expect(service.calls.filter((u) => u.pathname.includes('/tokens'))).toEqual([])
  })

  it('opens on ETH → USDC with the amount focused; a quote is asked once typing pauses, for the amount in base units', async () => {
    const { container, service } = await mountSwap({
      chainIds: [testNetworks.one.id],
      quote: () => ({ status: 200, body: { quotes: [{ fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] } }),
    })
    const amount = (await waitFor(() => labelled(container, 'Amount'), 'the Amount field')) as HTMLInputElement
    expect((labelled(container, 'From') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('ETH')
    expect((labelled(container, 'To') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('USDC')
    expect(document.activeElement === amount || container.ownerDocument.activeElement === amount).toBe(true)

    for (const text of ['0', '0.', '0.5']) await type(amount, text)
    await waitFor(() => [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('You receive: ')), 'the quote')
    const quotes = service.calls.filter((u) => u.pathname === '/v1/convert/quotes')
    expect(quotes).toHaveLength(1)
    expect(quotes[0]?.searchParams.get('amount')).toBe('500000000000000000')
    expect(quotes[0]?.searchParams.get('from')).toBe(`${testNetworks.one.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`)
    // Every figure through the one amount formatter: floored, grouped, significant digits.
    expect(container.textContent).toContain('You receive: 1,488.081 USDC')
    expect(container.textContent).toContain('Minimum received: 1,473.201 USDC')
    expect(container.textContent).toContain('Rate: 1 ETH = 2,976.163 USDC')
    expect(container.textContent).toContain('Price impact: 0.79%')
    // The scripted wallet holds no ETH: the amount is named as too much, and Swap cannot be pressed.
    expect(container.textContent).toContain('Insufficient ETH balance: 0.5 needed, 0 available')
    const swap = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Swap')
    expect(swap?.disabled).toBe(true)
  })

  it("says 'Network not supported for Swaps' outside the swap networks and asks the service nothing", async () => {
    const { container, service } = await mountSwap({})
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('Network not supported for Swaps')
    expect(labelled(container, 'Amount')).toBeNull()
    expect(service.calls).toEqual([])
  })

  it("shows the service's liquidity refusal and offers nothing to press", async () => {
    const { container } = await mountSwap({
      chainIds: [testNetworks.one.id],
      quote: () => ({ status: 422, body: { message: 'Insufficient liquidity: this swap would take 60.0% of the pool' } }),
    })
    const amount = (await waitFor(() => labelled(container, 'Amount'), 'the Amount field')) as HTMLInputElement
    await type(amount, '150')
    const alert = await waitFor(
      () => [...container.querySelectorAll('[role="alert"]')].find((a) => a.textContent?.startsWith('Not enough liquidity')),
      'the liquidity alert',
    )
    expect(alert.textContent).toBe('Not enough liquidity for this swap: Insufficient liquidity: this swap would take 60.0% of the pool')
    expect(container.textContent).not.toContain('You receive')
    expect([...container.querySelectorAll('button')].find((b) => b.textContent === 'Swap')?.disabled).toBe(true)
  })

  it('after the wallet returns the hash, says it waits for the network with Swap busy; "Swapped" and Account only once the receipt says success', async () => {
    let receipt: ReceiptAnswer = null
    const { hatch, container, amount, confirmed } = await swapHalfAnEth(() => receipt)
    await waitFor(() => (container.textContent?.includes('Waiting for the network to confirm the swap…') ? true : undefined), 'the waiting status')
    expect(confirmed).toEqual([])
    const busy = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Swapping…'))
    expect(busy?.getAttribute('aria-disabled')).toBe('true')
    expect(hatch.getState().toast).toBeUndefined()
    expect(amount.value).toBe('0.5')

    receipt = { status: '0x1', blockNumber: '0x7' }
    await waitFor(() => (hatch.getState().toast?.messageId === 'swaps.swapped' ? true : undefined), 'the Swapped toast')
    expect(hatch.getState().router.stack.at(-1)?.view).toBe('Account')
    // The balances read again now that the chain has the swap.
    expect(confirmed).toEqual([{ namespace: 'eip155', caipNetworkId: testNetworks.one.caipNetworkId, hash: `0x${'ab'.repeat(32)}`, from: expect.any(String) }])
  })

  it("a wallet's refusal reads in the modal's language under the form, as its toast does (not the error's English text)", async () => {
    const { container } = await mountSwap({
      chainIds: [testNetworks.one.id],
      balance: '2',
      locale: 'de',
      sendError: new HatchError('WALLET_REQUEST_REJECTED'),
      quote: () => ({ status: 200, body: { quotes: [{ fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] } }),
    })
    const amount = (await waitFor(() => labelled(container, 'Betrag'), 'the Betrag field')) as HTMLInputElement
    await type(amount, '0,5')
    const swap = await waitFor(() => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Tauschen' && !b.disabled), 'Tauschen enabled')
    await settle(() => swap.click())
    const alert = await waitFor(() => [...container.querySelectorAll('[role="alert"]')].find((a) => a.textContent), 'the alert')
    expect(alert.textContent).toBe('Anfrage in der Wallet abgelehnt')
  })

  it("gives the wallet the service's gas estimate plus a fifth: an exact estimate ran out of gas when a new second began before the swap was mined", async () => {
    const sent: { gas?: bigint }[] = []
    const { container } = await mountSwap({
      chainIds: [testNetworks.one.id],
      balance: '2',
      sent,
      receipt: () => ({ status: '0x1', blockNumber: '0x7' }),
      quote: () => ({ status: 200, body: { quotes: [{ fromAmount: '500000000000000000', toAmount: '1488081911', priceImpact: '0.79' }] } }),
    })
    const amount = (await waitFor(() => labelled(container, 'Amount'), 'the Amount field')) as HTMLInputElement
    await type(amount, '0.5')
    const swap = await waitFor(() => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Swap' && !b.disabled), 'Swap enabled')
    await settle(() => swap.click())
    await waitFor(() => (sent.length > 0 ? true : undefined), 'the wallet asked to send')
    // The service estimated 21000 (convertService.ts).
    expect(sent[0]?.gas).toBe(25_200n)
  })

  it('a swap that reverted on chain is an error in the form, not "Swapped"; the amount stays for another try', async () => {
    const { hatch, container, amount, confirmed } = await swapHalfAnEth(() => ({ status: '0x0', blockNumber: '0x7' }))
    const alert = await waitFor(() => [...container.querySelectorAll('[role="alert"]')].find((a) => a.textContent?.startsWith('The transaction')), 'the alert')
    expect(alert.textContent).toBe('The transaction failed on chain: nothing was swapped')
    expect(hatch.getState().toast).toMatchObject({ variant: 'error', messageId: 'error.SWAPS_REVERTED' })
    expect(amount.value).toBe('0.5')
    expect(container.textContent).not.toContain('Waiting for the network')
    expect(confirmed).toEqual([])
  })
})
