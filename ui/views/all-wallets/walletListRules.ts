import * as v from 'valibot'
import type { Connector } from '../../../kernel/types/connector.js'
import type { CatalogueWallet, WalletTileData } from './catalogueSchemas.js'

/** Catalogue ids of the two exchange wallets kept on mobile without a mobile link (spec §5). */
export const MOBILE_EXCHANGE_WALLET_IDS: readonly string[] = [
  // Coinbase Wallet, Binance Web3 Wallet: both open through their own SDKs, not a deep link.
  'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4',
]

/** Catalogue ids of the two Solana wallets kept on mobile on Solana (spec §5). */
export const MOBILE_SOLANA_WALLET_IDS: readonly string[] = [
  // Phantom, Solflare: their browse deep links are built by the modal, not listed in the catalogue.
  'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
]

const idList = (name: string) =>
  v.optional(
    v.array(
      v.pipe(v.string(`${name} must list wallet ids as strings`), v.nonEmpty(`${name} must not contain empty ids`)),
      `${name} must be an array of wallet ids`,
    ),
  )

/** The host options that shape the wallet list (read from the host's raw options). */
export const WalletListOptionsSchema = v.object({
  includeWalletIds: idList('includeWalletIds'),
  excludeWalletIds: idList('excludeWalletIds'),
  featuredWalletIds: idList('featuredWalletIds'),
  walletBadge: v.optional(v.picklist(['certified', 'none'], "walletBadge must be 'certified' or 'none'")),
})

/** Validated wallet-list host options. */
export interface WalletListOptions {
  include: string[]
  exclude: string[]
  featured: string[]
  badge?: 'certified' | 'none'
}

/**
 * Reads `includeWalletIds`, `excludeWalletIds`, `featuredWalletIds` and `walletBadge` from the
 * host options; a bad value throws an error naming the option.
 */
export function readWalletListOptions(raw: Record<string, unknown>): WalletListOptions {
  const parsed = v.safeParse(WalletListOptionsSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? 'options'
    throw new TypeError(`Invalid wallet list option ${path}: ${issue.message}`)
  }
  const o = parsed.output
  return {
    include: o.includeWalletIds ?? [],
    exclude: o.excludeWalletIds ?? [],
    featured: o.featuredWalletIds ?? [],
    ...(o.walletBadge ? { badge: o.walletBadge } : {}),
  }
}

/** Context of the visitor that the list rules depend on. */
export interface WalletListContext {
  isMobile: boolean
  /** The active namespace (the Solana exceptions apply only on Solana). */
  namespace?: string
  /** Whether pairing goes through the universal provider (wallet-connect adapter present). */
  universalProvider: boolean
}

const hasAnyLink = (w: CatalogueWallet): boolean => Boolean(w.mobile_link || w.desktop_link || w.webapp_link)

/**
 * Spec §5 "Wallet lists": on mobile keep only wallets with a mobile link plus the two exchange
 * wallets, plus the two Solana wallets on Solana; with the universal provider drop wallets that
 * have no link at all.
 */
export function applyWalletListRules<W extends CatalogueWallet>(wallets: readonly W[], context: WalletListContext): W[] {
  return wallets.filter((w) => {
    if (context.universalProvider && !hasAnyLink(w)) return false
    if (!context.isMobile) return true
    if (w.mobile_link) return true
    if (MOBILE_EXCHANGE_WALLET_IDS.includes(w.id)) return true
    return context.namespace === 'solana' && MOBILE_SOLANA_WALLET_IDS.includes(w.id)
  })
}

/** The rdns values of the wallets the page announced or injected. */
export function installedRdns(connectors: readonly Connector[]): Set<string> {
  const out = new Set<string>()
  for (const c of connectors) {
    if ((c.type === 'ANNOUNCED' || c.type === 'INJECTED') && c.info?.rdns) out.add(c.info.rdns)
  }
  return out
}

/** Marks a wallet installed when its rdns or an injected id matches an announced wallet. */
export function markInstalled(wallet: CatalogueWallet, rdns: ReadonlySet<string>): WalletTileData {
  const installed = Boolean((wallet.rdns && rdns.has(wallet.rdns)) || wallet.injected?.some((i) => rdns.has(i.injected_id)))
  return { ...wallet, installed }
}
