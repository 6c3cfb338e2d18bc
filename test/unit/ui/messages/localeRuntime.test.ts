import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { validateOptions } from '../../../../kernel/options/validateOptions.js'
import { en } from '../../../../ui/messages/en.js'
import { followLocale, resolveLocale, type LoadedLocale } from '../../../../ui/messages/followLocale.js'
import { loadIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { matchLocale } from '../../../../ui/messages/matchLocale.js'
import { formatAmount } from '../../../../ui/format/formatAmount.js'
import { formatDecimal, formatFiat } from '../../../../kernel/units/formatDecimal.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() })

afterEach(() => vi.unstubAllGlobals())

describe('matchLocale: the shipped language that fits a request best', () => {
  it('takes an exact tag, any case', () => {
    expect(matchLocale(['pt-br'])).toBe('pt-BR')
    expect(matchLocale(['AR'])).toBe('ar')
  })

  it('takes a regional variant by language and script', () => {
    expect(matchLocale(['ar-EG'])).toBe('ar')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
    expect(matchLocale(['fa-IR'])).toBe('fa')
  })

  it('does not give simplified Chinese to a traditional-script reader', () => {
    expect(matchLocale(['zh-TW'])).toBeUndefined()
  })

  it('walks the preferences in order and skips what does not ship', () => {
    expect(matchLocale(['sw-KE', 'he-IL', 'en'])).toBe('he')
    expect(matchLocale(['sw', 'xx'])).toBeUndefined()
  })
})

describe('resolveLocale: the language to show and its texts', () => {
  it('follows the browser languages when the host chose none', async () => {
    vi.stubGlobal('navigator', { languages: ['fa-IR', 'en-US'], language: 'fa-IR' })
    const locale = await resolveLocale(undefined, quietLogger())
    expect(locale.tag).toBe('fa')
    expect(locale.dir).toBe('rtl')
    expect(locale.messages['button.connect']).toBe('اتصال کیف پول')
  })

  it('shows English to a browser whose languages do not ship, without loading anything', async () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE'], language: 'sw-KE' })
    const locale = await resolveLocale(undefined, quietLogger())
    expect(locale).toEqual({ tag: 'en', dir: 'ltr', messages: {} })
  })

  it("takes the host's tag over the browser's and reports a regional one as the language it ships", async () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' })
    const locale = await resolveLocale('he-IL', quietLogger())
    expect(locale.tag).toBe('he')
    expect(locale.dir).toBe('rtl')
  })

  it('keeps left-to-right languages left to right', async () => {
    expect((await resolveLocale('de', quietLogger())).dir).toBe('ltr')
  })

  it('reports a malformed tag as an error naming it, and shows English', async () => {
    const logger = quietLogger()
    const locale = await resolveLocale('not a tag!', logger)
    expect(locale.tag).toBe('en')
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Invalid locale "not a tag!": must be a BCP 47 language tag'))
  })

  it('warns about a well-formed language without texts, naming the shipped ones', async () => {
    const logger = quietLogger()
    expect((await resolveLocale('sw', logger)).tag).toBe('en')
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/No texts ship for locale "sw".*shipped: en, ar, he, fa/))
  })
})

describe('the locale option', () => {
  it('accepts a BCP 47 tag', () => {
    expect(() => validateOptions({ projectId: 'p', networks: [testNetworks.one], locale: 'ar-EG' })).not.toThrow()
  })

  it('refuses anything else, naming the option', () => {
    for (const locale of ['', 'english please', 42]) {
      try {
        validateOptions({ projectId: 'p', networks: [testNetworks.one], locale })
        throw new Error(`accepted ${String(locale)}`)
      } catch (error) {
        expect(error).toBeInstanceOf(HatchError)
        expect((error as HatchError).message).toMatch(/^Invalid option locale: must be a (BCP 47 language tag|language tag string)/)
      }
    }
  })
})

describe('followLocale: the language of an instance over time', () => {
  it('shows the locale option, then each setLocale, and stops when asked', async () => {
    const hatch = createTestHatch({ locale: 'ar' })
    const shown: LoadedLocale[] = []
    const stop = followLocale(hatch, (locale) => shown.push(locale))
    await vi.waitFor(() => expect(shown.map((l) => l.tag)).toEqual(['ar']))
    hatch.setLocale('he')
    await vi.waitFor(() => expect(shown.map((l) => l.tag)).toEqual(['ar', 'he']))
    hatch.setLocale('en')
    await vi.waitFor(() => expect(shown.map((l) => l.tag)).toEqual(['ar', 'he', 'en']))
    stop()
    hatch.setLocale('fa')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown.map((l) => l.tag)).toEqual(['ar', 'he', 'en'])
    hatch.destroy()
  })

  it("puts the locale option in the state once started (a view reading modal.locale shows the modal's language); a setLocale before start-up wins", async () => {
    const hatch = createTestHatch({ locale: 'ar' })
    await hatch.started
    expect(hatch.getState().modal.locale).toBe('ar')
    hatch.destroy()
    const early = createTestHatch({ locale: 'ar' })
    early.setLocale('he')
    await early.started
    expect(early.getState().modal.locale).toBe('he')
    early.destroy()
  })

  it('drops a load that a newer choice overtook', async () => {
    const hatch = createTestHatch({ locale: 'ja' })
    const shown: string[] = []
    followLocale(hatch, (locale) => shown.push(locale.tag))
    hatch.setLocale('fa')
    await vi.waitFor(() => expect(shown).toContain('fa'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown).toEqual(['fa'])
    hatch.destroy()
  })

  it('reports nothing for English, which the provider already shows', async () => {
    vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' })
    const hatch = createTestHatch()
    const shown: string[] = []
    followLocale(hatch, (locale) => shown.push(locale.tag))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown).toEqual([])
    hatch.destroy()
  })
})

