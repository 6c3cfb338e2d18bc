import type { Logger } from '../options/logger.js'
import type { KeyValueBackend } from './types.js'

/** A backend that keeps values in a Map: used on the server, in tests and when storage is blocked. */
export function createMemoryBackend(): KeyValueBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * The page's `localStorage`, looked up only when called (never at import time, so server
 * rendering can import the kernel). Reading the property itself throws in some sandboxed
 * frames and with cookies blocked, hence the try.
 */
export function findBrowserStorage(): KeyValueBackend | undefined {
  try {
    const candidate = (globalThis as { localStorage?: KeyValueBackend }).localStorage
    return candidate && typeof candidate.getItem === 'function' ? candidate : undefined
  } catch {
    return undefined
  }
}

/**
 * Wraps `primary` so that the first exception it throws (blocked storage, quota exceeded,
 * a host backend that fails) switches this instance to memory for good, with one warning.
 * Switching for good rather than per call keeps reads and writes consistent with each other.
 */
export function withMemoryFallback(primary: KeyValueBackend | undefined, logger: Logger): KeyValueBackend {
  const memory = createMemoryBackend()
  let active: KeyValueBackend = primary ?? memory
  const run = <T>(operation: string, fn: (backend: KeyValueBackend) => T): T => {
    if (active === memory) return fn(memory)
    try {
      return fn(active)
    } catch (error) {
      logger.warn(`storage ${operation} failed; keeping values in memory for this page from now on`, error)
      active = memory
      return fn(memory)
    }
  }
  return {
    getItem: (key) => run('read', (b) => b.getItem(key)),
    setItem: (key, value) => run('write', (b) => b.setItem(key, value)),
    removeItem: (key) => run('remove', (b) => b.removeItem(key)),
  }
}
