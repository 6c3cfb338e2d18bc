/**
 * Global setup of the `stack` project that renders docs/support-matrix.md when the run ends, if a
 * matrix file wrote a row during the run (rows kept from earlier runs fill in the other connections).
 */
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { RESULTS_DIR } from './matrixModel.js'
import { writeSupportMatrix } from './renderSupportMatrix.js'

async function rowsWrittenSince(startedAt: number): Promise<boolean> {
  const names = await readdir(RESULTS_DIR).catch(() => [] as string[])
  for (const name of names) if (name.endsWith('.json') && (await stat(join(RESULTS_DIR, name))).mtimeMs >= startedAt) return true
  return false
}

export default function setup(): () => Promise<void> {
  const startedAt = Date.now()
  return async () => {
    if (await rowsWrittenSince(startedAt)) await writeSupportMatrix()
  }
}
