import * as v from 'valibot'
import type { FeatureGate } from '../contracts/definePlugin.js'
import { HatchError } from '../errors/HatchError.js'

/**
 * Applies `hatch.setFeature(key, value)` to the host's feature values, or throws INVALID_OPTIONS
 * naming the key: it must be a registered plugin's host gate (the project configuration decides
 * remote ones), and the value one the feature takes: by `schemas[key]`, the options schema's rule
 * for the keys it knows; otherwise `true`, `false`, a list or an object (`undefined` puts the gate
 * back to its default). Loaded with the first call, so the start-up code carries none of it.
 */
export function setHostGate(
  gates: readonly FeatureGate[],
  host: Record<string, unknown>,
  schemas: Readonly<Record<string, v.GenericSchema | undefined>>,
  key: string,
  value: unknown,
): void {
  const gate = gates.find((g) => g.key === key)
  const hostGates = gates.filter((g) => g.source === 'host').map((g) => g.key)
  const settable = `setFeature changes the host gates of registered plugins: ${hostGates.join(', ') || 'none is registered'}`
  const schema = schemas[key]
  const shaped = value === undefined || typeof value === 'boolean' || (typeof value === 'object' && value !== null)
  const issue = !gate
    ? `is not the gate of a registered plugin (${settable})`
    : gate.source === 'remote'
      ? `is a remote feature: the project configuration decides it, change it in the project's dashboard (${settable})`
      : schema
        ? v.safeParse(schema, value).issues?.[0].message
        : shaped
          ? undefined
          : 'must be true, false, a list or an object'
  if (issue) throw new HatchError('INVALID_OPTIONS', { params: { path: `features.${key}`, issue } })
  if (value === undefined) delete host[key]
  else host[key] = value
}
