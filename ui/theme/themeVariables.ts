/** Prefix of every theme variable the modal reads. */
export const THEME_PREFIX = '--hatch-'

/** Variables shared by both themes (sizes, font, stacking). */
export const baseVariables = {
  '--hatch-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--hatch-font-size-master': '10px',
  '--hatch-border-radius-master': '4px',
  '--hatch-z-index': '999',
  '--hatch-modal-width': '360px',
} as const

/** Colours of the light theme. */
export const lightColors = {
  '--hatch-accent': '#0a66cc',
  '--hatch-accent-contrast': '#ffffff',
  '--hatch-color-bg': '#ffffff',
  '--hatch-color-surface': '#f3f4f4',
  '--hatch-color-surface-hover': '#e9ebeb',
  '--hatch-color-fg': '#141414',
  '--hatch-color-fg-muted': '#5c6363',
  '--hatch-color-border': '#e6e8e8',
  '--hatch-color-overlay': 'rgba(20, 20, 20, 0.3)',
  '--hatch-color-error': '#d52029',
  '--hatch-color-success': '#137a43',
  '--hatch-color-focus': '#0b6bd6',
} as const

/** Colours of the dark theme (same keys as {@link lightColors}). */
export const darkColors: Record<keyof typeof lightColors, string> = {
  '--hatch-accent': '#47a1ff',
  '--hatch-accent-contrast': '#0c0d0d',
  '--hatch-color-bg': '#191a1a',
  '--hatch-color-surface': '#242727',
  '--hatch-color-surface-hover': '#2d3131',
  '--hatch-color-fg': '#e4e7e7',
  '--hatch-color-fg-muted': '#9ba5a5',
  '--hatch-color-border': '#2f3434',
  '--hatch-color-overlay': 'rgba(0, 0, 0, 0.6)',
  '--hatch-color-error': '#f25a67',
  '--hatch-color-success': '#3ccf7a',
  '--hatch-color-focus': '#8ec5ff',
}

/** Name of a theme variable a host may set. */
export type ThemeVariable = keyof typeof baseVariables | keyof typeof lightColors

/** Every variable a host may set, in documentation order. */
export const themeVariableNames = [...Object.keys(baseVariables), ...Object.keys(lightColors)] as ThemeVariable[]

/** Declarations (`name: value;`) of a variable set, for the stylesheet. */
export function declarations(variables: Readonly<Record<string, string>>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
}
