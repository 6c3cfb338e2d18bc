import type { HatchOptions } from './types.js'

/**
 * Options `createHatch` accepts and validates (spec §5) that nothing shipped reads yet. Rather than
 * leave them silently inert, start-up tells the host's logger once per option.
 */
export function inertOptionWarnings(options: Pick<HatchOptions, 'chainNamespace' | 'solana'>): string[] {
  const warnings: string[] = []
  if (options.chainNamespace !== undefined) warnings.push('chainNamespace is set, but nothing reads it yet: it has no effect')
  if (options.solana?.preflightCommitment !== undefined) {
    warnings.push(
      'solana.preflightCommitment is set, but as a createHatch option it has no effect: pass it to the Solana adapter, solana({ preflightCommitment })',
    )
  }
  return warnings
}
