import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnect, type WalletConnectPairingState } from '../../../adapters/walletconnect/index.js'
import { RELAY_ANSWER_TIMEOUT_MS } from '../../../adapters/walletconnect/constants.js'
import type { PairingClock } from '../../../adapters/walletconnect/pairingSchedule.js'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { memoryBackend, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { installLoopbackGuard } from '../relay/loopbackGuard.js'
import { memoryKeyValueStorage } from '../walletconnect/walletSide.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { sandbox } from '../sandbox/helpers.js'
import { until } from './helpers/faultCases.js'

// The WalletConnect relay refusing connections (nothing listens on its port): the visitor must not
// wait at a QR code that never comes. After 15 s without a pairing uri (the adapter's clock,
// injected here) connecting fails with 'Failed to connect' naming the relay, the pairing state says
// 'failed' with the cause, no account is set, and nothing tried to reach another host.

let guard: ReturnType<typeof installLoopbackGuard>
const hatches: Hatch[] = []
const previous = { vitest: process.env.IS_VITEST, globalCore: process.env.DISABLE_GLOBAL_CORE }

/** A port on 127.0.0.1 that nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The adapter's clock: real time, timers run only when the test fires them. */
function manualClock() {
  const timers = new Map<number, { ms: number; run: () => void }>()
  let next = 0
  const clock: PairingClock = {
    now: () => Date.now(),
    setTimeout: (run, ms) => (timers.set(++next, { ms, run }), next),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  const fire = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue
      timers.delete(id)
      timer.run()
    }
  }
  return { clock, timers, fire }
}

beforeAll(() => {
  process.env.IS_VITEST = 'true'
  process.env.DISABLE_GLOBAL_CORE = 'true'
  guard = installLoopbackGuard()
})
afterAll(() => {
  for (const hatch of hatches) hatch.destroy()
  guard?.uninstall()
  for (const [key, value] of [
    ['IS_VITEST', previous.vitest],
    ['DISABLE_GLOBAL_CORE', previous.globalCore],
  ] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

describe('WalletConnect relay refused', () => {
  it("no uri within 15 s: 'Failed to connect' naming the relay, pairing 'failed', no account, nothing leaves 127.0.0.1", async () => {
    const relayUrl = `ws://127.0.0.1:${await closedPort()}`
    const { clock, timers, fire } = manualClock()
    const hatch = createHatch({
      projectId: 'hatch-sandbox',
      networks: [sandbox().networks[0] as unknown as CaipNetwork],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      metadata: { name: 'Hatch fault test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      adapters: [walletConnect({ relayUrl, storagePrefix: 'it-wc-refused', storage: memoryKeyValueStorage(), clock })],
    })
    hatches.push(hatch)
    const connecting = hatch.connect({ namespace: 'eip155', connectorId: 'walletConnect' }).catch((e: unknown) => e)
    const pairing = () => hatch.getState().plugins['walletConnect'] as WalletConnectPairingState | undefined
    await until(() => [...timers.values()].some((t) => t.ms === RELAY_ANSWER_TIMEOUT_MS), 'the relay deadline to be set', 30_000)
    expect(pairing()?.status).toBe('pairing')
    expect(pairing()?.uri).toBeUndefined()
    fire(RELAY_ANSWER_TIMEOUT_MS)
    const error = await connecting
    expect(isHatchError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect((error as Error).message).toContain(relayUrl)
    expect(pairing()).toMatchObject({ status: 'failed' })
    expect(pairing()?.error).toContain('gave no pairing uri within 15 s')
    expect(hatch.getState().chains.eip155?.account.address).toBeUndefined()
    expect(guard.foreign()).toEqual([])
  })
})
