import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { activity, type ActivityState } from '../../../../plugins/activity/index.js'
import { createActivityController, type ActivityController } from '../../../../plugins/activity/controller.js'
import { historyCacheLifetimeMs } from '../../../../plugins/activity/historyCache.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { historyService } from './historyService.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const ONE = testNetworks.one.caipNetworkId
const TWO = testNetworks.two.caipNetworkId

const transfer = (numeric: string, extra: Record<string, unknown> = {}) => ({
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth.svg' } },
  direction: 'in',
  quantity: { numeric },
  ...extra,
})
const spamTransfer = { nft_info: { name: 'Claim Your Reward Pass #1', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }
const tx = (id: string, chain: string, transfers: unknown[]) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: id,
    minedAt: '2026-11-25T01:00:00.000Z',
    sentFrom: '0x00000000000000000000000000000000000000b2',
    sentTo: ADDRESS,
    status: 'confirmed',
    chain,
  },
  transfers,
})

/**
 * The history of the tests: per chain, a first page with a kept, a spam-only, an other-chain and a
 * mixed transaction, then a last page; failing on demand.
 */
async function services(options: { activity?: boolean } = {}) {
  let failing = false
  const service = await historyService({
    ...options,
    answer: (query) => {
      if (failing) return { status: 503, body: { message: 'down' } }
      const chain = query.get('chainId') ?? ''
      if (query.get('cursor') === 'page-2') return { status: 200, body: { data: [tx(`${chain}-older`, chain, [transfer('0.5')])], next: null } }
      const data = [
        tx(`${chain}-newest`, chain, [transfer('1.25')]),
        tx(`${chain}-spam`, chain, [spamTransfer]),
        tx(`${chain}-elsewhere`, 'eip155:999', [transfer('9')]),
        tx(`${chain}-mixed`, chain, [spamTransfer, transfer('2')]),
      ]
      return { status: 200, body: { data, next: 'page-2' } }
    },
  })
  return { ...service, setFailing: (fail: boolean) => void (failing = fail) }
}

