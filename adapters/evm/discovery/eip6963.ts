import * as v from 'valibot'
import type { AnnouncedWallet, DiscoveryTarget, Eip1193Provider } from './types.js'

/**
 * EIP-6963 `info` as it must look before we trust it: any script on the page can dispatch the
 * event, so the payload is checked at this boundary.
 */
const InfoSchema = v.object({
  uuid: v.pipe(v.string('uuid must be a string'), v.nonEmpty('uuid must not be empty')),
  name: v.pipe(v.string('name must be a string'), v.nonEmpty('name must not be empty')),
  icon: v.pipe(v.string('icon must be a string'), v.regex(/^data:image\//, 'icon must be a data:image/ URI')),
  rdns: v.pipe(v.string('rdns must be a string'), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'rdns must be a reverse domain name')),
})

const ProviderSchema = v.custom<Eip1193Provider>(
  (input) => typeof input === 'object' && input !== null && typeof (input as { request?: unknown }).request === 'function',
  'provider must be an object with a request() function',
)

const DetailSchema = v.object({ info: InfoSchema, provider: ProviderSchema })

/** Result of checking one announcement. */
export type AnnouncementCheck = { ok: true; wallet: AnnouncedWallet } | { ok: false; problem: string }

/** Validates the `detail` of an `eip6963:announceProvider` event; the problem names the bad field. */
export function parseAnnouncement(detail: unknown): AnnouncementCheck {
  const result = v.safeParse(DetailSchema, detail)
  if (result.success) return { ok: true, wallet: { info: { ...result.output.info }, provider: result.output.provider } }
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  return { ok: false, problem: problems.join('; ') }
}

/** Options of {@link watchAnnouncedWallets}. */
export interface WatchAnnouncedOptions {
  /** Called with the full list whenever a new wallet announces itself. */
  onChange(wallets: readonly AnnouncedWallet[]): void
  /** Called when an announcement is malformed (it is ignored). */
  onInvalid?(problem: string): void
}

/**
 * Listens for EIP-6963 announcements on `target` and asks wallets to announce. Wallets are kept
 * in announcement order, once per rdns (a wallet that announces again, or twice under new uuids,
 * is not listed twice). Returns the teardown.
 */
export function watchAnnouncedWallets(target: DiscoveryTarget, options: WatchAnnouncedOptions): () => void {
  const byRdns = new Map<string, AnnouncedWallet>()
  const onAnnounce = (event: Event) => {
    const checked = parseAnnouncement((event as CustomEvent<unknown>).detail)
    if (!checked.ok) {
      options.onInvalid?.(checked.problem)
      return
    }
    const { wallet } = checked
    const known = byRdns.get(wallet.info.rdns)
    if (known && known.provider === wallet.provider && known.info.uuid === wallet.info.uuid) return
    byRdns.set(wallet.info.rdns, wallet)
    options.onChange([...byRdns.values()])
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new target.Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}
