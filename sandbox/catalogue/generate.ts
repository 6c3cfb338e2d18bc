import { createHash } from 'node:crypto'

/** A catalogue entry as `/getWallets` returns it (spec §3 "Wallet catalogue entry"). */
export interface CatalogueWallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  rdns: string | null
  /** CAIP-2 network ids the wallet supports. */
  chains: string[]
  badge_type: 'certified' | 'none'
  injected: { namespace: string; injected_id: string }[] | null
}

/** The sandbox's test wallets (injected into the demo page); listed first in the catalogue. */
export const TEST_WALLET_ENTRIES = [
  { name: 'Hatch Test Wallet', rdns: 'dev.hatch.testwallet' },
  { name: 'Hatch Second Wallet', rdns: 'dev.hatch.testwallet.second' },
] as const

/** Options for {@link generateCatalogue}. */
export interface CatalogueOptions {
  /** Base URL of the catalogue server, used for web-app and universal links (stay on 127.0.0.1). */
  baseUrl: string
  /** CAIP-2 ids per namespace the generated wallets may support. */
  chains: { eip155: string[]; solana: string[]; bip122: string[] }
  /** How many wallets (default 520, at most {@link MAX_CATALOGUE_SIZE}). */
  count?: number
}

const ADJECTIVES = [
  'Amber',
  'Brisk',
  'Cobalt',
  'Dawn',
  'Ember',
  'Fable',
  'Granite',
  'Harbor',
  'Indigo',
  'Jade',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Raven',
  'Saffron',
  'Tidal',
  'Umber',
  'Velvet',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
]
const NOUNS = [
  'Vault',
  'Wallet',
  'Keyring',
  'Pouch',
  'Ledger',
  'Safe',
  'Purse',
  'Chest',
  'Locker',
  'Satchel',
  'Coffer',
  'Pocket',
  'Strongbox',
  'Keep',
  'Haven',
  'Nest',
  'Den',
  'Harbor',
  'Gate',
  'Bridge',
]

/**
 * Third words for catalogues beyond the 518 two-word names (a 10,000-wallet catalogue, issue 18):
 * the n-th round of names repeats the two-word names with the n-th of these after them, so the
 * first 520 wallets stay exactly as they are and every name stays unique.
 */
const SUFFIXES = [
  'Alpha',
  'Beta',
  'Gamma',
  'Delta',
  'Epsilon',
  'Zeta',
  'Eta',
  'Theta',
  'Iota',
  'Kappa',
  'Lambda',
  'Mu',
  'Nu',
  'Xi',
  'Omicron',
  'Pi',
  'Rho',
  'Sigma',
  'Tau',
  'Upsilon',
  'Phi',
  'Chi',
  'Psi',
  'Omega',
]

/** The largest catalogue {@link generateCatalogue} makes: every two-word name in 25 rounds, plus the test wallets. */
export const MAX_CATALOGUE_SIZE = ADJECTIVES.length * NOUNS.length * (SUFFIXES.length + 1) + 2

/** A small seeded PRNG (mulberry32): same seed, same catalogue on every run and machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex')
const uuidFrom = (hex: string): string => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`

/**
 * Generates the deterministic catalogue: the two test wallets, then `count - 2` wallets with
 * unique names (two words for the first 518, then the same with a third word, "Amber Vault Beta"). Roughly: 60 % EVM only, 15 % EVM + Solana, 10 % Solana only, 10 % EVM + Solana
 * + Bitcoin, 5 % Bitcoin only; a third have no mobile link, a tenth no link at all; one in
 * twelve is certified.
 */
export function generateCatalogue(options: CatalogueOptions): CatalogueWallet[] {
  const count = options.count ?? 520
  const random = prng(0x4a7c4)
  const names = ADJECTIVES.flatMap((a) => NOUNS.map((n) => `${a} ${n}`))
  // Fisher-Yates with the seeded PRNG so names are spread over the alphabet.
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[names[i], names[j]] = [names[j] as string, names[i] as string]
  }
  if (!Number.isInteger(count) || count < TEST_WALLET_ENTRIES.length || count > MAX_CATALOGUE_SIZE)
    throw new Error(`generateCatalogue makes ${TEST_WALLET_ENTRIES.length} to ${MAX_CATALOGUE_SIZE} wallets, got ${count}`)

  const wallets: CatalogueWallet[] = TEST_WALLET_ENTRIES.map((entry, i) => ({
    id: sha(`hatch-wallet-${entry.rdns}`),
    name: entry.name,
    homepage: `${options.baseUrl}/sandbox/wallet-home/${entry.rdns}`,
    image_id: uuidFrom(sha(`hatch-image-${entry.rdns}`)),
    order: i + 1,
    mobile_link: null,
    desktop_link: null,
    // A web page, as extension wallets have: the universal-provider rule (spec §5) keeps them listed.
    webapp_link: `${options.baseUrl}/sandbox/webapp/${entry.rdns}`,
    app_store: null,
    play_store: null,
    rdns: entry.rdns,
    chains: [...options.chains.eip155],
    badge_type: 'certified',
    injected: [{ namespace: 'eip155', injected_id: entry.rdns }],
  }))

  for (let i = 0; wallets.length < count; i++) {
    const round = Math.floor(i / names.length)
    const name = round === 0 ? (names[i] as string) : `${names[i % names.length] as string} ${SUFFIXES[round - 1] as string}`
    const slug = name.toLowerCase().replace(/\s+/g, '')
    const roll = random()
    const namespaces =
      roll < 0.6 ? ['eip155'] : roll < 0.75 ? ['eip155', 'solana'] : roll < 0.85 ? ['solana'] : roll < 0.95 ? ['eip155', 'solana', 'bip122'] : ['bip122']
    const linkRoll = random()
    const noLinks = linkRoll < 0.1
    const hasMobile = !noLinks && linkRoll >= 0.33
    const hasDesktop = !noLinks && random() < 0.4
    const hasWebapp = !noLinks && random() < 0.3
    const rdns = namespaces.includes('eip155') && random() < 0.5 ? `app.${slug}` : null
    wallets.push({
      id: sha(`hatch-wallet-${i}`),
      name,
      homepage: `${options.baseUrl}/sandbox/wallet-home/${slug}`,
      image_id: uuidFrom(sha(`hatch-image-${i}`)),
      order: wallets.length + 1,
      // Half the mobile links are custom schemes, half universal links served by the catalogue.
      mobile_link: hasMobile ? (random() < 0.5 ? `${slug}://` : `${options.baseUrl}/sandbox/universal/${slug}/`) : null,
      desktop_link: hasDesktop ? `${slug}-desktop://` : null,
      webapp_link: hasWebapp ? `${options.baseUrl}/sandbox/webapp/${slug}` : null,
      app_store: null,
      play_store: null,
      rdns,
      chains: namespaces.flatMap((ns) => options.chains[ns as 'eip155' | 'solana' | 'bip122']),
      badge_type: random() < 1 / 12 ? 'certified' : 'none',
      injected: rdns ? [{ namespace: 'eip155', injected_id: rdns }] : null,
    })
  }
  return wallets
}
