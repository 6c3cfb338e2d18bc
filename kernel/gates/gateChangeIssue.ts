import type { FeatureGate } from '../contracts/definePlugin.js'

/**
 * What is wrong with `hatch.setFeature(key, value)`, or undefined when it may apply: the key must be
 * a registered plugin's host gate (the project configuration decides remote ones), and the value
 * one the feature takes: `knownIssue` is the options schema's verdict for the keys it knows;
 * otherwise `true`, `false`, a list or an object (`undefined` puts the gate back to its default).
 * Loaded with the first call, so the start-up code carries none of it.
 */
export function gateChangeIssue(
  gates: readonly FeatureGate[],
  key: string,
  value: unknown,
  knownIssue: string | false | undefined,
): string | false | undefined {
  const gate = gates.find((g) => g.key === key)
  const settable = `setFeature changes the host gates of registered plugins: ${
    gates
      .filter((g) => g.source === 'host')
      .map((g) => g.key)
      .join(', ') || 'none is registered'
  }`
  if (!gate) return `is not the gate of a registered plugin (${settable})`
  if (gate.source === 'remote') return `is a remote feature: the project configuration decides it, change it in the project's dashboard (${settable})`
  if (knownIssue !== undefined) return knownIssue
  return !(value === undefined || typeof value === 'boolean' || (typeof value === 'object' && value !== null)) && 'must be true, false, a list or an object'
}
