import type { ProviderEvent, ProviderEvents } from './types.js'

/** Listeners of the provider's events. */
export interface Emitter {
  on<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): void
  off<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): void
  emit<E extends ProviderEvent>(event: E, payload: ProviderEvents[E]): void
}

/** A small typed emitter; a throwing listener does not stop the others. */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
