import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { siteCatalogues } from '../../../secure-site/i18n/siteCatalogues.js'
import { acceptedLanguages, chooseLocale, shippedTag, localeTags } from '../../../secure-site/i18n/siteLocale.js'
import { localBrowser, localTime } from '../../../secure-site/i18n/localFacts.js'
import { deviceApprovalEmail } from '../../../secure-site/mail/deviceApprovalEmail.js'
import { otpEmail } from '../../../secure-site/mail/otpEmail.js'
import { parseIcu } from '../ui/messages/icuArguments.js'

const english = siteCatalogues.en
const others = localeTags.filter((tag) => tag !== 'en')

/**
 * Texts a language may write exactly as English does: a label with a colon, a full stop, and
 * "Browser"/"Site", which several languages share.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set(['otp.codeLabel', 'page.sentence', 'device.site', 'device.browser', 'page.approve.site', 'page.approve.browser'])

type Element = { type: number; options?: Record<string, { value: Element[] }>; children?: Element[] }
const PLURAL = 6

/** The categories of every plural in a text, as lists. */
function pluralCategories(text: string, locale: string): string[][] {
  const found: string[][] = []
  const walk = (elements: readonly Element[]) => {
    for (const element of elements) {
      if (element.type === PLURAL) found.push(Object.keys(element.options ?? {}).sort())
      for (const option of Object.values(element.options ?? {})) walk(option.value)
      if (element.children) walk(element.children)
    }
  }
  walk(new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst())
  return found
}

