import type { HttpClient } from '../../../kernel/http/types.js'

/** Spec §9: an image preload gives up after 2 s and the tile shows a placeholder. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** Where an image stands: a URL to show, or failed (show the placeholder). */
export type WalletImageState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; reason: string }

/** Fetches wallet images once each, through the catalogue client, with the preload timeout. */
export interface WalletImageCache {
  /** Starts loading (once) and resolves with the final state. */
  load(imageId: string): Promise<WalletImageState>
  /** The current state, or undefined when never requested. */
  get(imageId: string): WalletImageState | undefined
  /** Revokes object URLs and aborts pending fetches. */
  dispose(): void
}

/** Options for {@link createWalletImageCache}. */
export interface WalletImageCacheOptions {
  catalogue: HttpClient
  timeoutMs?: number
  /** Called whenever an image settles, so a view can re-render. */
  onChange?: (imageId: string, state: WalletImageState) => void
}

/** Creates the per-view image cache; object URLs are revoked on dispose. */
export function createWalletImageCache(options: WalletImageCacheOptions): WalletImageCache {
  const timeoutMs = options.timeoutMs ?? IMAGE_PRELOAD_TIMEOUT_MS
  const states = new Map<string, WalletImageState>()
  const pending = new Map<string, Promise<WalletImageState>>()
  const controller = new AbortController()

  const settle = (imageId: string, state: WalletImageState): WalletImageState => {
    states.set(imageId, state)
    options.onChange?.(imageId, state)
    return state
  }

  return {
    get: (imageId) => states.get(imageId),
    load(imageId) {
      const existing = pending.get(imageId)
      if (existing) return existing
      states.set(imageId, { status: 'loading' })
      const promise = options.catalogue
        .blob({ path: `/getWalletImage/${encodeURIComponent(imageId)}`, timeoutMs, signal: controller.signal })
        .then(
          (blob) => (controller.signal.aborted ? { status: 'failed' as const, reason: 'disposed' } : settle(imageId, { status: 'ready', url: URL.createObjectURL(blob) })),
          (error: unknown) => settle(imageId, { status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
        )
      pending.set(imageId, promise)
      return promise
    },
    dispose() {
      controller.abort()
      for (const state of states.values()) if (state.status === 'ready') URL.revokeObjectURL(state.url)
      states.clear()
      pending.clear()
    },
  }
}
