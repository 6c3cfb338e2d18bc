import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` needs nothing but Node; `stack` (integration + e2e) runs against one
 * sandbox started by its global setup for the whole run, so chains and services start once.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/setup/preloadStartCode.ts'],
          // Vitest's default is one worker per core less one: a single worker on CI's 2 cores. Two used
          // 1.4 cores (files wait on local HTTP calls, builds and debounces); three took the project
          // from 162 s to 142 s for the same CPU (session 16).
          maxWorkers: 3,
          // No unit test is timed (speed lives in benchmarks); some make real local HTTP calls and
          // real debounces, which a CI machine under other load can stretch past vitest's 5 s.
          testTimeout: 20_000,
          // One more attempt, as in the stack project: a unit test that renders the UI waits on code
          // loaded by dynamic import, which a CI machine under other load can stretch past a test's
          // turns (connectView's first connect failed so in the CI of stop 40). `npm test` lists every
          // test that passed only on its retry, so a flaky one stays visible.
          retry: 1,
          // One group with the stack project: its three workers take unit and stack files alike, so the
          // unit files' CPU fills the time the browser files spend waiting (session 16: the whole run
          // 807 s in two groups, 721 s in one, every test passing). Both must keep one worker count.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'stack',
          include: ['test/integration/**/*.test.{ts,tsx}', 'test/e2e/**/*.test.{ts,tsx}'],
          // The second renders docs/support-matrix.md from the matrix suite's rows when the run ends.
          globalSetup: ['test/setup/sandbox.ts', 'test/e2e/matrix/renderOnTeardown.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // `expect.poll` gives up after 1 s by default: a signature the frame makes after a click, on a
          // CI machine another job keeps busy, can take longer (case 15 of hostilePage failed that way
          // under load). A poll returns as soon as it holds, so a longer limit costs only failing runs.
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time on CI's two cores. The browser files wait (on pages, nodes, relays) more
          // than they compute: with two workers a whole stack run used 1.3 cores (about 900 CPU-s in
          // 700 s). A third worker (session 16, sandbox in its own process) took the run from 699 s to
          // 548 s for the same CPU, each file about 15 % slower, every test passing, also under
          // `npm run test:loaded`. (Tried in an earlier session, before the browser fixtures' CPU cuts,
          // it gained nothing.) `npm run lint` still runs beside at the lowest priority.
          maxWorkers: 3,
          // One module graph per worker, not per file: a file no longer re-imports playwright, viem and
          // the sandbox's modules (about a minute of CPU over a run), and what a module builds once per
          // process (the test wallets' bundles, the frame's scripts) is built once per worker. No stack
          // test mocks a module; the two that fake timers restore them.
          isolate: false,
          // One more attempt for a browser or stack test that failed: a CI machine under other load can
          // stretch a page past a wait. `npm test` lists every test that passed only on its retry, so a
          // flaky test stays visible; a real failure fails both attempts.
          retry: 1,
          // Runs beside the unit project (see its groupOrder).
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
})
