/** A listener registered with the provider's `on`. */
export type Listener = (...args: unknown[]) => void

/** The EIP-1193 event surface (on / removeListener) plus emit for the wallet itself. */
export interface ProviderEmitter {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, payload: unknown): void
}

/**
 * A tiny event emitter shaped like the one extensions expose. A listener that throws must not stop
 * the others (one dapp bug should not hide an event from another library), so its error is rethrown
 * on a later task where it shows up as a page error.
 */
export function createEmitter(): ProviderEmitter {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          setTimeout(() => {
            throw error
          })
        }
      }
    },
  }
}
