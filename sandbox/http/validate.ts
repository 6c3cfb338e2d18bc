import * as v from 'valibot'
import { HttpError } from './response.js'

/**
 * Parses `input` with a valibot schema; on failure throws a 400 whose message names each bad
 * field, e.g. `Invalid query: entries: must be an integer from 1 to 100`.
 */
export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '(root)', message: issue.message }))
  throw new HttpError(400, `Invalid ${what}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues })
}

/** Reads a URLSearchParams into a plain object (last value wins). */
export function queryObject(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(query.entries())
}

/** A required, non-empty string query parameter. */
export const requiredParam = (name: string) => v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} must not be empty`))

/** An optional integer query parameter within [min, max], given as a decimal string. */
export const intParam = (name: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be an integer from ${min} to ${max}`),
      v.transform(Number),
      v.minValue(min, `${name} must be an integer from ${min} to ${max}`),
      v.maxValue(max, `${name} must be an integer from ${min} to ${max}`),
    ),
  )
