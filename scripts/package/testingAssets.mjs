// What `hatch/testing` reads at run time besides its built modules, copied into dist/ at the same
// relative paths (its modules find them next to themselves through `import.meta.url`):
// - data files: the sandbox contracts' artifacts, the phone wallet's page, the frame's style sheet;
// - the TypeScript sources of the pages the stack bundles with esbuild when it starts (the test
//   wallets, the phone wallet app, the secure site's frame), found as esbuild's own metafile lists
//   them, so the tarball holds exactly what those bundles read;
// - a tsconfig.json giving esbuild the repository's JSX and class-field settings there.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Pages `startStack` and `installTestWallets` bundle for the browser at run time (repo-relative). */
export const TESTING_BROWSER_ENTRIES = [
  'sandbox/wallets/evm/browser/entry.ts',
  'sandbox/wallets/solana/browser/entry.ts',
  'sandbox/wallets/bitcoin/browser/entry.ts',
  'sandbox/wallets/phone/app/main.tsx',
  'secure-site/frame/main.ts',
  'secure-site/frame/approvalWindowMain.ts',
  'secure-site/frame/passkeyWindowMain.ts',
]

/** Files read with `readFile` at run time (repo-relative). */
export const TESTING_DATA_FILES = [
  'sandbox/contracts/artifacts.json',
  'sandbox/contracts/erc4337-v0.8.json',
  'sandbox/wallets/phone/page.html',
  'secure-site/frame/frame.css',
]

/**
 * Copies the run-time files of hatch/testing from `root` into `outDir`.
 * @param {{ root: string, outDir: string }} options
 * @returns {Promise<string[]>} the repo-relative paths copied
 */
export async function copyTestingAssets({ root, outDir }) {
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: TESTING_BROWSER_ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(root, '.cache/testing-assets'),
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
  })
  const sources = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules/') && !p.includes(':'))
  const copied = [...new Set([...sources, ...TESTING_DATA_FILES])].sort()
  for (const file of copied) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    copyFileSync(join(root, file), join(outDir, file))
  }
  // esbuild reads the nearest tsconfig.json: without one, .tsx would compile to React.createElement.
  const tsconfig = { compilerOptions: { target: 'ES2022', jsx: 'react-jsx', verbatimModuleSyntax: true, useDefineForClassFields: true } }
  writeFileSync(join(outDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  return copied
}
