// A vitest reporter for `npm test` that makes a stuck run readable. It keeps, in
// .cache/test-progress.json, how many tests passed and failed so far and which test each running file is
// in, so scripts/test.mjs can name what hung when it stops a run at its deadline. Every few minutes it
// also prints a line for each file that has run longer than eight minutes, naming its current test:
// a CI log cut short by a time limit still shows where the time went.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

export default class WatchReporter {
  /**
   * Vitest builds a reporter named on its command line with no options: scripts/test.mjs passes the
   * progress file in HATCH_TEST_PROGRESS_FILE; the root is the working directory vitest runs in.
   */
  constructor() {
    this.progressFile = process.env.HATCH_TEST_PROGRESS_FILE || join(process.cwd(), '.cache', 'test-progress.json')
    this.root = process.cwd()
    this.slowFileMs = 8 * 60_000
    this.everyMs = 4 * 60_000
    this.passed = 0
    this.failed = 0
    /** @type {Map<string, { since: number, test?: string, testSince?: number }>} file → where it is */
    this.running = new Map()
    this.timer = undefined
  }

  onInit() {
    mkdirSync(dirname(this.progressFile), { recursive: true })
    this.timer = setInterval(() => this.printSlow(), this.everyMs)
    this.timer.unref()
    this.save()
  }

  /** A worker took the file: it is loading, and a hang in its imports or `beforeAll` counts from here. */
  onTestModuleQueued(testModule) {
    this.running.set(this.name(testModule), { since: Date.now() })
    this.save()
  }

  onTestModuleEnd(testModule) {
    this.running.delete(this.name(testModule))
    this.save()
  }

  onTestCaseReady(testCase) {
    const entry = this.running.get(this.name(testCase.module))
    if (entry) Object.assign(entry, { test: testCase.fullName, testSince: Date.now() })
    this.save()
  }

  onTestCaseResult(testCase) {
    const state = testCase.result().state
    if (state === 'passed') this.passed += 1
    else if (state === 'failed') this.failed += 1
    this.save()
  }

  onTestRunEnd() {
    clearInterval(this.timer)
  }

  /** `unit test/unit/x.test.ts`: the project and the path from the repository's root. */
  name(testModule) {
    return `${testModule.project.name} ${relative(this.root, testModule.moduleId)}`
  }

  printSlow() {
    const now = Date.now()
    for (const [file, at] of this.running) {
      if (now - at.since < this.slowFileMs) continue
      const inTest = at.test ? `, in "${at.test}" for ${Math.round((now - (at.testSince ?? now)) / 1000)} s` : ''
      process.stderr.write(`still running after ${Math.round((now - at.since) / 60_000)} min: ${file}${inTest}\n`)
    }
  }

  save() {
    const running = [...this.running].map(([file, at]) => ({ file, since: at.since, test: at.test ?? null, testSince: at.testSince ?? null }))
    // Written aside and renamed, so scripts/test.mjs never reads a half-written file.
    writeFileSync(`${this.progressFile}.tmp`, JSON.stringify({ passed: this.passed, failed: this.failed, running }))
    renameSync(`${this.progressFile}.tmp`, this.progressFile)
  }
}
