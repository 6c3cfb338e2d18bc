// @vitest-environment happy-dom
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { activity } from '../../../../plugins/activity/index.js'
import ActivityTab from '../../../../plugins/activity/views/ActivityTab.js'
import ActivityView from '../../../../plugins/activity/views/ActivityView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'
import { historyService, type HistoryAnswer } from './historyService.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const PEER = '0x00000000000000000000000000000000000000b2'

/** `count` received ETH transfers of 1, 2, 3 … ETH on the requested chain, 20 per page. */
function pagedHistory(count: number) {
  return (query: URLSearchParams): HistoryAnswer => {
    const chain = query.get('chainId') ?? ''
    const start = Number(query.get('cursor') ?? '0')
    const data = Array.from({ length: Math.max(0, Math.min(20, count - start)) }, (_, i) => ({
      id: `${chain}:${start + i}`,
      metadata: {
        operationType: 'receive',
        minedAt: new Date(Date.now() - 120_000).toISOString(),
        sentFrom: PEER,
        sentTo: ADDRESS,
        status: 'confirmed',
        chain,
      },
      transfers: [
        { fungible_info: { symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth.svg' } }, direction: 'in', quantity: { numeric: String(start + i + 1) } },
      ],
    }))
    return { status: 200, body: { data, next: start + 20 < count ? String(start + 20) : null } }
  }
}

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function mountTab(answer: (query: URLSearchParams) => HistoryAnswer, options: { asView?: boolean; connect?: boolean } = {}) {
  const service = await historyService({ answer })
  cleanups.push(service.close)
  const hatch: Hatch = createHatch({
    projectId: 'activity-tab-test',
    networks: [testNetworks.one],
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: service.url, data: service.url, analytics: service.url },
    plugins: [activity()],
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  await hatch.ready
  if (options.connect ?? true) await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>suspended</p>}>{options.asView ? <ActivityView /> : <ActivityTab namespace="eip155" address={ADDRESS} />}</Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount)
  return { hatch, container, service }
}

const statusText = (container: HTMLElement) => [...container.querySelectorAll('[role="status"]')].map((el) => el.textContent)

describe('the Activity tab', () => {
  it('renders a list named Transactions of labelled rows, only the ones in view, and pages on as its end shows', async () => {
    const { container, service } = await mountTab(pagedHistory(45))
    const list = await waitFor(() => container.querySelector('[role="list"][aria-label="Transactions"]'), 'the list')
    const rows = () => [...list.querySelectorAll('li')]
    await waitFor(() => (rows().length > 0 ? true : null), 'rows')
    // Six rows fit the list; four more each side are kept: far fewer than the 20 of a page.
    expect(rows().length).toBeLessThanOrEqual(10)
    expect(rows()[0]?.getAttribute('aria-label')).toBe(`Received +1 ETH from ${PEER.slice(0, 6)}…${PEER.slice(-4)}, Confirmed, 2 minutes ago`)
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('-1') // more pages follow
    expect(rows()[0]?.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1/eth.svg')
    expect(rows()[0]?.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(service.history).toHaveLength(1)

    // Scrolling to the end of what is loaded fetches the next page by its cursor.
    list.scrollTop = 20 * 60
    list.dispatchEvent(new Event('scroll'))
    await waitFor(() => (service.history.length >= 2 ? true : null), 'the second page')
    expect(service.history[1]?.get('cursor')).toBe('20')
    await settle()
    expect(rows().length).toBeLessThanOrEqual(16)
    expect(rows().some((row) => row.getAttribute('aria-posinset') === '21')).toBe(true)
  })

  it('says when there is nothing to show', async () => {
    const { container } = await mountTab(pagedHistory(0))
    await waitFor(() => (statusText(container).includes('No transactions yet') ? true : null), 'the empty state')
    expect(container.querySelector('[role="list"]')).toBeNull()
  })

  it("a failure says so in the tab with Try again, and the toast says 'Failed to fetch transactions'", async () => {
    let failing = true
    const { container, hatch } = await mountTab((query) => (failing ? { status: 503, body: { message: 'down' } } : pagedHistory(3)(query)))
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the failure')
    expect(alert.textContent).toBe('Transactions could not be loaded.')
    expect(hatch.getState().toast).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' })
    failing = false
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')
    expect(retry).toBeDefined()
    await settle(() => retry?.click())
    await waitFor(() => (container.querySelectorAll('li').length === 3 ? true : null), 'the three rows')
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it('the view activity/list shows the same list for the active account, or asks to connect', async () => {
    const { container } = await mountTab(pagedHistory(2), { asView: true })
    await waitFor(() => (container.querySelectorAll('li').length === 2 ? true : null), 'two rows')
    expect(container.querySelector('[role="list"]')?.getAttribute('aria-label')).toBe('Transactions')
    const idle = await mountTab(pagedHistory(2), { asView: true, connect: false })
    await waitFor(() => (statusText(idle.container).includes('Connect a wallet to see its activity.') ? true : null), 'the not-connected text')
  })
})