describe("the secure site's texts", () => {
  it('have a catalogue for every shipped language of the modal', () => {
    expect(Object.keys(siteCatalogues).sort()).toEqual([...localeTags].sort())
    expect(others).toHaveLength(20)
  })

  it('are English as the site always sent them', () => {
    expect(english['otp.subject.login']).toBe('Your login code')
    expect(english['otp.subject.update_primary']).toBe('Confirm your e-mail change')
    expect(english['otp.subject.update_secondary']).toBe('Confirm your new e-mail address')
    expect(english['device.subject']).toBe('Approve a new device')
  })

  it.each(others)('%s has every id, no other, none empty and no markup', (tag) => {
    const texts = siteCatalogues[tag] as Record<string, unknown>
    const missing = Object.keys(english).filter((id) => typeof texts[id] !== 'string' || texts[id].trim() === '')
    const unknown = Object.keys(texts).filter((id) => !Object.hasOwn(english, id))
    const markup = Object.entries(texts).filter(([, text]) => /[<>&]/.test(String(text)))
    expect({ missing, unknown, markup }).toEqual({ missing: [], unknown: [], markup: [] })
  })

  it.each(others)('%s is ICU with the same placeholders as English, and its own plural categories', (tag) => {
    const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
    const problems = Object.entries(siteCatalogues[tag]).flatMap(([id, text]) => {
      const parsed = parseIcu(text, tag)
      if ('error' in parsed) return [`${id}: does not parse (${parsed.error})`]
      const expected = parseIcu(english[id as keyof typeof english], 'en')
      if ('error' in expected) return [`${id}: English does not parse`]
      if (parsed.args.join(',') !== expected.args.join(',')) return [`${id}: {${parsed.args.join('}, {')}} instead of {${expected.args.join('}, {')}}`]
      const wrongPlural = pluralCategories(text, tag).find((used) => used.join(' ') !== categories.join(' '))
      return wrongPlural ? [`${id}: plural categories ${wrongPlural.join(' ')}, the language has ${categories.join(' ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it.each(others)('%s translates its texts (no English copies)', (tag) => {
    const copies = Object.entries(siteCatalogues[tag]).filter(([id, text]) => text === english[id as keyof typeof english] && !SAME_AS_ENGLISH_ALLOWED.has(id))
    expect(copies.map(([id]) => id)).toEqual([])
  })
})

describe('which language', () => {
  it('is the asked tag, else the best Accept-Language match, else English', () => {
    expect(chooseLocale('de', 'fr-CA,fr;q=0.9')).toBe('de')
    expect(chooseLocale(undefined, 'fr-CA,fr;q=0.9')).toBe('fr')
    expect(chooseLocale(undefined, 'de;q=0.5, ja')).toBe('ja')
    expect(chooseLocale(undefined, 'pt')).toBe('pt-BR')
    expect(chooseLocale(undefined, 'ar-EG')).toBe('ar')
    expect(chooseLocale(undefined, 'zh-TW')).toBe('en')
    expect(chooseLocale(undefined, '*, sw;q=0.8')).toBe('en')
    expect(chooseLocale(undefined, 'de;q=0, nl;q=0.2')).toBe('nl')
    expect(chooseLocale(undefined, undefined)).toBe('en')
    expect(chooseLocale(undefined, 'x'.repeat(5000))).toBe('en')
  })

  it('reads Accept-Language in the order of its weights', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8,*;q=0.1')).toEqual(['fr-CA', 'fr', 'en'])
    expect(acceptedLanguages('en;q=0.5, de, it;q=bad')).toEqual(['de', 'en'])
  })

  it('keeps only shipped tags from a request or a link, exactly as shipped', () => {
    expect(shippedTag('pt-BR')).toBe('pt-BR')
    expect(shippedTag('pt-br')).toBeUndefined()
    expect(shippedTag('xx')).toBeUndefined()
    expect(shippedTag(7)).toBeUndefined()
    expect(shippedTag(undefined)).toBeUndefined()
  })
})

describe('the facts an approval names', () => {
  const at = Date.UTC(2026, 10, 25, 12, 0, 0)

  it('say the time as each language writes dates, English as before', () => {
    expect(localTime('en', at)).toBe('25 Nov 2026, 12:00 UTC')
    expect(localTime('de', at)).toBe('25. Nov. 2026, 12:00 UTC')
    expect(localTime('ja', at)).toBe('2026年11月25日 12:00 UTC')
  })

  it('say the browser in the language, the products by their names', () => {
    expect(localBrowser('en', 'Chrome on Linux')).toBe('Chrome on Linux')
    expect(localBrowser('de', 'Chrome on Linux')).toBe('Chrome unter Linux')
    expect(localBrowser('fr', 'a browser on Android')).toBe('un navigateur sous Android')
    expect(localBrowser('ja', 'Safari on iOS')).toBe('iOS の Safari')
    expect(localBrowser('ru', 'an unknown browser')).toBe('неизвестный браузер')
  })
})

describe('the English e-mails', () => {
  it('are byte for byte what the site sent before it spoke other languages', () => {
    const who = { site: 'https://shop.example', browser: 'Firefox on Windows', at: Date.UTC(2026, 10, 25, 12, 0, 0) }
    const link = 'https://wallet.example/device/approve?token=abc&x=<y>'
    expect(deviceApprovalEmail('a@example.test', link, who)).toEqual({
      to: 'a@example.test',
      subject: 'Approve a new device',
      text: [
        'Someone is logging in to your wallet from a new browser.',
        'Site: https://shop.example',
        'Browser: Firefox on Windows',
        'Time: 25 Nov 2026, 12:00 UTC',
        `If it is you, open this link and click Approve: ${link}`,
        "If it was not you, open the link and click This wasn't me, or ignore this e-mail. The link works once and expires in 10 minutes.",
      ].join('\n'),
      html:
        '<p>Someone is logging in to your wallet from a new browser.</p><ul><li>Site: https://shop.example</li><li>Browser: Firefox on Windows</li><li>Time: 25 Nov 2026, 12:00 UTC</li></ul>' +
        '<p>If it is you, <a href="https://wallet.example/device/approve?token=abc&#38;x=&#60;y&#62;">open this link and click Approve</a>.</p>' +
        "<p>If it was not you, open the link and click This wasn't me, or ignore this e-mail. The link works once and expires in 10 minutes.</p>",
    })
    expect(otpEmail('a@example.test', '012345', 'update_primary', 10, 'shop<1>')).toEqual({
      to: 'a@example.test',
      subject: 'Confirm your e-mail change',
      text: 'Confirm your e-mail change: 012345\n\nEnter this code in the shop<1> window to continue. It expires in 10 minutes and works once.\nIf you did not ask for it, ignore this e-mail: nobody can log in without the code.',
      html: '<p>Confirm your e-mail change:</p><p style="font-size:24px;letter-spacing:4px"><strong>012345</strong></p><p>Enter this code in the shop&#60;1&#62; window to continue. It expires in 10 minutes and works once.</p><p>If you did not ask for it, ignore this e-mail: nobody can log in without the code.</p>',
    })
  })

  it('escape every value in another language too, and mark the direction', () => {
    const mail = deviceApprovalEmail('a@example.test', 'https://w.example/?lang=he&token=t', { site: '<script>', browser: 'an unknown browser', at: 0 }, 'he')
    expect(mail.html.startsWith('<div lang="he" dir="rtl">')).toBe(true)
    expect(mail.html).toContain('&#60;script&#62;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('<a href="https://w.example/?lang=he&#38;token=t">')
    expect(mail.text).toContain('דפדפן: דפדפן לא מוכר')
  })
})
