import { describe, expect, it } from 'vitest'
import { developerErrorCodes } from '../../../../ui/messages/developerErrors.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'
import { localeTags } from '../../../../ui/messages/localeTags.js'
import { parseIcu as parse } from './icuArguments.js'
import { englishTexts, localeFiles } from './messageIds.js'

const english = await englishTexts()
const tags = localeFiles()

describe('the English texts every locale translates', () => {
  it('has the UI, every plugin, the registered labels and every error code', () => {
    expect(Object.keys(english).length).toBeGreaterThan(400)
    expect(english['button.connect']).toBe('Connect Wallet')
    expect(english['error.CONNECTION_REJECTED']).toBe('Connection rejected')
    expect(english['view.send/main']).toBe('Send')
  })

  it('name every developer-only error code (ui/messages/developerErrors.ts), so that list holds no stale code', () => {
    expect(developerErrorCodes.filter((code) => english[`error.${code}`] === undefined)).toEqual([])
  })

  it('are valid ICU MessageFormat', () => {
    const broken = Object.entries(english).flatMap(([id, text]) => {
      const result = parse(text, 'en')
      return 'error' in result ? [`${id}: ${result.error}`] : []
    })
    expect(broken).toEqual([])
  })
})

describe('the locale registry', () => {
  it('ships at least 20 languages besides English, three of them right to left', () => {
    expect(localeTags.filter((tag) => tag !== 'en').length).toBeGreaterThanOrEqual(20)
    expect(localeTags).toEqual(expect.arrayContaining(['ar', 'he', 'fa']))
  })

  it('has a file for every shipped language and a loader for every file', () => {
    expect(tags).toEqual(localeTags.filter((tag) => tag !== 'en').sort())
    expect(Object.keys(localeLoaders).sort()).toEqual(tags)
  })
})

/**
 * Placeholders a translation leaves out: their values are English words no locale can translate
 * (an address validator's reason), so the translated text stops before them rather than ending in
 * English (a visitor in Japanese read "無効な EVM アドレスです：expected 40 hex characters …").
 */
const englishOnly: Record<string, string[]> = { 'error.SEND_INVALID_ADDRESS': ['reason'] }

const developerIds = new Set<string>(developerErrorCodes.map((code) => `error.${code}`))

describe.each(tags)('locale %s', (tag) => {
  const load = async () => (await localeLoaders[tag as keyof typeof localeLoaders]()).default

  it('is a default export of texts, one per message id a visitor can meet, and no id English does not have', async () => {
    const messages = await load()
    expect(Object.values(messages).every((text) => typeof text === 'string')).toBe(true)
    const missing = Object.keys(english).filter((id) => !Object.hasOwn(messages, id) && !developerIds.has(id))
    const unknown = Object.keys(messages).filter((id) => !Object.hasOwn(english, id))
    // Errors only a host's code meets stay English (ui/messages/developerErrors.ts): not translated.
    const developer = Object.keys(messages).filter((id) => developerIds.has(id))
    expect({ missing, unknown, developer }).toEqual({ missing: [], unknown: [], developer: [] })
  })

  it('is valid ICU MessageFormat with the same placeholders as English', async () => {
    const messages = await load()
    const problems = Object.entries(messages).flatMap(([id, text]) => {
      const englishText = english[id]
      if (englishText === undefined) return []
      const result = parse(text, tag)
      if ('error' in result) return [`${id}: does not parse (${result.error})`]
      const expected = parse(englishText, 'en')
      if ('error' in expected) return []
      const args = expected.args.filter((arg) => !englishOnly[id]?.includes(arg))
      return result.args.join(',') === args.join(',') ? [] : [`${id}: placeholders {${result.args.join('}, {')}} where English has {${args.join('}, {')}}`]
    })
    expect(problems).toEqual([])
  })

  it('keeps the Connect button texts to plain {name} placeholders (they are filled before the ICU formatter loads)', async () => {
    const messages = await load()
    const button = Object.entries(messages).filter(([id]) => id.startsWith('button.'))
    expect(button.length).toBeGreaterThan(0)
    expect(button.filter(([, text]) => /\{\w+\s*,/.test(text)).map(([id]) => id)).toEqual([])
  })
})
