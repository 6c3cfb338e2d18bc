/**
 * Contract of the storage module. The implementation lives beside this file.
 */

/** The minimal Web Storage subset a backend must offer; hosts may pass their own. */
export interface KeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Typed access to every persisted key. `K` is a key of the storage schema (see schema.ts);
 * values are validated on read; a corrupt or foreign value is dropped, logged and read as undefined.
 */
export interface HatchStorage<Schema extends Record<string, unknown> = Record<string, unknown>> {
  get<K extends keyof Schema & string>(key: K): Schema[K] | undefined
  set<K extends keyof Schema & string>(key: K, value: Schema[K]): void
  remove(key: keyof Schema & string): void
}
