// @vitest-environment happy-dom
/**
 * The secure frame's own texts in every shipped language (secure-site/frame/texts): every language
 * translates every id of English and no other, with English's placeholders, in valid ICU
 * MessageFormat, plain (`{name}` only, filled without the ICU formatter) except the texts that
 * count, whose plurals use the language's own categories. And which language the frame shows: the
 * page's tag when it is a shipped one, else the browser's languages, else English.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { localeTags } from '../../../kernel/locales/localeTags.js'
import { shippedTag } from '../../../kernel/locales/localeTags.js'
import { applyFrameLanguage, resolveFrameLocale } from '../../../secure-site/frame/frameLanguage.js'
import { countedTextsReady, text, textLanguage, textWithCount } from '../../../secure-site/frame/frameText.js'
import { isPlainMessage as isPlainText } from '../../../kernel/locales/plainMessage.js'
import { frameTexts, type FrameTextId } from '../../../secure-site/frame/texts/en.js'
import { frameTextLoaders } from '../../../secure-site/frame/texts/loaders.js'
import { parseIcu } from '../ui/messages/icuArguments.js'

const ids = Object.keys(frameTexts) as FrameTextId[]
/** The texts that count something: the only ones a language may word with a plural. */
const COUNTED: readonly FrameTextId[] = ['request.sendCalls', 'request.sendTransactions', 'request.signTransactions', 'reveal.hidesIn', 'twoStep.attemptsLeft']
const tags = localeTags.filter((tag) => tag !== 'en')
const files = readdirSync(join(import.meta.dirname, '../../../secure-site/frame/texts/locales'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()

/** The plural arguments of a parsed text and the categories each names. */
function pluralCategories(source: string): string[][] {
  const found: string[][] = []
  for (const match of source.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    let depth = 0
    const keys: string[] = []
    let i = (match.index ?? 0) + match[0].length
    let word = ''
    for (; i < source.length; i++) {
      const c = source[i] as string
      if (c === '{') {
        if (depth === 0 && word.trim()) keys.push(word.trim())
        word = ''
        depth++
      } else if (c === '}') {
        if (depth === 0) break
        depth--
      } else if (depth === 0) word += c
    }
    found.push(keys)
  }
  return found
}

describe('the frame texts catalogue', () => {
  it('has a file and a loader for every shipped language but English', () => {
    expect(files).toEqual([...tags].sort())
    expect(Object.keys(frameTextLoaders).sort()).toEqual([...tags].sort())
  })

  it('English is valid ICU MessageFormat, and plain but for the texts that count', () => {
    for (const id of ids) expect(parseIcu(frameTexts[id], 'en'), id).not.toHaveProperty('error')
    expect(ids.filter((id) => !isPlainText(frameTexts[id]))).toEqual(['twoStep.attemptsLeft'])
  })
})

describe.each(tags)('the frame texts in %s', (tag) => {
  const load = async () => (await frameTextLoaders[tag]()).default

  it('translate every id of English and no other', async () => {
    const texts = await load()
    const missing = ids.filter((id) => typeof texts[id] !== 'string' || texts[id] === '')
    const unknown = Object.keys(texts).filter((id) => !Object.hasOwn(frameTexts, id))
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] })
  })

  it('are valid ICU MessageFormat with exactly the placeholders of English', async () => {
    const texts = await load()
    const problems = ids.flatMap((id) => {
      const parsed = parseIcu(texts[id], tag)
      if ('error' in parsed) return [`${id}: does not parse (${parsed.error})`]
      const english = parseIcu(frameTexts[id], 'en') as { args: string[] }
      return parsed.args.join(',') === english.args.join(',') ? [] : [`${id}: {${parsed.args.join('}, {')}} where English has {${english.args.join('}, {')}}`]
    })
    expect(problems).toEqual([])
  })

  it('are plain but for the counted texts, whose plurals name only the language’s categories and always other', async () => {
    const texts = await load()
    expect(ids.filter((id) => !COUNTED.includes(id) && !isPlainText(texts[id]))).toEqual([])
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as string[]
    const wrong = COUNTED.flatMap((id) =>
      pluralCategories(texts[id]).flatMap((keys) =>
        keys.includes('other') && keys.every((key) => categories.includes(key) || /^=\d+$/.test(key)) ? [] : [`${id}: ${keys.join(' ')}`],
      ),
    )
    expect(wrong).toEqual([])
  })

  it('are translations, not English copies (only names and codes may stay as they are)', async () => {
    const texts = await load()
    const same = ids.filter((id) => texts[id] === frameTexts[id] && !/^\{?[\w ·{}]*\}?$/.test(frameTexts[id]))
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(4)
  })

  it('keep the space after a text that an element follows', async () => {
    const texts = await load()
    expect(ids.filter((id) => frameTexts[id].endsWith(' ') !== texts[id].endsWith(' '))).toEqual([])
  })
})

