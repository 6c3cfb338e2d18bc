import { fileURLToPath } from 'node:url'
import { bundleBrowserApp, type BundleFile } from '../../demo/bundle.js'

/**
 * Bundles the phone wallet app (`app/main.tsx`, WalletKit + viem + React) for the browser, in
 * memory: one ESM file plus its source map, served under `/assets/`. The page defines
 * `process.env.IS_VITEST` itself (see page.html).
 */
export function bundlePhoneWalletApp(): Promise<Map<string, BundleFile>> {
  return bundleBrowserApp({ entry: fileURLToPath(new URL('./app/main.tsx', import.meta.url)), outdirName: '.phone-wallet-build' })
}
