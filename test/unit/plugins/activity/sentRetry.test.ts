import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { activity, type ActivityState } from '../../../../plugins/activity/index.js'
import { createActivityController, SENT_RETRY_DELAYS_MS, type ActivityController } from '../../../../plugins/activity/controller.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { historyService } from './historyService.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const ONE = testNetworks.one.caipNetworkId
const SENT = '0x' + 'ab'.repeat(32)

const tx = (id: string, hash: string) => ({
  id,
  metadata: {
    operationType: 'send',
    hash,
    minedAt: '2026-11-25T01:00:00.000Z',
    sentFrom: ADDRESS,
    sentTo: '0x00000000000000000000000000000000000000b2',
    status: 'confirmed',
    chain: ONE,
  },
  transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth.svg' } }, direction: 'out', quantity: { numeric: '0.1' } }],
})

const closers: Array<() => unknown> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/**
 * A wallet hands back the hash before the block the data service indexes, so the history asked
 * right after `transaction:sent` may not list the send yet. The controller asks again on a timer
 * (injected here, run by the test) until it does, keeping the rows it shows meanwhile.
 */
async function setup() {
  let indexed = false
  const service = await historyService({
    answer: () => ({ status: 200, body: { data: indexed ? [tx('sent', SENT), tx('older', '0x01')] : [tx('older', '0x01')], next: null } }),
  })
  closers.push(service.close)
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = []
  const setTimer = (run: () => void, ms: number) => {
    const timer = { run, ms, cancelled: false }
    timers.push(timer)
    return () => void (timer.cancelled = true)
  }
  const hatch: Hatch = createHatch({
    projectId: 'activity-sent-retry',
    networks: [testNetworks.one],
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: { catalogue: service.url, data: service.url, analytics: service.url },
    plugins: [{ ...activity(), controller: (ctx) => createActivityController(ctx as never, { setTimer }) }],
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  closers.push(() => hatch.destroy?.())
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const slice = () => hatch.getState().plugins['activity'] as ActivityState
  const settled = async () => {
    await expect.poll(() => slice().loading, { interval: 5 }).toBe(false)
    return slice().transactions.map((t) => t.id)
  }
  const pending = () => timers.filter((t) => !t.cancelled)
  const fire = () => {
    const [next] = pending()
    if (!next) throw new Error('no retry is scheduled')
    next.cancelled = true
    next.run()
  }
  const controller = await hatch.context.plugins.controller<ActivityController>('activity')
  closers.push(controller.watch())
  await settled()
  const sent = () =>
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: ONE,
      hash: SENT,
      from: ADDRESS,
      to: '0x00000000000000000000000000000000000000b2',
    })
  return { service, slice, settled, pending, fire, sent, index: () => void (indexed = true) }
}

describe('activity: a send the history does not list yet', () => {
  it('is asked for again on the retry schedule until the history lists it, without emptying the list meanwhile', async () => {
    const { service, slice, settled, pending, fire, sent, index } = await setup()
    const before = service.history.length
    sent()
    expect(await settled()).toEqual(['older'])
    expect(service.history.length).toBe(before + 1)
    expect(pending().map((t) => t.ms)).toEqual([SENT_RETRY_DELAYS_MS[0]])

    // Still not indexed: the row stays on screen during the reload, and the next delay is longer.
    fire()
    expect(slice().transactions.map((t) => t.id)).toEqual(['older'])
    expect(await settled()).toEqual(['older'])
    expect(pending().map((t) => t.ms)).toEqual([SENT_RETRY_DELAYS_MS[1]])

    index()
    fire()
    expect(await settled()).toEqual(['sent', 'older'])
    expect(pending()).toEqual([]) // listed: no more asking
    expect(service.history.length).toBe(before + 3)
  })

  it('gives up after the last delay', async () => {
    const { settled, pending, fire, sent, service } = await setup()
    sent()
    await settled()
    for (let i = 0; i < SENT_RETRY_DELAYS_MS.length; i++) {
      expect(pending().map((t) => t.ms)).toEqual([SENT_RETRY_DELAYS_MS[i]])
      fire()
      await settled()
    }
    expect(pending()).toEqual([])
    const asked = service.history.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(service.history.length).toBe(asked)
  })
})