describe('which language the frame shows', () => {
  afterEach(() => applyFrameLanguage(document, 'en'))

  it('the page’s tag when it is a shipped one, matched as the modal matches it', () => {
    expect(resolveFrameLocale('de', ['fr'])).toBe('de')
    expect(resolveFrameLocale('pt-BR', [])).toBe('pt-BR')
    expect(resolveFrameLocale('ar', ['en-US'])).toBe('ar')
    expect(resolveFrameLocale('AR-eg', ['fr'])).toBe('ar')
    expect(resolveFrameLocale('pt', [])).toBe('pt-BR')
    expect(resolveFrameLocale('zh-Hans-SG', [])).toBe('zh-CN')
  })

  it('else the browser’s languages matched to a shipped one, in the visitor’s order', () => {
    expect(resolveFrameLocale('xx', ['fr-CA', 'de'])).toBe('fr')
    expect(resolveFrameLocale(undefined, ['de-AT'])).toBe('de')
    expect(resolveFrameLocale(null, ['pt-PT'])).toBe('pt-BR')
    // A tag with no shipped language (traditional Chinese, Swahili), or no tag at all: the page can never supply text.
    expect(resolveFrameLocale('zh-TW', ['ja'])).toBe('ja')
    expect(resolveFrameLocale('sw', ['ja'])).toBe('ja')
    expect(resolveFrameLocale('Approve everything', ['ko'])).toBe('ko')
    expect(resolveFrameLocale('x'.repeat(100), ['ko'])).toBe('ko')
    expect(resolveFrameLocale({ tag: 'de' }, ['it'])).toBe('it')
  })

  it('else English', () => {
    expect(resolveFrameLocale(undefined, [])).toBe('en')
    expect(resolveFrameLocale('xx', ['zh-TW', 'sw'])).toBe('en')
    expect(resolveFrameLocale('<b>', ['not a tag', 'x'.repeat(100)])).toBe('en')
    expect(shippedTag('__proto__')).toBeUndefined()
  })

  it('puts its texts in the language and sets lang and dir on the document', async () => {
    await applyFrameLanguage(document, 'de')
    expect([document.documentElement.lang, document.documentElement.dir, textLanguage()]).toEqual(['de', 'ltr', 'de'])
    expect(text('prompt.approve')).toBe('Bestätigen')
    expect(text('prompt.requestedBy', { origin: 'https://shop.example' })).toBe('Angefordert von https://shop.example')
    await applyFrameLanguage(document, 'ar')
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    expect(text('prompt.approve')).not.toBe('Approve')
    await applyFrameLanguage(document, 'en')
    expect([document.documentElement.lang, document.documentElement.dir, text('prompt.approve')]).toEqual(['en', 'ltr', 'Approve'])
  })

  it('a later choice wins over a slower earlier one', async () => {
    const slow = applyFrameLanguage(document, 'ru')
    const fast = applyFrameLanguage(document, 'en')
    await Promise.all([slow, fast])
    expect([document.documentElement.lang, text('prompt.reject')]).toEqual(['en', 'Reject'])
  })

  it('counts with the language’s plurals once the formatter has loaded', async () => {
    expect(await textWithCount('twoStep.attemptsLeft', { message: 'Wrong code', count: 1 })).toBe('Wrong code. 1 attempt left.')
    expect(await textWithCount('twoStep.attemptsLeft', { message: 'Wrong code', count: 3 })).toBe('Wrong code. 3 attempts left.')
    await applyFrameLanguage(document, 'ru')
    await countedTextsReady('request.signTransactions')
    const two = text('request.signTransactions', { count: 2 })
    const five = text('request.signTransactions', { count: 5 })
    expect(two).toContain('2')
    expect(five).toContain('5')
    expect(two.replace('2', '')).not.toBe(five.replace('5', ''))
  })
})
