import type { HttpClient } from '../../../kernel/http/types.js'

/** Spec §9: an image preload gives up after 2 s and the tile shows a placeholder. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

/** A catalogue image larger than this is not shown (wallet icons are a few KiB; this is a broken or hostile reply). */
export const MAX_WALLET_IMAGE_BYTES = 1024 * 1024

/** Why a fetched body is not shown as the wallet's image, or undefined when it may be. */
function refuseImage(blob: Blob): string | undefined {
  if (!blob.type.startsWith('image/')) return `not an image (content-type '${blob.type || 'none'}')`
  if (blob.size > MAX_WALLET_IMAGE_BYTES) return `larger than ${MAX_WALLET_IMAGE_BYTES} bytes (${blob.size})`
  return undefined
}

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
      const promise = options.catalogue.blob({ path: `/getWalletImage/${encodeURIComponent(imageId)}`, timeoutMs, signal: controller.signal }).then(
        (blob) => {
          if (controller.signal.aborted) return { status: 'failed' as const, reason: 'disposed' }
          // A 200 that is no image, or an oversized one, shows the placeholder rather than a broken image.
          const refused = refuseImage(blob)
          return settle(imageId, refused ? { status: 'failed', reason: refused } : { status: 'ready', url: URL.createObjectURL(blob) })
        },
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
