// Proves `"sideEffects": false` is true of the built output: each built entry is imported in its
// own fresh Node process where `window`, `document`, `localStorage` and `sessionStorage` are traps
// that record any read, and the global object's own keys are compared before and after.
import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage']

/** Source of the child process: prints one JSON line with what the import did. */
const childSource = (url) => `
const touched = []
for (const name of ${JSON.stringify(BROWSER_GLOBALS)}) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { touched.push({ name, stack: new Error().stack.split('\\n').slice(2, 5).join(' | ') }); return undefined },
  })
}
const keys = () => [...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis).map(String)]
const before = new Set(keys())
let error = null
let exportNames = []
try { exportNames = Object.keys(await import(${JSON.stringify(url)})) } catch (e) { error = String(e && e.stack || e) }
const added = keys().filter((k) => !before.has(k))
const removed = [...before].filter((k) => !keys().includes(k))
process.stdout.write(JSON.stringify({ touched, added, removed, error, exportNames }))
`

/**
 * Imports one built file in a fresh Node process and reports globals written or read.
 * @param {string} file absolute path of a built `.js` entry
 * @returns {Promise<{ touched: { name: string, stack: string }[], added: string[], removed: string[], error: string | null, exportNames: string[] }>}
 */
export async function importInFreshNode(file) {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', childSource(pathToFileURL(file).href)], {
    timeout: 30_000,
    maxBuffer: 8 * 1024 * 1024,
  })
  return JSON.parse(stdout)
}

/**
 * A readable list of problems for one entry, empty when importing it had no side effect.
 * @param {string} label entry name used in the messages
 * @param {Awaited<ReturnType<typeof importInFreshNode>>} result
 */
export function describeSideEffects(label, result) {
  const problems = []
  if (result.error) problems.push(`${label}: import failed: ${result.error}`)
  // A read made by an npm package's own top-level code (bn.js or node-gyp-build under @solana/web3.js,
  // an optional peer of the Solana entries) is that package's, not this package's.
  for (const t of result.touched.filter((touch) => !touch.stack.trimStart().startsWith('at ') || !/^\s*at [^|]*node_modules\//.test(touch.stack)))
    problems.push(`${label}: read global "${t.name}" at import time (${t.stack})`)
  if (result.added.length) problems.push(`${label}: added globals ${result.added.join(', ')}`)
  if (result.removed.length) problems.push(`${label}: removed globals ${result.removed.join(', ')}`)
  return problems
}
