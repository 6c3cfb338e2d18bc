import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../ui/messages/en.js'
import { resolveLocale } from '../../../../ui/messages/followLocale.js'
import { loadedIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'

/**
 * A language whose texts have plurals is reported only with the ICU formatter loaded, so the
 * modal formats its plurals from the first render. (This file's module state is its own.)
 */
describe('loading a language', () => {
  it('brings the formatter with Arabic, whose plurals then format in Arabic at once', async () => {
    const logger = { warn: () => undefined, error: () => undefined }
    expect(loadedIcuFormatter()).toBeUndefined()
    const arabic = await resolveLocale('ar', logger)
    expect(arabic.tag).toBe('ar')
    expect(loadedIcuFormatter()).toBeDefined()

    const { maybe } = createIcuTranslator('ar', en, arabic.messages)
    const cooldown = arabic.messages['error.EMAIL_COOLDOWN']!
    for (const seconds of [0, 1, 2, 3, 11, 100]) {
      const expected = String(new IntlMessageFormat(cooldown, 'ar', undefined, { ignoreTag: true }).format({ seconds }))
      expect(maybe('error.EMAIL_COOLDOWN', { seconds })).toBe(expected)
      expect(expected).not.toContain('{')
    }
    expect(maybe('error.EMAIL_COOLDOWN', { seconds: 2 })).toBe('حاول مرة أخرى بعد ثانيتين')
  })

  it('English needs none: it resolves without loading anything', async () => {
    const english = await resolveLocale('en', { warn: () => undefined, error: () => undefined })
    expect(english).toEqual({ tag: 'en', dir: 'ltr', messages: {} })
  })
})
