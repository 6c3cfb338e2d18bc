import { flattenPlugins } from './flattenPlugins.js'
import type { HatchOptions } from './types.js'

/**
 * Options `createHatch` accepts and validates (spec §5) that nothing reads in this configuration (the
 * sign-in options without the siwx plugin registered) or nothing shipped reads yet. Rather than
 * leave them silently inert, start-up tells the host's logger once per option.
 */
export function inertOptionWarnings(options: Pick<HatchOptions, 'siweConfig' | 'siwx' | 'chainNamespace' | 'solana' | 'plugins'>): string[] {
  const warnings: string[] = []
  // Sign-in options are read by the siwx plugin (hatch/plugins/siwx); without it they do nothing.
  const signInRegistered = flattenPlugins(options.plugins).some((plugin) => plugin.id === 'siwx')
  for (const name of ['siweConfig', 'siwx'] as const) {
    if (options[name] !== undefined && !signInRegistered) {
      warnings.push(`${name} is set, but the siwx plugin is not registered (plugins: [siwx()] from hatch/plugins/siwx): it has no effect`)
    }
  }
  if (options.chainNamespace !== undefined) warnings.push('chainNamespace is set, but nothing reads it yet: it has no effect')
  if (options.solana?.preflightCommitment !== undefined) {
    warnings.push(
      'solana.preflightCommitment is set, but as a createHatch option it has no effect: pass it to the Solana adapter, solana({ preflightCommitment })',
    )
  }
  return warnings
}
