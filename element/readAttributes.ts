import { chainNamespaces, type ChainNamespace } from '../kernel/index.js'
import { invalidOption } from './errors.js'
import type { HatchElementOptions } from './types.js'

/** Attributes that change the instance's options (a change re-creates an instance the element made). */
export const OPTION_ATTRIBUTES = ['config', 'project-id', 'adapters', 'plugins'] as const
/** Attributes applied to the running instance or the button without re-creating anything. */
export const LIVE_ATTRIBUTES = ['theme-mode', 'locale', 'namespace', 'show-balance'] as const

const JSON_SCRIPT = 'script[type="application/json"]'

/**
 * The JSON options written in the page: the `<script type="application/json">` whose id the
 * `config` attribute names, else one inside the element. `undefined` when there is none. Throws
 * INVALID_OPTIONS when `config` names no such script or its text is not a JSON object.
 */
export function readJsonConfig(element: Element): unknown {
  const id = element.getAttribute('config')
  let script: Element | null
  if (id !== null) {
    script = element.ownerDocument.getElementById(id)
    if (!script || !script.matches(JSON_SCRIPT)) throw invalidOption('config', `names no <script type="application/json" id="${id}"> in the page`)
  } else {
    script = element.querySelector(`:scope > ${JSON_SCRIPT}`)
    if (!script) return undefined
  }
  const where = id !== null ? `config (#${id})` : 'config (the JSON inside <hatch-button>)'
  let parsed: unknown
  try {
    parsed = JSON.parse(script.textContent ?? '')
  } catch (error) {
    throw invalidOption(where, `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidOption(where, 'must be a JSON object of createHatch options')
  return parsed
}

const names = (value: string) => value.split(/[\s,]+/).filter(Boolean)

/** The options with the element's attributes applied over them (attributes win). */
export function applyOptionAttributes(element: Element, base: HatchElementOptions): HatchElementOptions {
  const out: HatchElementOptions = { ...base }
  const projectId = element.getAttribute('project-id')
  if (projectId !== null) out.projectId = projectId
  const themeMode = readThemeMode(element)
  if (themeMode) out.themeMode = themeMode
  const locale = element.getAttribute('locale')
  if (locale) out.locale = locale
  const adapters = element.getAttribute('adapters')
  if (adapters !== null) out.adapters = names(adapters)
  const plugins = element.getAttribute('plugins')
  if (plugins !== null) out.plugins = names(plugins)
  return out
}

/** `theme-mode="light|dark"`; anything else is INVALID_OPTIONS. */
export function readThemeMode(element: Element): 'light' | 'dark' | undefined {
  const value = element.getAttribute('theme-mode')
  if (value === null) return undefined
  if (value !== 'light' && value !== 'dark') throw invalidOption('theme-mode', `must be light or dark, got "${value}"`)
  return value
}

/** What the button shows: `namespace` (default: the active one) and `show-balance` (default true; "false" hides it). */
export function readButtonAttributes(element: Element): { namespace?: ChainNamespace; showBalance: boolean } {
  const namespace = element.getAttribute('namespace')
  const showBalance = element.getAttribute('show-balance')
  if (showBalance !== null && showBalance !== 'true' && showBalance !== 'false' && showBalance !== '') {
    throw invalidOption('show-balance', `must be true or false, got "${showBalance}"`)
  }
  if (namespace !== null && !(chainNamespaces as readonly string[]).includes(namespace)) {
    throw invalidOption('namespace', `must be one of ${chainNamespaces.join(', ')}, got "${namespace}"`)
  }
  return { ...(namespace ? { namespace: namespace as ChainNamespace } : {}), showBalance: showBalance !== 'false' }
}
