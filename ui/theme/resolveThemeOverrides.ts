import { THEME_PREFIX, themeVariableNames, type ThemeVariable } from './themeVariables.js'

/** Host overrides after checking, ready to be set as inline custom properties. */
export interface ThemeOverrides {
  variables: Partial<Record<ThemeVariable, string>>
  /** The z-index the host element uses (the `--hatch-z-index` override, default 999). */
  zIndex: number
  /** One message per ignored entry, naming the entry and why. */
  problems: string[]
}

const known = new Set<string>(themeVariableNames)
// A value may not close the declaration or open a block: it is set as a custom property value.
const unsafeValue = /[;{}<>]/

/**
 * Checks the host's theme variables (from `setThemeVariables` or the `themeVariables` option).
 * Names may be given with or without the `--hatch-` prefix; unknown names and unsafe values are
 * dropped with a message that names them.
 *
 * @example resolveThemeOverrides({ accent: '#f00' }).variables // { '--hatch-accent': '#f00' }
 */
export function resolveThemeOverrides(input: Readonly<Record<string, string>>): ThemeOverrides {
  const variables: Partial<Record<ThemeVariable, string>> = {}
  const problems: string[] = []
  for (const [rawName, rawValue] of Object.entries(input)) {
    const name = rawName.startsWith(THEME_PREFIX) ? rawName : `${THEME_PREFIX}${rawName}`
    if (!known.has(name)) {
      problems.push(`theme variable "${rawName}" is unknown and was ignored; known variables: ${themeVariableNames.join(', ')}`)
      continue
    }
    const value = typeof rawValue === 'string' ? rawValue.trim() : ''
    if (value === '' || unsafeValue.test(value)) {
      problems.push(`theme variable "${rawName}" has an invalid value ${JSON.stringify(rawValue)} and was ignored`)
      continue
    }
    variables[name as ThemeVariable] = value
  }
  let zIndex = 999
  const zValue = variables['--hatch-z-index']
  if (zValue !== undefined) {
    if (/^-?\d+$/.test(zValue)) zIndex = Number(zValue)
    else {
      problems.push(`theme variable "--hatch-z-index" must be an integer, got ${JSON.stringify(zValue)}; using 999`)
      delete variables['--hatch-z-index']
    }
  }
  return { variables, zIndex, problems }
}
