import * as v from 'valibot'
import { HatchError, type Adapter, type HatchOptions } from '../kernel/index.js'
import { invalidOption } from './errors.js'
import type { AnyPlugin, FactoryLoader, HatchElementOptions, NamedEntry, NamedFactories } from './types.js'

const namedEntrySchema = v.union(
  [
    v.pipe(v.string(), v.trim(), v.nonEmpty()),
    v.strictObject({ name: v.pipe(v.string(), v.trim(), v.nonEmpty()), options: v.optional(v.record(v.string(), v.unknown())) }),
  ],
  'must be a name, { name, options? }, or what the factory returns',
)

/** What each entry of `adapters` / `plugins` may be: made already (`evm()`), or named. */
const entrySchema = (kind: 'adapter' | 'plugin') =>
  v.union(
    [v.looseObject({ kind: v.literal(kind) }), namedEntrySchema],
    `must be a name ('evm'), { name, options? }, or ${kind === 'adapter' ? 'an adapter (evm())' : 'a plugin (send())'}`,
  )

/** The element-level shape checked before anything is loaded; the rest is `createHatch`'s own validation. */
const elementOptionsSchema = v.looseObject(
  {
    adapters: v.optional(v.array(entrySchema('adapter'), 'must be an array')),
    plugins: v.optional(v.array(entrySchema('plugin'), 'must be an array')),
  },
  'must be an object of createHatch options',
)

/** `a.b[2].c` from valibot's issue path. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  let out = ''
  for (const item of issue.path ?? []) {
    const key = item.key as string | number
    out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key
  }
  return out || 'options'
}

/**
 * Checks options a page wrote (JSON, a property) before they are used: an object whose `adapters`
 * and `plugins` entries are names, `{ name, options? }` or made adapters/plugins. Throws
 * INVALID_OPTIONS naming the first wrong entry.
 */
export function checkElementOptions(input: unknown): HatchElementOptions {
  const result = v.safeParse(elementOptionsSchema, input)
  if (result.success) return input as HatchElementOptions
  const [first] = result.issues
  throw invalidOption(pathOf(first), first.message)
}

async function resolveEntry<T>(
  entry: NamedEntry | T,
  index: number,
  group: 'adapters' | 'plugins',
  factories: Readonly<Record<string, FactoryLoader<T>>> | undefined,
): Promise<T> {
  if (typeof entry !== 'string' && !(typeof entry === 'object' && entry !== null && 'name' in entry && !('kind' in entry))) return entry as T
  const { name, options } = typeof entry === 'string' ? { name: entry.trim(), options: undefined } : entry
  const known = Object.keys(factories ?? {})
  const load = factories && Object.hasOwn(factories, name) ? factories[name] : undefined
  const kind = group === 'adapters' ? 'adapter' : 'plugin'
  if (!load) {
    const issue = known.length
      ? `unknown ${kind} "${name}" (known: ${known.join(', ')})`
      : `"${name}" is a name, but no ${kind} names were given to defineHatchButton(); pass the ${kind} itself, or define the element with ${kind} factories`
    throw invalidOption(`${group}[${index}]`, issue)
  }
  let factory
  try {
    factory = await load()
  } catch (error) {
    throw invalidOption(`${group}[${index}]`, `the ${kind} "${name}" failed to load: ${error instanceof Error ? error.message : String(error)}`, error)
  }
  try {
    // The page's options go to the factory as written; the factory checks them (walletConnect() names a wrong relayUrl).
    return factory(options as never)
  } catch (error) {
    // A factory's own typed error (a wrong option of walletConnect()) already names the problem.
    if (error instanceof HatchError) throw error
    throw invalidOption(`${group}[${index}].options`, error instanceof Error ? error.message : String(error), error)
  }
}

/**
 * Turns the element's options into `createHatch` options: named adapters and plugins are loaded
 * (only those named: a page asking for `evm` never downloads the Solana adapter) and made with
 * their options. Throws INVALID_OPTIONS naming the entry when a name is unknown or its factory fails.
 */
export async function resolveElementOptions(input: unknown, factories: NamedFactories = {}): Promise<HatchOptions> {
  const options = checkElementOptions(input)
  const [adapters, plugins] = await Promise.all([
    Promise.all((options.adapters ?? []).map((entry, i) => resolveEntry<Adapter>(entry, i, 'adapters', factories.adapters))),
    Promise.all((options.plugins ?? []).map((entry, i) => resolveEntry<AnyPlugin>(entry, i, 'plugins', factories.plugins))),
  ])
  const out: HatchOptions = { ...(options as Omit<HatchElementOptions, 'adapters' | 'plugins'>) }
  if (options.adapters !== undefined) out.adapters = adapters
  if (options.plugins !== undefined) out.plugins = plugins
  return out
}
