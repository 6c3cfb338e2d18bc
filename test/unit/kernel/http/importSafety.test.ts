import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * Server rendering imports every module: none of the kernel services may touch a browser global
 * (or fetch) at import time. Each global is replaced by a getter that records the access.
 */
const watched = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator', 'fetch', 'crypto'] as const
const saved = new Map<string, PropertyDescriptor | undefined>()

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
  saved.clear()
})

describe('kernel services at import time', () => {
  it.each(['storage/index.js', 'options/index.js', 'http/index.js', 'gates/index.js', 'remote-config/index.js', 'toasts/index.js', 'analytics/index.js'])(
    'importing kernel/%s touches no browser global',
    async (module) => {
      vi.resetModules()
      const touched: string[] = []
      for (const name of watched) {
        saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
        Object.defineProperty(globalThis, name, {
          configurable: true,
          get() {
            touched.push(name)
            return undefined
          },
        })
      }
      const exports = await import(`../../../../kernel/${module}`)
      expect(Object.keys(exports).length).toBeGreaterThan(0)
      expect(touched).toEqual([])
    },
  )
})
