// Types only: a value import of the kernel entry from this lazy chunk would make bundlers split the
// kernel's modules into shared chunks the page loads before the button (the 1 KiB plugin budget).
import type { CaipNetworkId, HatchEvents, PluginContext } from '../../kernel/index.js'
import type { NftsOptions } from './options.js'
import { NftsReplySchema, type Nft } from './schema.js'
import { targetKey, type NftsState } from './state.js'

/** Default freshness of a fetched list: the portfolio cache lifetime of spec §9. */
const DEFAULT_CACHE_MS = 30_000

/** The account and network whose NFTs to show. */
export interface NftsTarget {
  address: string
  caipNetworkId: CaipNetworkId
}

/** What the NFTs tab calls. */
export interface NftsController {
  /**
   * Shows the NFTs of `target` in the slice: at once from the cache when fresh, otherwise fetched
   * (the grid already shown for the same account stays while it refreshes).
   */
  show(target: NftsTarget): Promise<void>
  /** Fetches the shown account's NFTs again, ignoring the cache (the tab's "Try again"). */
  retry(): Promise<void>
}

interface CacheEntry {
  at: number
  nfts: Nft[]
}

/**
 * Fetches ERC721 holdings from the data service (`GET /v1/account/{address}/nfts?chainId=`, the
 * shared client adds projectId, st and sv), validates the reply with valibot, drops spam-flagged
 * tokens and keeps each account's list for `cacheMs`. A `transaction:sent` of a shown account
 * drops its cached list and fetches again; a disconnect clears the slice.
 */
export function createNftsController(ctx: PluginContext<NftsState>, options: NftsOptions = {}): NftsController & { dispose(): void } {
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS
  const cache = new Map<string, CacheEntry>()
  let current: NftsTarget | undefined
  // Every fetch gets a number; only the latest may write the slice (a slow answer for the previous
  // account must not overwrite the current one).
  let run = 0
  // The fetch under way, so a tab mounted twice (React's StrictMode, a quick tab switch) asks once.
  let pending: { key: string; promise: Promise<void> } | undefined

  const load = (target: NftsTarget, force: boolean): Promise<void> => {
    const key = targetKey(target.caipNetworkId, target.address)
    current = target
    if (!force && pending?.key === key) return pending.promise
    const promise = fetchInto(target, key, force).finally(() => {
      if (pending?.promise === promise) pending = undefined
    })
    pending = { key, promise }
    return promise
  }

  const fetchInto = async (target: NftsTarget, key: string, force: boolean): Promise<void> => {
    const mine = ++run
    const cached = cache.get(key)
    if (!force && cached && Date.now() - cached.at < cacheMs) {
      ctx.self.update((d) => {
        d.target = key
        d.status = 'ready'
        d.nfts = cached.nfts
        delete d.error
      })
      return
    }
    ctx.self.update((d) => {
      const keep = d.target === key && d.status === 'ready'
      d.target = key
      if (!keep) {
        d.status = 'loading'
        d.nfts = []
      }
      delete d.error
    })
    try {
      const reply = await ctx.data.get({ path: `/v1/account/${target.address}/nfts`, query: { chainId: target.caipNetworkId }, schema: NftsReplySchema })
      const visible = reply.nfts.filter((nft) => !nft.flags.is_spam && nft.chainId === target.caipNetworkId)
      cache.set(key, { at: Date.now(), nfts: visible })
      if (mine !== run) return
      ctx.self.update((d) => {
        d.status = 'ready'
        d.nfts = visible
      })
    } catch (cause) {
      if (mine !== run) return
      const detail = causeText(cause)
      ctx.self.update((d) => {
        d.status = 'error'
        d.nfts = []
        d.error = { code: 'NFTS_FETCH_FAILED', ...(detail ? { detail } : {}) }
      })
      // As the shell's balance fetch does: our code, and the client's HatchError (HTTP_STATUS,
      // HTTP_TIMEOUT, INVALID_RESPONSE …) as the error.
      ctx.events.emit('error', {
        code: 'NFTS_FETCH_FAILED',
        message: `GET /v1/account/${target.address}/nfts on ${target.caipNetworkId}: ${detail ?? String(cause)}`,
        error: cause,
      })
    }
  }

  // A transaction the visitor made through Hatch may have moved an NFT: forget the lists of both
  // sides and refresh the one on screen, when it is sent and again when the chain confirmed it.
  const onSent = ({ namespace, caipNetworkId, from, to }: HatchEvents['transaction:sent']) => {
    if (namespace !== 'eip155') return
    const touched = [from, to].filter((a): a is string => typeof a === 'string').map((a) => targetKey(caipNetworkId, a))
    for (const key of touched) cache.delete(key)
    if (current && touched.includes(targetKey(current.caipNetworkId, current.address))) void load(current, true)
  }
  const onDisconnected = ({ namespace }: HatchEvents['account:disconnected']) => {
    if (namespace !== 'eip155') return
    current = undefined
    pending = undefined
    run += 1
    cache.clear()
    ctx.self.reset()
  }
  ctx.events.on('transaction:sent', onSent)
  ctx.events.on('transaction:confirmed', onSent)
  ctx.events.on('account:disconnected', onDisconnected)

  return {
    show: (target) => load(target, false),
    retry: () => (current ? load(current, true) : Promise.resolve()),
    dispose() {
      ctx.events.off('transaction:sent', onSent)
      ctx.events.off('transaction:confirmed', onSent)
      ctx.events.off('account:disconnected', onDisconnected)
      cache.clear()
      current = undefined
      pending = undefined
      run += 1
    },
  }
}

/** The cause in a line: a HatchError's catalogue text ('HTTP status code: 503'), else the message. */
function causeText(cause: unknown): string | undefined {
  const short = typeof cause === 'object' && cause !== null && 'shortMessage' in cause ? cause.shortMessage : undefined
  if (typeof short === 'string') return short
  return cause instanceof Error ? cause.message : undefined
}
