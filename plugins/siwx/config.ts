import * as v from 'valibot'
import type { CoreOptions } from '../../kernel/index.js'
import { HatchError } from '../../kernel/lazy.js'
import type { SiwxConfig, SiwxNamespace } from './types.js'

const fn = v.optional(v.function('must be a function'))
const entries = {
  required: v.optional(v.boolean('must be true or false')),
  signOutOnDisconnect: v.optional(v.boolean('must be true or false')),
  statement: v.optional(v.pipe(v.string('must be a string'), v.regex(/^[^\n]*$/, 'must be one line'))),
  expiresInMs: v.optional(
    v.pipe(v.number('must be a number of ms'), v.integer('must be a whole number of ms'), v.minValue(60_000, 'must be at least 60000 (one minute)')),
  ),
  createMessage: fn,
  verify: fn,
  getSessions: fn,
  addSession: fn,
  revokeSession: fn,
}
/** `siwx` is ours: unknown keys are typos. `siweConfig` (the older form) may carry keys we do not read. */
const SiwxSchema = v.strictObject(entries, (issue) => `has no option '${String(issue.expected ?? issue.input)}'`)
const SiweSchema = v.looseObject(entries)

/** Sign-in as configured: the host's settings and which namespaces it covers. */
export interface ResolvedSiwx {
  config: SiwxConfig
  /** `siweConfig` signs in on EVM networks only; `siwx` on every namespace with a message. */
  namespaces: readonly SiwxNamespace[]
  option: 'siwx' | 'siweConfig'
}

/**
 * Reads `siwx` (or the older `siweConfig`) from the host options; undefined when neither is set.
 * Throws INVALID_OPTIONS naming the key when a setting is wrong. (Setting both is refused by
 * option validation already, spec §5.)
 */
export function resolveSiwx(options: CoreOptions): ResolvedSiwx | undefined {
  const raw = options.raw
  const option = raw['siwx'] !== undefined ? 'siwx' : raw['siweConfig'] !== undefined ? 'siweConfig' : undefined
  if (!option) return undefined
  const parsed = v.safeParse(option === 'siwx' ? SiwxSchema : SiweSchema, raw[option])
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const key = v.getDotPath(issue)
    throw new HatchError('INVALID_OPTIONS', { params: { path: key ? `${option}.${key}` : option, issue: issue.message } })
  }
  return { config: parsed.output as SiwxConfig, namespaces: option === 'siwx' ? ['eip155', 'solana', 'bip122'] : ['eip155'], option }
}
