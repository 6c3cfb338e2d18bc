// `npm run lint`: ESLint over the repository (eslint.config.js: type-aware TypeScript rules, React
// hooks, JSX accessibility), then `prettier --check` over the code files (.prettierrc.mjs). Both
// always run, so one report shows everything; the last line says what failed. Exit code 1 when
// either found a problem. `npm run format` rewrites the formatting (Prettier only; ESLint's own
// fixes are `npx eslint --fix <paths>`). Markdown and JSON are left out of Prettier on purpose: it
// would re-align every docs table and re-indent generated JSON.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from './package/entries.mjs'

/** The code files Prettier checks (package.json's `format` script uses the same glob). */
export const PRETTIER_GLOB = '**/*.{ts,tsx,js,mjs,cjs}'

const run = (label, args) => {
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const ok = result.status === 0
  console.log(`${label}: ${ok ? 'clean' : `problems (exit code ${result.status ?? result.signal})`} (${seconds} s)`)
  return ok
}

// No --cache: the type-aware rules' verdict on a file depends on the types of the files it imports,
// which ESLint's cache (keyed on the file's own content) does not see change, so it reports stale results.
const eslintOk = run('eslint', [join(repoRoot, 'node_modules/eslint/bin/eslint.js'), '.', ...process.argv.slice(2)])
const prettierOk = run('prettier --check', [join(repoRoot, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', PRETTIER_GLOB])
if (!eslintOk || !prettierOk) {
  console.log(`lint failed: ${[!eslintOk && 'eslint', !prettierOk && 'prettier --check'].filter(Boolean).join(' and ')} (see above)`)
  process.exit(1)
}
console.log('lint ok')
