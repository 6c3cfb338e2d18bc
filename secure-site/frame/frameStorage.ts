/**
 * The frame's storage: IndexedDB on the secure origin (never the page's). Holds the device key,
 * the non-extractable wrapping key, the session tokens and the wrapped device key shares.
 */
export interface FrameStorage {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('the IndexedDB request failed'))
  })

/** Opens (creating on first use) the frame's key-value store in IndexedDB. */
export async function openFrameStorage(name = 'hatch-frame'): Promise<FrameStorage> {
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => open.result.createObjectStore('kv')
  const db = await request(open)
  const store = (mode: IDBTransactionMode) => db.transaction('kv', mode).objectStore('kv')
  return {
    get: async <T>(key: string) => (await request(store('readonly').get(key))) as T | undefined,
    set: async (key, value) => void (await request(store('readwrite').put(value, key))),
    delete: async (key) => void (await request(store('readwrite').delete(key))),
  }
}

/** A FrameStorage in memory (tests). */
export function memoryFrameStorage(): FrameStorage {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    delete: async (key) => void map.delete(key),
  }
}
