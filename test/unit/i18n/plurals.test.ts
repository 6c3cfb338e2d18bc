import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalogue, formatMessage } from '../../../kernel/errors/catalogue.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { emailMessages } from '../../../plugins/email/messages.js'
import { socialsMessages } from '../../../plugins/socials/messages.js'
import { en } from '../../../ui/messages/en.js'
import { loadIcuFormatter } from '../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../ui/messages/localeLoaders.js'
import { registeredTexts } from '../../../ui/messages/registeredTexts.js'
import { errorTextFor } from '../../../ui/primitives/index.js'
import { parseIcu } from '../ui/messages/icuArguments.js'
import { localeFiles, pluginTexts } from '../ui/messages/messageIds.js'

// Issue 25 item 5: a count shown in a text takes the language's plural form ("1 second", not
// "1 seconds"; ru 1 секунду, 2 секунды, 5 секунд, 21 секунду), through ICU plural syntax.

/** Every text that shows a count, and the argument that holds it. */
const counted = {
  'error.EMAIL_COOLDOWN': 'seconds',
  'error.FRAME_CALLS_TOO_LARGE': 'max',
  'activity.moreTransfers': 'count',
  'capture.problem.tooLong': 'max',
  'devices.removed': 'count',
} as const

const load = async (tag: string) => (await localeLoaders[tag as keyof typeof localeLoaders]()).default
const number = (tag: string, n: number) => new Intl.NumberFormat(tag).format(n)

beforeAll(() => loadIcuFormatter())

/** What the modal shows for `id`: the locale's text, else the plugin's English (as `useMessages` formats it). */
async function say(tag: string, plugin: Readonly<Record<string, string>> = {}) {
  const translator = tag === 'en' ? createIcuTranslator('en', en) : createIcuTranslator(tag, en, await load(tag))
  return (id: string, params?: Record<string, string | number>) => translator.maybe(id, params) ?? translator.format(plugin[id] ?? id, params)
}

describe('counts in Russian, Polish and Arabic take the plural form of 1, 2, 5 and 21', () => {
  const expected: Record<string, Record<string, (n: number, d: string) => string>> = {
    ru: {
      'error.EMAIL_COOLDOWN': (n, d) => `Повторите попытку через ${d} ${{ 1: 'секунду', 2: 'секунды', 5: 'секунд', 21: 'секунду' }[n]}`,
      'error.FRAME_CALLS_TOO_LARGE': (n, d) => `Пакет может содержать не более ${d} ${{ 1: 'вызова', 2: 'вызовов', 5: 'вызовов', 21: 'вызова' }[n]}`,
    },
    pl: {
      'error.EMAIL_COOLDOWN': (n, d) => `Spróbuj ponownie za ${d} ${{ 1: 'sekundę', 2: 'sekundy', 5: 'sekund', 21: 'sekund' }[n]}`,
      'error.FRAME_CALLS_TOO_LARGE': (n, d) => `Pakiet może zawierać najwyżej ${d} ${{ 1: 'wywołanie', 2: 'wywołania', 5: 'wywołań', 21: 'wywołań' }[n]}`,
    },
    ar: {
      'error.EMAIL_COOLDOWN': (n, d) => `حاول مرة أخرى بعد ${{ 1: 'ثانية واحدة', 2: 'ثانيتين', 5: `${d} ثوانٍ`, 21: `${d} ثانية` }[n]}`,
      'error.FRAME_CALLS_TOO_LARGE': (n, d) =>
        `يمكن أن تضم دفعة الاستدعاءات ${{ 1: 'استدعاءً واحدًا', 2: 'استدعاءين', 5: `${d} استدعاءات`, 21: `${d} استدعاءً` }[n]} على الأكثر`,
    },
  }
  it.each(Object.keys(expected))('%s', async (tag) => {
    const text = await say(tag)
    for (const [id, words] of Object.entries(expected[tag]!)) {
      const arg = counted[id as keyof typeof counted]
      for (const n of [1, 2, 5, 21]) expect(text(id, { [arg]: n }), `${id} ${n}`).toBe(words(n, number(tag, n)))
    }
  })

  it('the e-mail view says the cooldown in the language, with its plural (errorTextFor, as the view calls it)', async () => {
    const cooldown = (seconds: number) => new HatchError('EMAIL_COOLDOWN', { params: { seconds } })
    const ru = await say('ru', emailMessages)
    expect(errorTextFor(cooldown(21), ru, '')).toBe('Повторите попытку через 21 секунду')
    const english = await say('en', emailMessages)
    expect(errorTextFor(cooldown(1), english, '')).toBe('Please try again after 1 second')
    expect(errorTextFor(cooldown(5), english, '')).toBe('Please try again after 5 seconds')
    // A code the locale has, never the catalogue's English: 'Invalid code' in Arabic.
    expect(errorTextFor(new HatchError('OTP_INVALID'), await say('ar', emailMessages), '')).toBe((await load('ar'))['error.OTP_INVALID'])
  })
})

