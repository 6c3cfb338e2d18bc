import * as v from 'valibot'
import { createConsoleLogger, type Logger } from '../options/logger.js'
import { describeIssue, type HatchInitialState, initialStateSchema } from './initialState.js'

/**
 * Reads an initial state written as JSON by the server (`<hatch-button initial-state>`, an inline
 * script): `cookieToInitialState`'s result, checked again since it crossed the page. One that is
 * not valid JSON of that shape is ignored with a warning (`source` names where it came from).
 *
 * @example
 * ```ts
 * const initialState = parseInitialState(element.getAttribute('initial-state'), { source: 'initial-state' })
 * ```
 */
export function parseInitialState(
  json: string | null | undefined,
  options: { source?: string; logger?: Pick<Logger, 'warn'> } = {},
): HatchInitialState | undefined {
  if (!json) return undefined
  const ignore = (problem: string): undefined => {
    const logger = typeof options.logger?.warn === 'function' ? options.logger : createConsoleLogger()
    logger.warn(`ignored the initial state${options.source ? ` (${options.source})` : ''}: ${problem}`)
    return undefined
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    return ignore(`not JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const result = v.safeParse(initialStateSchema, parsed)
  return result.success ? (result.output as HatchInitialState) : ignore(describeIssue(result.issues))
}
