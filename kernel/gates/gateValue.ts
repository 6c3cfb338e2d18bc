import type { FeatureGate } from '../contracts/definePlugin.js'

/**
 * The problem with `value` for `gate`'s feature, by the gate's `value` rule (undefined: none).
 * The named rules keep the check in this chunk rather than in every plugin's descriptor.
 */
export function gateValueIssue(gate: FeatureGate, value: unknown): string | undefined {
  const rule = gate.value
  const strings = Array.isArray(value) && value.every((item) => typeof item === 'string')
  if (typeof rule === 'function') return rule(value)
  if (rule === 'boolean') return typeof value === 'boolean' ? undefined : 'must be true or false'
  if (rule === 'list') return typeof value === 'boolean' || strings ? undefined : 'must be true, false or a list'
  if (rule) return value === false || (strings && value.every((item) => rule.includes(item))) ? undefined : `must be false or an array of ${rule.join(', ')}`
  return undefined
}
