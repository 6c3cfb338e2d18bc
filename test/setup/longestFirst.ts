/**
 * Runs the slowest test files first, so the two workers finish together instead of one waiting on a
 * minute-long browser file that started last. Vitest's own order needs durations it caches after a
 * run; a clean clone (CI) has none and falls back to file size, which says little about a browser
 * test's length. The durations measured on a full run are kept in `fileDurations.json`
 * (`npm run test:durations` rewrites it from `.cache/test-results.json`); a duration vitest cached
 * on this machine wins over it, and a file in neither runs first, as vitest does with unknown files.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const recorded = JSON.parse(readFileSync(new URL('./fileDurations.json', import.meta.url), 'utf8')) as Record<string, number>

export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const durationOf = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId)
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)
      return cached?.duration ?? recorded[path] ?? Number.POSITIVE_INFINITY
    }
    return Promise.resolve(
      [...files].sort((a, b) => {
        const byGroup = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder
        if (byGroup !== 0) return byGroup
        if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1
        const [da, db] = [durationOf(a), durationOf(b)]
        return da === db ? 0 : da > db ? -1 : 1
      }),
    )
  }
}