const closers: Array<() => unknown> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** An instance (remote configuration on) with the activity plugin, its controller on a clock the test moves. */
async function setup(options: { activity?: boolean } = {}) {
  const service = await services(options)
  closers.push(service.close)
  let now = 5_000_000
  const hatch: Hatch = createHatch({
    projectId: 'activity-test',
    networks: [testNetworks.one, testNetworks.two],
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: service.url, data: service.url, analytics: service.url },
    // The plugin as shipped, its controller given the test's clock.
    plugins: [{ ...activity(), controller: (ctx) => createActivityController(ctx as never, { now: () => now }) }],
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  closers.push(() => hatch.destroy?.())
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const slice = () => hatch.getState().plugins['activity'] as ActivityState
  const settled = async () => {
    await expect.poll(() => slice().loading, { interval: 5 }).toBe(false)
    return slice()
  }
  return { hatch, service, slice, settled, advance: (ms: number) => void (now += ms) }
}

const controllerOf = (hatch: Hatch) => hatch.context.plugins.controller<ActivityController>('activity')
const ids = (state: ActivityState) => state.transactions.map((t) => t.id)

describe('activity controller', () => {
  it('keeps only the active chain and drops spam-only transactions; pages on through the cursor', async () => {
    const { hatch, slice, settled, service } = await setup()
    const controller = await controllerOf(hatch)
    closers.push(controller.watch())
    await expect.poll(() => slice().owner).toBe(`${ONE}|${ADDRESS}`)
    let state = await settled()
    // A transfer that is not spam keeps its transaction, even next to a spam one.
    expect(ids(state)).toEqual([`${ONE}-newest`, `${ONE}-mixed`])
    expect(state).toMatchObject({ next: 'page-2', empty: false })
    expect(service.history[0]?.get('chainId')).toBe(ONE)
    expect(service.history[0]?.has('cursor')).toBe(false)

    await controller.loadMore()
    state = await settled()
    expect(ids(state)).toEqual([`${ONE}-newest`, `${ONE}-mixed`, `${ONE}-older`])
    expect(state.next).toBeUndefined()
    expect(service.history[1]?.get('cursor')).toBe('page-2')
    await controller.loadMore() // the last page: nothing to fetch
    expect(service.history).toHaveLength(2)
  })

  it('shown again within 15 s, the list stays as it was, later pages included; after 15 s it starts over', async () => {
    const { hatch, slice, settled, service, advance } = await setup()
    const controller = await controllerOf(hatch)
    let stop = controller.watch()
    await settled()
    await controller.loadMore()
    expect(ids(await settled())).toHaveLength(3)
    stop()
    advance(historyCacheLifetimeMs - 1)
    stop = controller.watch()
    expect(ids(slice())).toHaveLength(3)
    expect(service.history).toHaveLength(2)
    stop()
    advance(1)
    stop = controller.watch()
    expect(ids(await settled())).toEqual([`${ONE}-newest`, `${ONE}-mixed`])
    expect(service.history).toHaveLength(3)
    stop()
  })

  it('serves the first page from the cache for 15 s per account and network, then fetches again', async () => {
    const { hatch, service, settled, advance } = await setup()
    const controller = await controllerOf(hatch)
    let stop = controller.watch()
    await settled()
    expect(service.history).toHaveLength(1)

    stop()
    advance(historyCacheLifetimeMs - 1)
    stop = controller.watch() // the tab shown again within 15 s
    expect(ids(await settled())).toEqual([`${ONE}-newest`, `${ONE}-mixed`])
    expect(service.history).toHaveLength(1)

    // Another network is another cache entry; back on the first, still within its 15 s.
    await hatch.setNetwork(TWO)
    await expect.poll(() => service.history.length).toBe(2)
    expect(service.history[1]?.get('chainId')).toBe(TWO)
    expect(ids(await settled())).toEqual([`${TWO}-newest`, `${TWO}-mixed`])
    await hatch.setNetwork(ONE)
    expect(ids(await settled())).toEqual([`${ONE}-newest`, `${ONE}-mixed`])
    expect(service.history).toHaveLength(2)

    advance(1) // 15 s after the first fetch
    stop()
    stop = controller.watch()
    await expect.poll(() => service.history.length).toBe(3)
    expect(service.history[2]?.get('chainId')).toBe(ONE)
    stop()
  })

  it("a failed fetch shows 'Failed to fetch transactions', marks the list empty and clears the cursor", async () => {
    const { hatch, service, settled } = await setup()
    const errors: string[] = []
    hatch.on('error', ({ code }) => errors.push(code))
    service.setFailing(true)
    const controller = await controllerOf(hatch)
    closers.push(controller.watch())
    await expect.poll(() => hatch.getState().toast?.message).toBe('Failed to fetch transactions')
    const state = await settled()
    expect(state).toMatchObject({ transactions: [], empty: true, error: 'TRANSACTIONS_FETCH_FAILED' })
    expect(state.next).toBeUndefined()
    expect(hatch.getState().toast?.variant).toBe('error')
    expect(errors).toContain('TRANSACTIONS_FETCH_FAILED')

    // Nothing was cached from the failure: a retry once the service is back loads the list.
    service.setFailing(false)
    await controller.refresh()
    expect(ids(await settled())).toEqual([`${ONE}-newest`, `${ONE}-mixed`])
    expect(hatch.getState().plugins['activity']).not.toHaveProperty('error', 'TRANSACTIONS_FETCH_FAILED')
  })

  it('refetches past the cache when a transaction of the account is sent, not for another account', async () => {
    const { hatch, service, settled } = await setup()
    const controller = await controllerOf(hatch)
    closers.push(controller.watch())
    await settled()
    expect(service.history).toHaveLength(1)
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: ONE,
      hash: '0x01',
      from: '0x00000000000000000000000000000000000000ff',
      to: '0x00000000000000000000000000000000000000fe',
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(service.history).toHaveLength(1)
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: ONE,
      hash: '0x02',
      from: ADDRESS.toUpperCase().replace('0X', '0x'),
      to: '0x00000000000000000000000000000000000000fe',
    })
    await expect.poll(() => service.history.length).toBe(2)
    await settled()
  })

  it('empties the list when the account disconnects', async () => {
    const { hatch, slice, settled } = await setup()
    const controller = await controllerOf(hatch)
    closers.push(controller.watch())
    await settled()
    expect(slice().transactions.length).toBe(2)
    await hatch.disconnect()
    await expect.poll(() => slice().transactions.length).toBe(0)
    expect(slice().owner).toBeUndefined()
  })

  it('follows the project configuration: with activity off there is no Activity tab and no controller', async () => {
    const { hatch } = await setup({ activity: false })
    expect(hatch.context.extensions.visible('accountTabs', 'eip155')).toEqual([])
    expect(hatch.context.router.isReachable('activity/list')).toBe(false)
    await expect(controllerOf(hatch)).rejects.toMatchObject({ code: 'FEATURE_DISABLED' })
  })

  it('contributes the Activity tab (order 30) on EVM, Solana and Bitcoin, and the view activity/list, while the feature is on', async () => {
    const { hatch } = await setup()
    const [tab] = hatch.context.extensions.visible('accountTabs', 'eip155')
    expect(tab).toMatchObject({ id: 'activity', label: 'Activity', order: 30, owner: 'activity' })
    expect(hatch.context.extensions.visible('accountTabs', 'bip122').map((t) => t.id)).toEqual(['activity'])
    expect(hatch.context.extensions.visible('accountTabs', 'solana').map((t) => t.id)).toEqual(['activity'])
    expect(hatch.context.extensions.visible('accountTabs', 'polkadot')).toEqual([])
    // And the list as a view of its own (spec §2 "Feature views").
    expect(hatch.context.router.isReachable('activity/list')).toBe(true)
    expect(hatch.context.views.get('activity/list')).toMatchObject({ owner: 'activity', title: 'Activity' })
  })
})
