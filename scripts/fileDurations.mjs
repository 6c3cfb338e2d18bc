// `npm run test:durations`: rewrites test/setup/fileDurations.json (each test file's duration in ms)
// from the JSON report of the last full `npm test` (.cache/test-results.json). The test sequencer
// (test/setup/longestFirst.ts) starts the slowest files first with it on a machine with no cache.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from './package/entries.mjs'

const report = JSON.parse(readFileSync(join(repoRoot, '.cache', 'test-results.json'), 'utf8'))
const durations = {}
for (const file of report.testResults ?? []) {
  if (typeof file.startTime !== 'number' || typeof file.endTime !== 'number') continue
  durations[relative(repoRoot, file.name)] = Math.round(file.endTime - file.startTime)
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)))
const target = join(repoRoot, 'test', 'setup', 'fileDurations.json')
writeFileSync(target, `${JSON.stringify(sorted, null, 1)}\n`)
console.log(`${Object.keys(sorted).length} test files' durations written to ${relative(repoRoot, target)}`)
