/**
 * Re-renders docs/support-matrix.md from the last matrix results in .cache/support-matrix/
 * (`node --import tsx scripts/support-matrix.ts`); the browser suite test/e2e/matrix/ writes them.
 */
import { writeSupportMatrix } from '../test/e2e/matrix/renderSupportMatrix.js'

const markdown = await writeSupportMatrix()
process.stdout.write(markdown)
