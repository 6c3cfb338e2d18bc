import { describe, expect, it } from 'vitest'
import { resolveThemeOverrides } from '../../../ui/theme/resolveThemeOverrides.js'
import { darkColors, lightColors, themeVariableNames } from '../../../ui/theme/themeVariables.js'

describe('theme variables', () => {
  it('accepts names with or without the --hatch- prefix', () => {
    const result = resolveThemeOverrides({ accent: '#ff0000', '--hatch-color-bg': '#000' })
    expect(result.variables).toEqual({ '--hatch-accent': '#ff0000', '--hatch-color-bg': '#000' })
    expect(result.problems).toEqual([])
  })

  it('drops unknown names and unsafe values with a message naming them', () => {
    const result = resolveThemeOverrides({ colour: 'red', accent: 'red; } body { display:none', 'color-fg': '' })
    expect(result.variables).toEqual({})
    expect(result.problems).toHaveLength(3)
    expect(result.problems[0]).toContain('"colour" is unknown')
    expect(result.problems[1]).toContain('"accent" has an invalid value')
    expect(result.problems[2]).toContain('"color-fg" has an invalid value')
  })

  it('uses z-index 999 unless the host sets an integer', () => {
    expect(resolveThemeOverrides({}).zIndex).toBe(999)
    expect(resolveThemeOverrides({ 'z-index': '5000' }).zIndex).toBe(5000)
    const bad = resolveThemeOverrides({ 'z-index': 'top' })
    expect(bad.zIndex).toBe(999)
    expect(bad.problems[0]).toContain('must be an integer')
  })

  it('defines every colour in both themes and lists every variable a host may set', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(lightColors).sort())
    expect(themeVariableNames).toContain('--hatch-font-size-master')
    expect(themeVariableNames).toContain('--hatch-border-radius-master')
    expect(themeVariableNames).toContain('--hatch-z-index')
  })
})
