import { afterAll, beforeAll } from 'vitest'
import type { SocketClock } from '../../../adapters/walletconnect/client/relaySocket.js'
import { startRelay, type RelayHandle, type RelayOptions } from '../../../sandbox/relay/index.js'
import { installLoopbackGuard } from '../relay/loopbackGuard.js'
import { startWallet } from './walletSide.js'

/** What {@link walletKitOnRelay} started, readable once `beforeAll` has run. */
export interface WalletKitOnRelay {
  relay: RelayHandle
  wallet: Awaited<ReturnType<typeof startWallet>>
  /** Records any connection to a host other than 127.0.0.1 (`guard.foreign()`). */
  guard: ReturnType<typeof installLoopbackGuard>
}

/**
 * Registers the `beforeAll`/`afterAll` of a file that runs Hatch's client against the official
 * WalletKit: the SDKs' own switches for verify and analytics (docs/stand-ins.md; one core per
 * client, so a "reloaded" client builds a fresh core on the same stored keys), the loopback guard,
 * a sandbox relay (`relayOptions`: its clock ...) and a WalletKit wallet on it. `closing` runs first at teardown (the file's
 * providers or instances), then the wallet, the relay and the guard stop and the switches return.
 */
export function walletKitOnRelay(walletPrefix: string, closing: () => void = () => undefined, relayOptions: RelayOptions = {}): WalletKitOnRelay {
  const started = {} as WalletKitOnRelay
  const previous = { IS_VITEST: process.env.IS_VITEST, DISABLE_GLOBAL_CORE: process.env.DISABLE_GLOBAL_CORE }
  beforeAll(async () => {
    process.env.IS_VITEST = 'true'
    process.env.DISABLE_GLOBAL_CORE = 'true'
    started.guard = installLoopbackGuard()
    started.relay = await startRelay({ port: 0, ...relayOptions })
    started.wallet = await startWallet(started.relay.url, walletPrefix)
  })
  afterAll(async () => {
    closing()
    await started.wallet?.stop()
    await started.relay?.stop()
    started.guard?.uninstall()
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })
  return started
}

/** The real clock and timers, moved forward when a test plays a laptop that slept (the socket's and the pairing's clocks have this shape). */
export function sleepyClock(): { clock: SocketClock; sleep(ms: number): void } {
  let slept = 0
  const clock: SocketClock = {
    now: () => Date.now() + slept,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  return { clock, sleep: (ms) => void (slept += ms) }
}
