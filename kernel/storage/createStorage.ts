import * as v from 'valibot'
import { HatchError } from '../errors/HatchError.js'
import { createConsoleLogger, type Logger } from '../options/logger.js'
import { findBrowserStorage, withMemoryFallback } from './backends.js'
import { type StorageSchema, storagePrefix, storageSchemas, storageVersion } from './schema.js'
import type { HatchStorage, KeyValueBackend } from './types.js'

/** Options of {@link createStorage}. */
export interface CreateStorageOptions {
  /** Where values go. Default: the page's `localStorage`, or memory when there is none. */
  backend?: KeyValueBackend
  /** Receives one warning per dropped value. Default: the console. */
  logger?: Logger
}

/** Typed access to one key a plugin declared with {@link Storage.define}. */
export interface StorageSlot<T> {
  get(): T | undefined
  set(value: T): void
  remove(): void
}

/** The storage of one instance: the kernel keys, plus keys plugins declare. */
export interface Storage extends HatchStorage<StorageSchema> {
  /**
   * Declares a key of a plugin with the schema its value must satisfy and returns typed access to
   * it. Declaring the same key again with the same schema returns access to the same key;
   * with another schema (or a kernel key) it throws STORAGE_KEY_CONFLICT.
   *
   * @example
   * ```ts
   * const lastPair = ctx.storage.define('swaps:lastPair', v.object({ from: v.string(), to: v.string() }))
   * lastPair.set({ from: 'ETH', to: 'USDC' })
   * ```
   *
   * `formerKey`: the key the value was kept under before. While `key` holds nothing, a valid value
   * found there is moved over (written under `key`, the former key removed), so what visitors
   * stored survives the upgrade.
   */
  define<S extends v.GenericSchema>(key: string, schema: S, options?: { formerKey?: string }): StorageSlot<v.InferOutput<S>>
}

const envelope = v.object({ v: v.number(), value: v.unknown() })

function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (!first) return 'invalid value'
  const path = v.getDotPath(first)
  return path ? `${path}: ${first.message}` : first.message
}

/**
 * Creates the storage of one instance. Values are written as `{"v":1,"value":…}` under
 * `hatch:<key>` and validated on every read: a corrupt, foreign or older-version value is
 * removed, logged and read as undefined, so a bad entry can never break start-up.
 *
 * @example
 * ```ts
 * const storage = createStorage()
 * storage.set('activeNamespace', 'eip155')
 * storage.get('activeNamespace') // 'eip155'
 * ```
 */
export function createStorage(options: CreateStorageOptions = {}): Storage {
  const logger = options.logger ?? createConsoleLogger()
  const backend = withMemoryFallback(options.backend ?? findBrowserStorage(), logger)
  const schemas = new Map<string, v.GenericSchema>(Object.entries(storageSchemas))

  const schemaOf = (key: string): v.GenericSchema => {
    const schema = schemas.get(key)
    // A typo in a plugin's key would otherwise silently read undefined forever.
    if (!schema) throw new HatchError('STORAGE_VALUE_INVALID', { params: { key, issue: 'the key is not defined' } })
    return schema
  }

  const drop = (key: string, problem: string): undefined => {
    logger.warn(`dropped stored value "${storagePrefix}${key}": ${problem}`)
    backend.removeItem(storagePrefix + key)
    return undefined
  }

  const read = (key: string, schema = schemaOf(key)): unknown => {
    const raw = backend.getItem(storagePrefix + key)
    if (raw === null) return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return drop(key, 'not JSON')
    }
    const outer = v.safeParse(envelope, parsed)
    if (!outer.success) return drop(key, 'not a Hatch value (expected {"v":…,"value":…})')
    if (outer.output.v !== storageVersion) {
      return drop(key, `version ${outer.output.v} is not the current version ${storageVersion}`)
    }
    const inner = v.safeParse(schema, outer.output.value)
    if (!inner.success) return drop(key, describeIssue(inner.issues))
    return inner.output
  }

  const write = (key: string, value: unknown): void => {
    const result = v.safeParse(schemaOf(key), value)
    if (!result.success) {
      throw new HatchError('STORAGE_VALUE_INVALID', { params: { key, issue: describeIssue(result.issues) } })
    }
    const text = JSON.stringify({ v: storageVersion, value: result.output })
    // JSON turns NaN and ±Infinity into null (and drops undefined entries): a value that would not
    // read back as valid is refused now, not silently dropped on the next start.
    const again = v.safeParse(schemaOf(key), (JSON.parse(text) as { value: unknown }).value)
    if (!again.success) {
      throw new HatchError('STORAGE_VALUE_INVALID', { params: { key, issue: `does not survive being stored as JSON (${describeIssue(again.issues)})` } })
    }
    backend.setItem(storagePrefix + key, text)
  }

  const remove = (key: string): void => backend.removeItem(storagePrefix + key)

  return {
    get: (key) => read(key) as never,
    set: (key, value) => write(key, value),
    remove,
    define(key, schema, options) {
      const existing = schemas.get(key)
      if (existing && existing !== schema) throw new HatchError('STORAGE_KEY_CONFLICT', { params: { key } })
      schemas.set(key, schema)
      const slot = {
        get: () => read(key),
        set: (value: unknown) => write(key, value),
        remove: () => remove(key),
      }
      const formerKey = options?.formerKey
      if (formerKey !== undefined && slot.get() === undefined) {
        const value = read(formerKey, schemas.get(formerKey) ?? schema)
        if (value !== undefined) slot.set(value)
        remove(formerKey)
      }
      return slot
    },
  }
}
