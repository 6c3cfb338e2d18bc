import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../scripts/package/entries.mjs'

/**
 * The host-authored tip jar (sandbox/demo/app/tips) is type-checked the way a host's code is:
 * `hatch` and `hatch/react` resolve to the package's public entries, and its `ViewParams`
 * augmentation makes `router.push` check view ids and params (typeChecks.ts holds
 * `@ts-expect-error` lines: each must really be an error, or tsc reports the directive unused).
 */
describe('a host-authored plugin is type-checked', () => {
  it('compiles with no error, and every misuse in typeChecks.ts is a compile error', () => {
    const parsed = ts.getParsedCommandLineOfConfigFile(join(repoRoot, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
    if (!parsed) throw new Error('tsconfig.json could not be read')
    const options: ts.CompilerOptions = {
      ...parsed.options,
      noEmit: true,
      baseUrl: repoRoot,
      paths: { hatch: ['kernel/index.ts'], 'hatch/react': ['ui/index.ts'] },
    }
    const files = ['index.ts', 'controller.ts', 'TipsView.tsx', 'typeChecks.ts'].map((f) => join(repoRoot, 'sandbox/demo/app/tips', f))
    const program = ts.createProgram(files, options)
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(repoRoot.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : ''
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
    })
    expect(diagnostics).toEqual([])
    // The checks are real: the same file without its directives has exactly four errors.
    const source = program.getSourceFile(files[3] as string)
    expect(source?.text.match(/@ts-expect-error/g)).toHaveLength(4)
  }, 120_000)
})
