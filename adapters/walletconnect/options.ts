import * as v from 'valibot'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { PairingClock } from './pairingSchedule.js'

/** Options of {@link walletConnect}. */
export interface WalletConnectOptions {
  /** WebSocket URL of the relay. Default: the vendor's relay; the sandbox and tests pass their own. */
  relayUrl?: string
  /** Metadata shown to the wallet. Default: the host's `metadata` option. */
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /**
   * Prefix of the client's stored keys (`<prefix>:wc@2:<kind>`). Two instances on one page need
   * distinct prefixes; keep it stable across reloads, or stored sessions are not found. Default `hatch-wc`.
   */
  storagePrefix?: string
  /**
   * Where the client keeps sessions: `getItem`, `setItem`, `removeItem`, sync or async, values as
   * objects (WalletConnect's `IKeyValueStorage` fits). Default: `localStorage`, memory where there is none.
   */
  storage?: unknown
  /** Lifetime of a pairing uri in ms. Default 240 000 (spec §9); tests shorten it. */
  pairingLifetimeMs?: number
  /** A uri is replaced when fewer ms than this remain. Default 10 000 (spec §9). */
  pairingExpiryMarginMs?: number
  /** Clock for the pairing schedule; tests inject one. */
  clock?: PairingClock
  /**
   * The WalletConnect Verify server whose attestation of the page's origin goes with each proposal
   * and request, so wallets show the domain as verified; `false` sends none. Default: the vendor's
   * (`https://verify.walletconnect.org`) on the vendor's relay, none on any other relay (the sandbox
   * passes its own service).
   */
  verifyUrl?: string | false
}

const wsUrl = v.pipe(v.string('must be a string'), v.regex(/^wss?:\/\/[^\s/]+/, 'must be a ws:// or wss:// URL'))
const positive = v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(1, 'must be at least 1'))

const OptionsSchema = v.object({
  relayUrl: v.optional(wsUrl),
  metadata: v.optional(
    v.object(
      {
        name: v.string('must be a string'),
        description: v.string('must be a string'),
        url: v.string('must be a string'),
        icons: v.array(v.string(), 'must be an array of URLs'),
      },
      'must be an object { name, description, url, icons }',
    ),
  ),
  storagePrefix: v.optional(v.pipe(v.string('must be a string'), v.regex(/^[\w.-]+$/, 'must be letters, digits, "-", "_" or "."'))),
  storage: v.optional(
    v.custom<unknown>(
      (x) =>
        typeof x === 'object' && x !== null && ['getItem', 'setItem', 'removeItem'].every((name) => typeof (x as Record<string, unknown>)[name] === 'function'),
      'must be a key-value storage with getItem, setItem and removeItem',
    ),
  ),
  pairingLifetimeMs: v.optional(positive),
  verifyUrl: v.optional(
    v.custom<string | false>((x) => x === false || (typeof x === 'string' && /^https?:\/\/[^\s/]+/.test(x)), 'must be an http:// or https:// URL, or false'),
  ),
  pairingExpiryMarginMs: v.optional(v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative'))),
  clock: v.optional(
    v.custom<PairingClock>(
      (x) => typeof x === 'object' && x !== null && typeof (x as PairingClock).now === 'function',
      'must be a clock { now, setTimeout, clearTimeout }',
    ),
  ),
})

/** Validates the options; an error names the option and what is wrong with it. */
export function validateWalletConnectOptions(options: WalletConnectOptions): WalletConnectOptions {
  const parsed = v.safeParse(OptionsSchema, options)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue) ?? '(options)'
    throw new HatchError('INVALID_OPTIONS', { params: { path: `walletConnect.${path}`, issue: issue.message } })
  }
  const { pairingLifetimeMs, pairingExpiryMarginMs } = parsed.output
  if (pairingLifetimeMs !== undefined && pairingExpiryMarginMs !== undefined && pairingExpiryMarginMs >= pairingLifetimeMs) {
    throw new HatchError('INVALID_OPTIONS', { params: { path: 'walletConnect.pairingExpiryMarginMs', issue: 'must be below pairingLifetimeMs' } })
  }
  return options
}