describe('English says "1 second", never "1 seconds" or "1 calls"', () => {
  it('the e-mail and socials plugins’ English cooldown texts are plurals', async () => {
    for (const plugin of [emailMessages, socialsMessages]) {
      const english = await say('en', plugin)
      expect(english('error.EMAIL_COOLDOWN', { seconds: 1 })).toBe('Please try again after 1 second')
      expect(english('error.EMAIL_COOLDOWN', { seconds: 2 })).toBe('Please try again after 2 seconds')
    }
  })

  it('no plain English text puts a count before a counted noun (the kernel’s texts cannot use plurals)', async () => {
    const kernel = Object.fromEntries(Object.entries(errorCatalogue).map(([code, text]) => [`error.${code}`, text]))
    const all = { ...en, ...registeredTexts, ...kernel, ...(await pluginTexts()) }
    const countedNoun = /\{\w+\} (seconds|minutes|hours|days|calls|wallets|items|transfers|attempts|tokens|networks|accounts|transactions)\b/
    expect(Object.entries(all).filter(([, text]) => countedNoun.test(text) && !text.includes(', plural,'))).toEqual([])
    expect(formatMessage('FRAME_CALLS_TOO_LARGE', { max: 1 })).not.toMatch(/\b1 calls\b/)
  })
})

describe.each(localeFiles())('locale %s', (tag) => {
  it('says every count through an ICU plural with exactly the language’s categories', async () => {
    const messages = await load(tag)
    const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
    const problems: string[] = []
    for (const [id, arg] of Object.entries(counted)) {
      const text = messages[id] ?? ''
      const cases = [...text.matchAll(new RegExp(`\\{${arg}, plural,(.*)\\}$`, 'g'))]
      if (cases.length !== 1) {
        problems.push(`${id}: not a plural of {${arg}}: ${text}`)
        continue
      }
      // The plural's own cases: keywords at the top level of the plural body.
      const body = cases[0]![1]!
      const keys: string[] = []
      let depth = 0
      for (const match of body.matchAll(/([{}])|(?:^|\s)(=?\w+)\s*(?=\{)/g)) {
        if (match[1] === '{') depth++
        else if (match[1] === '}') depth--
        else if (depth === 0 && match[2]) keys.push(match[2])
      }
      const named = keys.filter((k) => !k.startsWith('=')).sort()
      if (named.join() !== categories.join()) problems.push(`${id}: cases ${named.join(',')} where ${tag} has ${categories.join(',')}`)
    }
    expect(problems).toEqual([])
  })

  it('uses plural syntax only for the counts listed here (a new count joins the list and this test)', async () => {
    const messages = await load(tag)
    const plurals = Object.entries(messages)
      .filter(([, text]) => {
        const parsed = parseIcu(text, tag)
        return !('error' in parsed) && text.includes(', plural,')
      })
      .map(([id]) => id)
    expect(plurals.filter((id) => !(id in counted))).toEqual([])
  })
})
