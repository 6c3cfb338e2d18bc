/**
 * What counts as English left in a translated view, for test/unit/i18n/englishLeftovers*.test.tsx.
 *
 * A visible string of a scene that is exactly the string English shows in the same scene is a
 * leftover, unless the wallet or a service put it there (the scene's data: names, symbols,
 * addresses), it has no letters (amounts, "⇄"), or the language writes it as English does (the
 * short list below, each with its reason). In a language not written in Latin letters, any Latin
 * word that is neither data nor a name below is a leftover too ("Card: от 10.00 до 7500.00 USD").
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { walkViews, type ShownScene } from './walkViews.js'

/** Words every language keeps as they are: product and brand names, and symbols read the same everywhere. */
export const keptEverywhere: Record<string, string> = {
  Hatch: 'the product’s name',
  WalletConnect: 'a protocol’s brand name',
  Farcaster: 'a brand name',
  Google: 'a brand name',
  X: 'a brand name',
  Discord: 'a brand name',
  Apple: 'a brand name',
  GitHub: 'a brand name',
  Facebook: 'a brand name',
  EOA: 'the technical term (externally owned account) wallets show untranslated in every language',
  NFT: 'the abbreviation every language writes in Latin letters',
  NFTs: 'its plural',
  QR: 'the code’s name, written in Latin letters in every language (QR コード, QR码, QR-код)',
  APKT: 'the spec’s alert codes, shown with each alert: (APKT003)',
  Ordinals: 'the name of Bitcoin’s Ordinals protocol',
  Solana: 'a chain’s name (Switch Chain names the chain family: "not on Solana")',
  Bitcoin: 'a chain’s name, as wallets write it',
  EVM: 'the abbreviation of the Ethereum Virtual Machine, the EVM chains’ family name',
}

/** Latin words a language not written in Latin letters uses as its own, by language. */
export const latinWordsOf: Record<string, { locales: readonly string[]; why: string }> = {
  'e-mail': { locales: ['ru', 'uk'], why: 'the usual Russian and Ukrainian spelling of the word in interfaces' },
  am: { locales: ['hi', 'ko'], why: 'what Intl writes for Hindi and (ICU 78) Korean times: 1:00:00 am, AM 1:00:00' },
  pm: { locales: ['hi', 'ko'], why: 'the same for afternoon times' },
}

/** Example e-mail addresses: on the domain reserved for examples (RFC 2606), the same in every language. */
export const exampleAddress = /^[a-z]+@example\.com$/

/**
 * Texts a language writes exactly as English does: the word is the language's own (a loanword in
 * standard use, or the same spelling). Keyed by the English text.
 */
export const sameInLanguage: Record<string, { locales: readonly string[]; why: string }> = {
  Wallet: {
    locales: ['de', 'fr', 'id', 'it', 'nl'],
    why: 'the crypto term these locales use throughout (their Connect button says "Wallet verbinden", "Connecter un wallet")',
  },
  Wallets: { locales: ['de', 'fr', 'nl'], why: 'the plural of that term in German, French and Dutch' },
  Token: { locales: ['de', 'es', 'id', 'it', 'nl', 'pl', 'pt-BR', 'tr', 'vi'], why: 'the standard crypto term, written the same' },
  Tokens: { locales: ['de', 'es', 'nl', 'pt-BR'], why: 'its plural, written the same' },
  Account: { locales: ['it', 'nl'], why: 'a loanword in standard Italian and Dutch' },
  Max: { locales: ['de', 'fr', 'it', 'nl'], why: 'the same abbreviation of maximum' },
  Code: { locales: ['de', 'fr', 'nl'], why: 'the same word' },
  Subtotal: { locales: ['es', 'id', 'pt-BR'], why: 'the same word' },
  Domain: { locales: ['de', 'id'], why: 'the same word' },
  Name: { locales: ['de'], why: 'the same word' },
  Block: { locales: ['de'], why: 'the same word' },
  Transaction: { locales: ['fr'], why: 'the same word' },
  Transactions: { locales: ['fr'], why: 'the same word' },
  Recent: { locales: ['nl'], why: 'the same word' },
}

/** Languages written in Latin letters: in the others any Latin word must be data or kept. */
const latinScript = new Set(['de', 'es', 'fr', 'id', 'it', 'nl', 'pl', 'pt-BR', 'tr', 'vi'])

/** `text` without the scene's data (longest first, so "USD Coin" goes before "USD") and addresses. */
function withoutData(text: string, data: readonly string[]): string {
  let rest = text
  for (const item of [...data].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(item).join(' ')
  return rest.replace(/0x[0-9a-fA-F]+(…[0-9a-fA-F]+)?/g, ' ').replace(/\b(?:[a-z]+@)?example\.com\b/g, ' ')
}

/** The leftovers of one scene in `shown.locale`, against the strings English shows in it. */
export function englishLeftovers(shown: ShownScene, english: ReadonlySet<string>): string[] {
  const found: string[] = []
  const say = (text: string, where: string, why: string) => found.push(`${shown.scene.name}: [${where}] ${JSON.stringify(text)} ${why}`)
  // A network's or wallet's initial, drawn where it has no image, is its name's data too.
  const initials = new Set(shown.data.map((item) => item.charAt(0)))
  for (const { text, where } of shown.texts) {
    if (initials.has(text)) continue
    const words = withoutData(text, shown.data)
    if (!/\p{L}/u.test(words) || exampleAddress.test(text)) continue
    const kept = words.match(/\p{L}[\p{L}\p{M}'’-]*/gu)?.every((word) => Object.hasOwn(keptEverywhere, word)) ?? true
    if (english.has(text)) {
      if (!kept && !sameInLanguage[text]?.locales.includes(shown.locale)) say(text, where, 'is the English text')
    } else if (!latinScript.has(shown.locale) && !shown.latinExamples.includes(text)) {
      const latin = (words.match(/[A-Za-z]+(?:[-'’][A-Za-z]+)*/g) ?? []).filter(
        (word) => !Object.hasOwn(keptEverywhere, word) && !latinWordsOf[word.toLowerCase()]?.locales.includes(shown.locale),
      )
      if (latin.length > 0) say(text, where, `has English words (${latin.join(', ')})`)
    }
  }
  return found
}

/**
 * The test, for a group of languages (a file per group, so the groups walk side by side): English
 * is walked once, then each language; every scene of every view must show no English leftover.
 */
export function describeNoEnglishLeft(tags: readonly string[]): void {
  const english = new Map<string, Set<string>>()
  beforeAll(async () => {
    await walkViews('en', (shown) => void english.set(shown.scene.name, new Set(shown.texts.map((t) => t.text))))
  }, 180_000)

  describe.each(tags)('%s', (tag) => {
    it('shows no English text in any view (a walk of every view, in the states a visitor meets)', async () => {
      const found: string[] = []
      let walked = 0
      await walkViews(tag, (shown) => {
        walked += 1
        found.push(...englishLeftovers(shown, english.get(shown.scene.name) ?? new Set()))
      })
      expect(walked).toBe(english.size)
      expect(found).toEqual([])
    }, 180_000)
  })
}
