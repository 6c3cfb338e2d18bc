/**
 * One connection's row of the support matrix: each feature is one vitest test (run in order in the
 * file's one page session), its outcome recorded, and the row written to `.cache/support-matrix/`
 * when the file ends. A cell that throws is recorded as ✗ with the exact error and fails its test,
 * so the suite fails while any cell is ✗.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, it } from 'vitest'
import { FEATURES, RESULTS_DIR, normalizeNote, type CellResult, type ConnectionId, type FeatureId, type MatrixRow } from './matrixModel.js'

/** What a cell's body returns: nothing when the feature worked, or why it is hidden / not applicable. */
export type CellOutcome = void | { status: 'hidden' | 'na'; note: string }

/** The row's cells, registered as tests in the order they are declared. */
export interface MatrixRowBuilder {
  /** Declares the cell `feature`: `body` runs it as a visitor and checks the outcome on the chain. */
  cell(feature: FeatureId, body: () => Promise<CellOutcome>, timeout?: number): void
  /** What was recorded so far (for a later cell that depends on an earlier one). */
  result(feature: FeatureId): CellResult | undefined
}

const labelOf = (feature: FeatureId) => FEATURES.find((f) => f.id === feature)?.label ?? feature

/**
 * Starts the row of `connection`. `before` runs ahead of every cell (e.g. closing a modal a failed
 * cell left open), so one failing cell does not take the next ones down with it.
 */
export function matrixRow(connection: ConnectionId, options: { before?: () => Promise<void> } = {}): MatrixRowBuilder {
  const cells: MatrixRow['cells'] = {}
  afterAll(async () => {
    await mkdir(RESULTS_DIR, { recursive: true })
    const ordered: MatrixRow['cells'] = {}
    for (const feature of FEATURES) if (cells[feature.id]) ordered[feature.id] = cells[feature.id]
    const row: MatrixRow = { connection, cells: ordered }
    await writeFile(join(RESULTS_DIR, `${connection}.json`), `${JSON.stringify(row, null, 2)}\n`)
  })
  return {
    cell(feature, body, timeout) {
      it(
        `${labelOf(feature)} (${connection})`,
        async () => {
          if (feature !== 'connect' && cells.connect?.status === 'fail') {
            cells[feature] = { status: 'fail', note: 'not run: Connect failed' }
            throw new Error(`${labelOf(feature)} cannot run: Connect failed (${cells.connect.note ?? ''})`)
          }
          try {
            await options.before?.()
            const outcome = await body()
            cells[feature] = outcome ? { status: outcome.status, note: normalizeNote(outcome.note) } : { status: 'pass' }
          } catch (error) {
            cells[feature] = { status: 'fail', note: normalizeNote(error instanceof Error ? error.message : String(error)) }
            throw error
          }
        },
        timeout,
      )
    },
    result: (feature) => cells[feature],
  }
}
