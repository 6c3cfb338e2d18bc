import fc from 'fast-check'
import { IntlMessageFormat } from 'intl-messageformat'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { en } from '../../../../ui/messages/en.js'
import { loadIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'
import { fillPlaceholders } from '../../../../kernel/locales/fillPlaceholders.js'
import { isPlainMessage } from '../../../../kernel/locales/plainMessage.js'
import { registeredTexts } from '../../../../ui/messages/registeredTexts.js'
import type { MessageParams } from '../../../../ui/messages/translate.js'
import { parseIcu } from './icuArguments.js'
import { englishTexts, localeFiles, pluginTexts } from './messageIds.js'

/**
 * The modal fills plain texts (only `{name}` placeholders) itself and loads intl-messageformat only
 * for the others. These tests hold the fast path to what intl-messageformat gives, for every text of
 * every language, with strings and with numbers that hit every plural category.
 */

const english = await englishTexts()
const tags = localeFiles()
const languages: Array<[string, Record<string, string>]> = [
  ['en', english],
  ...(await Promise.all(
    tags.map(async (tag) => [tag, { ...(await localeLoaders[tag as keyof typeof localeLoaders]()).default }] as [string, Record<string, string>]),
  )),
]

/** What the modal showed before the fast path: intl-messageformat for every text, `{name}` filling when it throws. */
function throughIntlMessageFormat(text: string, locale: string, params: MessageParams): string {
  let message: IntlMessageFormat
  try {
    message = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })
  } catch {
    return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
  }
  try {
    return String(message.format(params))
  } catch {
    return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
  }
}

/** Sample arguments for a text: strings, numbers in every plural category (0, 1, 2, 3, 11, 21, 101 …), fractions, large numbers, a missing one. */
function samples(text: string, locale: string): MessageParams[] {
  const parsed = parseIcu(text, locale)
  const names = 'args' in parsed ? parsed.args : [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  if (names.length === 0) return [{}]
  const all = (value: string | number) => Object.fromEntries(names.map((name) => [name, value]))
  const sets: MessageParams[] = [all('Base'), all('0x12…ab'), all(''), ...[0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5, 1234, 1234567.25].map(all)]
  // One value missing: the placeholder stays visible.
  sets.push(Object.fromEntries(names.slice(1).map((name) => [name, 'x'])))
  return sets
}

describe('plain texts: filled without intl-messageformat, exactly as it formats them', () => {
  it.each(languages.map(([tag]) => tag))('%s: every plain text, with every sample, gives what intl-messageformat gives', (tag) => {
    const texts = languages.find(([t]) => t === tag)![1]
    const plain = Object.entries(texts).filter(([, text]) => isPlainMessage(text))
    expect(plain.length).toBeGreaterThan(400)
    const differences: string[] = []
    for (const [id, text] of plain) {
      for (const params of samples(text, tag)) {
        const fast = fillPlaceholders(text, params)
        const reference = throughIntlMessageFormat(text, tag, params)
        if (fast !== reference) differences.push(`${id} ${JSON.stringify(params)}: ${JSON.stringify(fast)} ≠ ${JSON.stringify(reference)}`)
      }
    }
    expect(differences).toEqual([])
  })

  it('any text it calls plain fills exactly as intl-messageformat formats it (generated texts of braces, quotes, # and < >)', () => {
    const piece = fc.constantFrom(
      'a',
      ' ',
      "'",
      "''",
      '{',
      '}',
      '{x}',
      '{y}',
      '{ x }',
      '#',
      '<b>',
      '<',
      '>',
      ',',
      'plural',
      'doesn’t',
      "n't",
      '{x, plural, other {#}}',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('')
        if (!isPlainMessage(text)) return
        const params = { x: 'X', y: 3 }
        // A plain text parses; only a missing value ({a}) makes intl-messageformat throw, and both keep it visible.
        expect(() => new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true })).not.toThrow()
        expect(fillPlaceholders(text, params)).toBe(throughIntlMessageFormat(text, 'en', params))
      }),
      { numRuns: 5000, seed: 18 },
    )
  })

  it('sends quoting, plurals, selects and stray braces to intl-messageformat', () => {
    expect(isPlainMessage("This app doesn't support your wallet's current network.")).toBe(true)
    expect(isPlainMessage('Switching to {name}…')).toBe(true)
    expect(isPlainMessage('${value}')).toBe(true)
    for (const text of [
      "'{name}'",
      "It''s",
      "'<b>'",
      '{count, plural, other {# more}}',
      '{kind, select, email {E} other {W}}',
      '{n, number}',
      'Hallo {name',
      '{ name }',
    ]) {
      expect(isPlainMessage(text), text).toBe(false)
    }
  })
})

describe('the modal’s translator', () => {
  beforeAll(() => loadIcuFormatter())

  it.each(languages.map(([tag]) => tag))('%s: formats every text, plain or ICU, as intl-messageformat did before the fast path', (tag) => {
    const texts = languages.find(([t]) => t === tag)![1]
    const { maybe } = tag === 'en' ? createIcuTranslator('en', english) : createIcuTranslator(tag, english, texts)
    const differences: string[] = []
    for (const [id, text] of Object.entries(texts)) {
      for (const params of samples(text, tag)) {
        const now = maybe(id, params)
        const before = throughIntlMessageFormat(text, tag, params)
        if (now !== before) differences.push(`${id} ${JSON.stringify(params)}: ${JSON.stringify(now)} ≠ ${JSON.stringify(before)}`)
      }
    }
    expect(differences).toEqual([])
  })
})

describe('which texts need the formatter, and who waits for it', () => {
  it('every English text of the shell, the registered labels and the kernel’s errors is plain: they show without the formatter', () => {
    const kernelErrors = Object.fromEntries(Object.entries(errorCatalogue).map(([code, text]) => [`error.${code}`, text]))
    const notPlain = Object.entries({ ...en, ...registeredTexts, ...kernelErrors }).filter(([, text]) => !isPlainMessage(text))
    expect(notPlain).toEqual([])
  })

  it('the English texts that need it are plugins’ own, which useMessages formats only once it has arrived', async () => {
    const plugins = await pluginTexts()
    const notPlain = Object.entries(english)
      .filter(([, text]) => !isPlainMessage(text))
      .map(([id]) => id)
    expect(notPlain.length).toBeGreaterThan(0)
    expect(notPlain.filter((id) => !Object.hasOwn(plugins, id))).toEqual([])
    expect(notPlain.sort()).toEqual(
      [
        'activity.moreTransfers',
        'capture.problem.badChar',
        'capture.problem.badDomain',
        'capture.problem.domainNoDot',
        'capture.problem.tooLong',
        'devices.removed',
      ].sort(),
    )
  })

  it.each(tags)('%s has plurals, so the formatter is fetched beside it (and the language shows once both arrived)', (tag) => {
    const texts = languages.find(([t]) => t === tag)![1]
    expect(Object.values(texts).some((text) => !isPlainMessage(text))).toBe(true)
  })
})
