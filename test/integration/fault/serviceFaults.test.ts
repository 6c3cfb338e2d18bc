import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHatch } from '../../../kernel/createHatch.js'
import { definePlugin } from '../../../kernel/contracts/definePlugin.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { createHttpClient } from '../../../kernel/http/createHttpClient.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { createAccountData } from '../../../ui/views/account/accountData.js'
import { createAllWalletsController } from '../../../ui/views/all-wallets/allWalletsController.js'
import { memoryBackend, scriptedAdapter } from '../../fixtures/createTestHatch.js'
import { sandbox } from '../sandbox/helpers.js'
import { FaultProxy } from './helpers/faultProxy.js'
import { firstLine, serviceFaultCases, underFault, until } from './helpers/faultCases.js'

// The fault matrix of issue 18 for the two services of spec §7 (wallet catalogue, blockchain data):
// each call the product makes × each failure, through a real misbehaving HTTP server in front of
// the sandbox's real service. Each test asserts what the visitor or host notices (the message,
// the alert), that nothing is left half-done (no loading flag, nothing stale kept), and that the
// same action succeeds once the fault is gone. Deadlines run on an injected clock.

const silent = { warn: () => {}, error: () => {}, debug: () => {}, info: () => {} }
let catalogue: FaultProxy
let data: FaultProxy

beforeAll(async () => {
  catalogue = await FaultProxy.start(sandbox().urls.catalogue)
  data = await FaultProxy.start(sandbox().urls.data)
})
afterAll(async () => {
  await catalogue?.close()
  await data?.close()
})

const client = (baseUrl: string) => createHttpClient({ baseUrl, projectId: sandbox().projectId, sdkType: 'hatch-test', sdkVersion: '0.1.0' })
const mainnets = () => sandbox().networks.filter((n) => !n.testnet) as unknown as CaipNetwork[]

describe.each(serviceFaultCases)('fault: $name', (fault) => {
  it('project configuration (GET /appkit/v1/config): the documented alert or warning, host settings apply; the next load gets the remote features', async () => {
    const gated = definePlugin({
      id: 'faulty',
      gate: { key: 'swaps', source: 'remote', default: false },
      views: { 'faulty/main': () => Promise.resolve({ default: null }) },
    })
    const warnings: string[] = []
    const options = {
      projectId: sandbox().projectId,
      networks: mainnets(),
      endpoints: { catalogue: catalogue.url, data: data.url, analytics: sandbox().urls.analytics },
      storage: memoryBackend(),
      plugins: [gated],
      features: { swaps: true },
      logger: { ...silent, warn: (m: string) => void warnings.push(m) },
    } as unknown as Parameters<typeof createHatch>[0]
    await catalogue.set(fault.fault)
    try {
      const hatch = await underFault(catalogue, fault, '/appkit/v1/config', async () => {
        const h = createHatch(options)
        await h.ready
        return h
      })
      const state = hatch.getState()
      expect(state.remoteConfig.status).toBe('failed')
      // 5xx → APKT009 'Server Error', 429 → APKT010 'Rate Limited' (spec §8); other failures raise no alert.
      const expected = fault.fault.kind === 'status' ? (fault.fault.status === 429 ? ['Rate Limited'] : ['Server Error']) : []
      expect(state.alerts.map((a) => a.title)).toEqual(expected)
      // Host settings apply: the host turned swaps on.
      expect(hatch.context.isFeatureEnabled('swaps')).toBe(true)
      if (fault.code !== 'HTTP_STATUS') {
        const url = `${catalogue.url}/appkit/v1/config`
        const warning = warnings.find((w) => w.startsWith('project configuration could not be fetched'))
        expect(warning).toBeDefined()
        const reason = warning!.slice('project configuration could not be fetched ('.length).replace(/\); host feature settings apply$/, '')
        expect(reason).toMatch(fault.message(url))
        expect(warning).toMatch(/; host feature settings apply$/)
      }
    } finally {
      await catalogue.heal()
    }
    const healed = createHatch(options)
    await healed.ready
    expect(healed.getState().remoteConfig.status).toBe('ready')
    expect(healed.getState().alerts).toEqual([])
  })

  it('wallet list (GET /getWallets): the error is shown, nothing half-loaded, no stuck loading; Try again loads the list', async () => {
    const controller = createAllWalletsController({
      catalogue: client(catalogue.url),
      list: { include: [], exclude: [], featured: [] },
      chains: [],
      rules: { isMobile: false, universalProvider: false },
    })
    try {
      await catalogue.set(fault.fault)
      await underFault(catalogue, fault, '/getWallets', () => controller.open())
      const failed = controller.getState()
      expect(failed.status).toBe('error')
      expect(failed.loadingPage).toBe(false)
      expect(failed.wallets).toEqual([])
      expect(failed.pagesLoaded).toBe(0)
      expect(firstLine(failed.error)).toMatch(fault.message(`${catalogue.url}/getWallets`))
      await catalogue.heal()
      // The view's "Try again" calls open() again after a failed first load.
      await controller.open()
      const healed = controller.getState()
      expect(healed.status).toBe('ready')
      expect(healed.recommended.length).toBeGreaterThan(0)
      expect(healed.wallets.length).toBeGreaterThan(0)
    } finally {
      controller.dispose()
      await catalogue.heal()
    }
  })

  it("token balances (GET /v1/account/{address}/balance): 'Token Balance Unavailable', the list marked empty, retries held 30 s, then loaded", async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createHatch({
      projectId: sandbox().projectId,
      networks: mainnets(),
      basic: true,
      adapters: [adapter],
      storage: memoryBackend(),
      endpoints: { catalogue: sandbox().urls.catalogue, data: data.url, analytics: sandbox().urls.analytics },
      logger: silent,
    })
    await hatch.ready
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    let now = 1_000_000
    const account = createAccountData(hatch, () => now)
    const errors: unknown[] = []
    hatch.on('error', (e) => void errors.push(e))
    await data.set(fault.fault)
    let stop: () => void = () => {}
    try {
      await underFault(data, fault, '/v1/account/', async () => {
        stop = account.watch()
        await until(() => account.getStatus().status === 'error', 'the Tokens tab to fail')
      })
      // The toast's code and the error texts load on first use, so it may show a moment after the failure.
      await until(() => hatch.getState().toast !== undefined, 'the toast')
      expect(hatch.getState().toast?.message).toBe('Token Balance Unavailable')
      expect(hatch.getState().chains.eip155?.account.tokenBalance).toEqual([])
      const cause = (errors.find((e) => (e as { code?: string }).code === 'TOKEN_BALANCE_UNAVAILABLE') as { error?: unknown } | undefined)?.error
      expect(isHatchError(cause, fault.code)).toBe(true)
      expect(firstLine(cause)).toMatch(fault.message(`${data.url}/v1/account/${hatch.getState().chains.eip155?.account.address}/balance`))
      await data.heal()
      // Reopening the Account view within 30 s does not ask again (spec §8 retry gap).
      stop()
      const asked = data.hits('/v1/account/').length
      stop = account.watch()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(data.hits('/v1/account/').length).toBe(asked)
      expect(account.getStatus().status).toBe('error')
      // After the gap, the same action loads the balances.
      now += 30_001
      stop()
      stop = account.watch()
      await until(() => account.getStatus().status === 'ready', 'the Tokens tab to load')
      expect(Array.isArray(hatch.getState().chains.eip155?.account.tokenBalance)).toBe(true)
    } finally {
      stop()
      await data.heal()
    }
  })
})
