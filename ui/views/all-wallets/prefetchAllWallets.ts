import type { Hatch } from '../../../kernel/createHatch.js'
import { createAllWalletsController, type AllWalletsController } from './allWalletsController.js'
import { createWalletImageCache } from './walletImages.js'
import { installedRdns, readWalletListOptions } from './walletListRules.js'

/** The controller of one instance's All Wallets: opened on the visitor's intent, or by the view. */
interface Entry {
  controller: AllWalletsController
  /** Re-renders the view that shows it when an image settles (set by the view). */
  onImage: { current: (() => void) | undefined }
  startedAt: number
  /** A mounted view holds it: an intent meanwhile starts nothing. */
  inView: boolean
}

/** An intent older than this is stale: the view opens a fresh controller and the old one is dropped. */
export const PREFETCH_FRESH_MS = 60_000

const entries = new WeakMap<Hatch, Entry>()

/** The view's controller for `hatch`: host wallet options, configured chains, announced wallets, mobile flag. */
function createFor(hatch: Hatch, onImage: Entry['onImage']): AllWalletsController {
  const ctx = hatch.context
  const s = hatch.getState()
  return createAllWalletsController({
    catalogue: ctx.catalogue,
    list: readWalletListOptions(ctx.options.raw),
    chains: ctx.options.networks.map((n) => n.caipNetworkId),
    rules: {
      isMobile: ctx.options.isMobile,
      ...(s.activeNamespace ? { namespace: s.activeNamespace } : {}),
      universalProvider: s.connectors.some((c) => c.type === 'WALLET_CONNECT'),
    },
    installedRdns: () => installedRdns(hatch.getState().connectors),
    images: createWalletImageCache({ catalogue: ctx.catalogue, onChange: () => onImage.current?.() }),
  })
}

const usable = (entry: Entry) => Date.now() - entry.startedAt < PREFETCH_FRESH_MS && entry.controller.getState().status !== 'error'

/** Ends a controller and its image cache (object URLs revoked, fetches aborted). */
function dispose(controller: AllWalletsController): void {
  controller.dispose()
  controller.images.dispose()
}

/**
 * The visitor points at or focuses the "All Wallets" row: the view's controller opens now, so the
 * recommended wallets and the first page are requested with the view's chunk, not after it
 * mounts. Nothing is shown. An open view, or a fresh earlier intent, means there is nothing to do.
 */
export function prefetchAllWallets(hatch: Hatch): void {
  const held = entries.get(hatch)
  if (held && (held.inView || usable(held))) return
  if (held) dispose(held.controller)
  const onImage: Entry['onImage'] = { current: undefined }
  const controller = createFor(hatch, onImage)
  entries.set(hatch, { controller, onImage, startedAt: Date.now(), inView: false })
  void controller.open()
}

/**
 * For the view as it mounts: the controller an intent opened, when fresh, else a new one (opened by
 * the view). `onImage` re-renders the view when an image settles.
 */
export function takeAllWalletsController(hatch: Hatch, onImage: () => void): AllWalletsController {
  const held = entries.get(hatch)
  // Held by a view already: a second mount at once (StrictMode calls this twice and keeps the
  // first) gets a controller of its own, untracked, so the held one stays the instance's.
  if (held?.inView) return createFor(hatch, { current: onImage })
  if (held && usable(held)) {
    held.inView = true
    held.onImage.current = onImage
    return held.controller
  }
  if (held) dispose(held.controller)
  const ref: Entry['onImage'] = { current: onImage }
  const controller = createFor(hatch, ref)
  entries.set(hatch, { controller, onImage: ref, startedAt: Date.now(), inView: true })
  return controller
}

/** The view unmounted: its controller ends, and the next intent or visit starts afresh. */
export function releaseAllWalletsController(hatch: Hatch, controller: AllWalletsController): void {
  if (entries.get(hatch)?.controller === controller) entries.delete(hatch)
  dispose(controller)
}
