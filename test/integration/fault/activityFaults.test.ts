import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import { activity, type ActivityState } from '../../../plugins/activity/index.js'
import type { ActivityController } from '../../../plugins/activity/controller.js'
import { memoryBackend, scriptedAdapter } from '../../fixtures/createTestHatch.js'
import { sandbox } from '../sandbox/helpers.js'
import { FaultProxy } from './helpers/faultProxy.js'
import { serviceFaultCases, underFault, until } from './helpers/faultCases.js'

// Transaction history (GET /v1/account/{address}/history, spec §7) under the matrix's faults:
// 'Failed to fetch transactions' (spec §8), the list marked empty, no loading flag left on; the
// Activity tab's refresh loads the history once the data service is back.

let data: FaultProxy
const hatches: Hatch[] = []
beforeAll(async () => {
  data = await FaultProxy.start(sandbox().urls.data)
})
afterAll(async () => {
  for (const hatch of hatches) hatch.destroy?.()
  await data?.close()
})

async function connectedHatch() {
  const network = sandbox().networks.find((n) => !n.testnet)!
  const hatch = createHatch({
    projectId: sandbox().projectId,
    networks: [network],
    adapters: [scriptedAdapter('eip155', { chainId: network.id }).adapter],
    plugins: [activity()],
    storage: memoryBackend(),
    endpoints: { catalogue: sandbox().urls.catalogue, data: data.url, analytics: sandbox().urls.analytics },
    logger: { warn: () => undefined, error: () => undefined, debug: () => undefined },
  })
  hatches.push(hatch)
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const controller = await hatch.context.plugins.controller<ActivityController>('activity')
  const slice = () => hatch.getState().plugins['activity'] as ActivityState
  return { hatch, controller, slice }
}

describe.each(serviceFaultCases)('transaction history under fault: $name', (fault) => {
  it("'Failed to fetch transactions', the list marked empty, nothing loading; refresh loads it once the service is back", async () => {
    const { hatch, controller, slice } = await connectedHatch()
    await data.set(fault.fault)
    let stop = () => {}
    try {
      await underFault(data, fault, '/v1/account/', async () => {
        stop = controller.watch()
        await until(() => slice().error !== undefined, 'the history to fail')
      })
      expect(slice()).toMatchObject({ transactions: [], empty: true, loading: false, error: 'TRANSACTIONS_FETCH_FAILED' })
      expect(hatch.getState().toast?.message).toBe('Failed to fetch transactions')
      await data.heal()
      await controller.refresh()
      await until(() => !slice().loading, 'the history to load')
      expect(slice().error).toBeUndefined()
      expect(Array.isArray(slice().transactions)).toBe(true)
    } finally {
      stop()
      await data.heal()
    }
  })
})
