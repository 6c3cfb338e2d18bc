import type { FeatureGate } from '../contracts/definePlugin.js'
import { isOn } from './isOn.js'

/** Input of {@link resolveFeatures}. */
export interface ResolveFeaturesInput {
  /** Gates declared by the registered plugins; the kernel itself knows no feature. */
  gates: readonly FeatureGate[]
  /** `options.features` as the host passed them. */
  hostFeatures: Readonly<Record<string, unknown>>
  /** Features from the project configuration; undefined when it was not (or could not be) fetched. */
  remoteFeatures?: Readonly<Record<string, unknown>>
  /** Basic mode: every remote feature is off. */
  basic: boolean
}

/** Outcome of {@link resolveFeatures}. */
export interface ResolvedFeatures {
  /** Whether each gated feature is on. */
  enabled: Record<string, boolean>
  /** The value each gated feature takes (a provider list for swaps, socials …, or a boolean). */
  values: Record<string, unknown>
  /** Messages for the host's logger (ignored local settings, features forced off). */
  warnings: string[]
}

/**
 * Decides each gated feature (spec §5 "Configuration"):
 * - a host gate takes the host's value, else its default;
 * - a remote gate takes the project configuration's value when it was fetched (a host value is
 *   then ignored, with a warning), else the host's value, else its default;
 * - basic mode turns every remote gate off;
 * - an enabled gate's `disables` turn those features off (pay turns off email and socials).
 *
 * @example
 * ```ts
 * resolveFeatures({ gates: [{ key: 'swaps', source: 'remote', default: false }], hostFeatures: { swaps: true },
 *   remoteFeatures: { swaps: false }, basic: false })
 * // { enabled: { swaps: false }, values: { swaps: false }, warnings: ['features.swaps: local setting ignored …'] }
 * ```
 */
export function resolveFeatures(input: ResolveFeaturesInput): ResolvedFeatures {
  const { gates, hostFeatures, remoteFeatures, basic } = input
  const values: Record<string, unknown> = {}
  const warnings: string[] = []

  for (const gate of gates) {
    const hostValue = hostFeatures[gate.key]
    const hostSet = hostValue !== undefined
    if (gate.source === 'host') {
      values[gate.key] = hostSet ? hostValue : gate.default
    } else if (basic) {
      values[gate.key] = false
    } else if (remoteFeatures) {
      if (hostSet) {
        warnings.push(`features.${gate.key}: local setting ignored; the project configuration decides this feature (change it in the project's dashboard)`)
      }
      const remoteValue = remoteFeatures[gate.key]
      values[gate.key] = remoteValue === undefined ? gate.default : remoteValue
    } else {
      values[gate.key] = hostSet ? hostValue : gate.default
    }
  }

  const enabled: Record<string, boolean> = {}
  for (const key of Object.keys(values)) enabled[key] = isOn(values[key])

  // Forced-off features are applied after every gate is known, so declaration order does not matter.
  for (const gate of gates) {
    if (!enabled[gate.key]) continue
    for (const key of gate.disables ?? []) {
      if (enabled[key]) warnings.push(`features.${key}: turned off because features.${gate.key} is on`)
      enabled[key] = false
      values[key] = false
    }
  }

  return { enabled, values, warnings }
}
