// Node only (esbuild builds the wallets' page bundles): loaded by installTestWallets for a page.
import { bitcoinTestWalletInitScript } from '../../sandbox/wallets/bitcoin/index.js'
import { evmTestWalletInitScript } from '../../sandbox/wallets/evm/index.js'
import { solanaTestWalletInitScript } from '../../sandbox/wallets/solana/index.js'
import { testingErrorCatalogue } from '../errors.js'
import { isLoopbackOrigin } from '../loopback.js'
import type { TestWalletConfigs } from './walletConfigs.js'

/** Runs in the page before its scripts: true when the wallets may install on this document's origin. */
function originGuard(isLoopback: (origin: string) => boolean, allowOrigin: string | null, refusal: string): boolean {
  const origin = location.origin
  // about:blank and sandboxed frames: nothing to install into, nothing to report.
  if (origin === 'null') return false
  if (isLoopback(origin) || origin === allowOrigin) return true
  console.error(`HatchTestingError TESTING_NOT_LOOPBACK: ${refusal.split('{origin}').join(origin)}`)
  return false
}

/**
 * The init script that installs `configs` in every document the page opens whose origin is
 * loopback (or `allowOrigin`): the sandbox wallets' bundles and their install calls behind the guard.
 */
export async function testWalletInitScript(configs: TestWalletConfigs, allowOrigin: string | undefined): Promise<string> {
  const parts = await Promise.all([
    configs.evm ? evmTestWalletInitScript([configs.evm]) : '',
    configs.solana ? solanaTestWalletInitScript([configs.solana]) : '',
    configs.bitcoin ? bitcoinTestWalletInitScript([configs.bitcoin]) : '',
  ])
  const guard = `(${originGuard.toString()})(${isLoopbackOrigin.toString()}, ${JSON.stringify(allowOrigin ?? null)}, ${JSON.stringify(testingErrorCatalogue.TESTING_NOT_LOOPBACK)})`
  return `if (${guard}) {\n${parts.filter(Boolean).join('\n')}\n}`
}
