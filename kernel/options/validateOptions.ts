import * as v from 'valibot'
import { HatchError } from '../errors/HatchError.js'
import { flattenPlugins } from './flattenPlugins.js'
import { defaultEndpoints, defaultSdkType, defaultSdkVersion } from './defaults.js'
import { pluginIdProblem } from './pluginIds.js'
import { optionNames, optionsEntries } from './schema.js'
import type { HatchEndpoints, HatchOptions, PluginEntry, ResolvedHatchOptions } from './types.js'

export type { HatchOptions, ResolvedHatchOptions } from './types.js'

type Ids = { plugins?: unknown[]; adapters?: unknown[] }
// Presets (nested arrays) are flattened first, so a plugin inside one is checked like any other.
const idProblem = (o: Ids) => pluginIdProblem(flattenPlugins(o.plugins as readonly PluginEntry[] | undefined), (o.adapters ?? []) as { name: string }[])

const optionsSchema = v.pipe(
  v.object(optionsEntries, 'must be an object'),
  v.forward(
    v.check((o) => !(o.siweConfig && o.siwx), 'cannot be set together with siweConfig; use one of them'),
    ['siwx'],
  ),
  v.forward(
    v.check(
      (o) => !o.defaultNetwork || o.networks.some((n) => n.caipNetworkId === o.defaultNetwork?.caipNetworkId),
      (issue) => `must be one of networks (${(issue.input as { defaultNetwork: { caipNetworkId: string } }).defaultNetwork.caipNetworkId} is not)`,
    ),
    ['defaultNetwork'],
  ),
  v.forward(
    v.check((o) => {
      // Connector adapters (WalletConnect) declare no namespace of their own; only chain adapters can clash.
      const namespaces = (o.adapters ?? []).map((a) => a.namespace).filter((ns) => ns !== undefined)
      return new Set(namespaces).size === namespaces.length
    }, 'has two adapters for the same namespace'),
    ['adapters'],
  ),
  v.forward(
    v.check(
      (o) => !idProblem(o),
      (issue) => idProblem(issue.input as Ids) ?? '',
    ),
    ['plugins'],
  ),
)

/** `networks[0].rpcUrls.default.http`, as a host would write it. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  let path = ''
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key)
  }
  return path || '(options)'
}

/** Valibot reuses an object's message for its missing and unknown keys; say what really happened. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never') return 'is not an accepted key here'
  if (issue.input === undefined && (issue.path?.length ?? 0) > 0 && !issue.message.startsWith('is required')) {
    return 'is required'
  }
  return issue.message
}

const closest = (name: string) => optionNames.find((known) => known.toLowerCase() === name.toLowerCase())

function fail(path: string, issue: string, details?: string): never {
  throw new HatchError('INVALID_OPTIONS', { params: { path, issue }, ...(details ? { details } : {}) })
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * Validates what a host passed to `createHatch` and applies defaults. Throws INVALID_OPTIONS
 * naming the first wrong option by its path (`Invalid option networks[0].caipNetworkId: …`);
 * the error's details list every problem found.
 *
 * @example
 * ```ts
 * validateOptions({ projectId: '', networks: [] })
 * // HatchError: Invalid option projectId: is required: a non-empty project id string
 * ```
 */
export function validateOptions(input: unknown): ResolvedHatchOptions {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('(options)', 'must be an object')
  const unknown = Object.keys(input).filter((key) => !optionNames.includes(key))
  if (unknown.length > 0) {
    const first = unknown[0] as string
    const hint = closest(first)
    fail(first, `is not an option${hint ? ` (did you mean "${hint}"?)` : ''}`, `Unknown options: ${unknown.join(', ')}`)
  }

  const result = v.safeParse(optionsSchema, input)
  if (!result.success) {
    const [first] = result.issues
    const all = result.issues.map((issue) => `${pathOf(issue)}: ${messageOf(issue)}`).join('; ')
    fail(pathOf(first), messageOf(first), result.issues.length > 1 ? all : undefined)
  }

  const options = result.output as unknown as HatchOptions
  const plugins = flattenPlugins(options.plugins)
  // A plugin's `requires` names a registered plugin (by id) or adapter (namespace, connector id or lower-case name).
  const present = [...plugins.map((p) => p.id), ...(options.adapters ?? []).flatMap((a) => [a.namespace, ...(a.connectorIds ?? []), a.name.toLowerCase()])]
  for (const plugin of plugins) {
    const missing = plugin.requires?.find((id) => !present.includes(id))
    if (missing) fail('plugins', `plugin "${plugin.id}" requires "${missing}", which is not registered`)
  }
  const endpoints: HatchEndpoints = {
    catalogue: trimSlash(options.endpoints?.catalogue ?? defaultEndpoints.catalogue),
    data: trimSlash(options.endpoints?.data ?? defaultEndpoints.data),
    analytics: trimSlash(options.endpoints?.analytics ?? defaultEndpoints.analytics),
  }
  return {
    ...options,
    // '' when absent or blank: start-up raises APKT008 and fetches no project configuration.
    projectId: (options.projectId ?? '').trim(),
    networks: [...options.networks],
    plugins,
    endpoints,
    sdkType: options.sdkType ?? defaultSdkType,
    sdkVersion: options.sdkVersion ?? defaultSdkVersion,
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
  }
}