describe('createIcuTranslator: every text through ICU MessageFormat', () => {
  // Whoever shows a plural or select loads the formatter first (the locale follower, the provider,
  // useMessages); icuLoading.test.ts checks they do.
  beforeAll(() => loadIcuFormatter())
  const arabic = {
    'activity.moreTransfers': '{count, plural, zero {لا مزيد} one {+# أخرى} two {+# أخريان} few {+# أخرى (قليل)} many {+# أخرى (كثير)} other {+# أخرى}}',
  }

  it('picks the plural form by the language’s rules', () => {
    const { maybe } = createIcuTranslator('ar', en, arabic)
    expect(maybe('activity.moreTransfers', { count: 3 })).toBe('+3 أخرى (قليل)')
    expect(maybe('activity.moreTransfers', { count: 11 })).toBe('+11 أخرى (كثير)')
    expect(maybe('activity.moreTransfers', { count: 2 })).toBe('+2 أخريان')
  })

  it('formats select and fills simple placeholders', () => {
    const { maybe, t } = createIcuTranslator('en', en, { 'x.kind': '{kind, select, email {By e-mail} other {By wallet}}' })
    expect(maybe('x.kind', { kind: 'email' })).toBe('By e-mail')
    expect(maybe('x.kind', { kind: 'evm' })).toBe('By wallet')
    expect(t('amount.tooManyDecimals', { decimals: 6 })).toBe('too many decimals (at most 6)')
    expect(t('view.SwitchNetwork')).toBe('Switch Network')
  })

  it('formats plugin texts it does not hold (useMessages) in English', () => {
    const { format } = createIcuTranslator('ar', en, arabic)
    expect(format('{count, plural, one {# wallet} other {# wallets}}', { count: 1 })).toBe('1 wallet')
    expect(format('{count, plural, one {# wallet} other {# wallets}}', { count: 4 })).toBe('4 wallets')
  })

  it('keeps a placeholder visible when its value is missing, and survives a text that does not parse', () => {
    const { maybe } = createIcuTranslator('de', en, { 'x.broken': 'Hallo {name' })
    expect(maybe('amount.tooManyDecimals')).toBe('too many decimals (at most {decimals})')
    expect(maybe('x.broken', { name: 'A' })).toBe('Hallo {name')
  })
})

describe('formatAmount and formatFiat: Intl in the chosen language', () => {
  it('keeps the balance display of spec §5 (floored to 3 decimals), grouped as English groups', () => {
    expect(formatAmount('1234.56789', 'ETH', 'en')).toBe('1,234.567 ETH')
    expect(formatAmount(undefined, undefined, 'en')).toBe('0.000')
  })

  it('writes the decimal sign, grouping and digits of the language, exactly (no float)', () => {
    expect(formatAmount('1.9999', 'ETH', 'de')).toBe('1,999 ETH')
    expect(formatAmount('12345678901234567890.123456', undefined, 'de')).toBe('12.345.678.901.234.567.890,123')
    expect(formatAmount('2.5', undefined, 'fa')).toBe('۲٫۵۰۰')
  })

  it('formats dollars as the language writes them', () => {
    expect(formatFiat(1234.5, 'en')).toBe('$1,234.50')
    expect(formatFiat(1234.5, 'de')).toBe('1.234,50\u00a0$')
  })
})

describe('formatDecimal and formatTokenAmount: amounts in the chosen language', () => {
  it('keeps every fraction digit and the sign, exactly', () => {
    expect(formatDecimal('-1234.050', { locale: 'de', maxDecimals: 3 })).toBe('-1.234,050')
    expect(formatDecimal('98765432109876543210.123456789012345678', { locale: 'fr', precision: 'exact', grouping: false })).toBe(
      '98765432109876543210,123456789012345678',
    )
    expect(formatDecimal('7', { locale: 'fa', precision: 'exact' })).toBe('۷')
  })

  it('leaves anything that is not a plain decimal as it is', () => {
    expect(formatDecimal('1e5', { locale: 'de' })).toBe('1e5')
  })

  it('formatTokenAmount writes a floored amount in the language asked for', async () => {
    const { formatTokenAmount } = await import('../../../../ui/primitives/formatTokenAmount.js')
    expect(formatTokenAmount(1_234_567_890_000_000_000n, 18, { symbol: 'ETH', locale: 'de' })).toBe('1,234 ETH')
    expect(formatTokenAmount(1_234_567_890_000_000_000n, 18, { symbol: 'ETH' })).toBe('1.234 ETH')
  })
})
