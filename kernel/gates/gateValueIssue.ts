import * as v from 'valibot'
import { featuresSchema } from '../options/schema.js'

const isPlainObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x)

/**
 * What is wrong with `value` for the feature `key` (the options schema's rule for the keys it knows;
 * for a plugin's own key: `true`, `false`, a list or an object), or undefined when it is valid.
 * `undefined` is valid: the gate goes back to its default.
 */
export function gateValueIssue(key: string, value: unknown): string | undefined {
  const known = (featuresSchema.entries as Record<string, v.GenericSchema | undefined>)[key]
  if (known) {
    const result = v.safeParse(known, value)
    return result.success ? undefined : result.issues[0].message
  }
  if (value === undefined || typeof value === 'boolean' || Array.isArray(value) || isPlainObject(value)) return undefined
  return 'must be true, false, a list or an object'
}
