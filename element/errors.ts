import { HatchError } from '../kernel/index.js'

/** The element's option problems are `createHatch`'s: INVALID_OPTIONS naming the option by its path. */
export function invalidOption(path: string, issue: string, cause?: unknown): HatchError {
  return new HatchError('INVALID_OPTIONS', { params: { path, issue }, ...(cause === undefined ? {} : { cause }) })
}
