import { describe, expect, it } from 'vitest'
import { localeLoaders } from '../../../ui/messages/localeLoaders.js'
import { englishTexts, localeFiles } from '../ui/messages/messageIds.js'
import { exampleAddress, keptEverywhere, sameInLanguage } from './englishLeftovers.js'

// Issue 25 item 4, for the texts no walked scene shows (a QR code's label, the explorer link, the
// frame's raw error codes): no locale keeps an English text, by the same allow-list as the walk.

const english = await englishTexts()

describe.each(localeFiles())('locale %s', (tag) => {
  it('translates every text English has, but for the names and words it writes the same', async () => {
    const messages = (await localeLoaders[tag as keyof typeof localeLoaders]()).default
    const kept = (word: string) => Object.hasOwn(keptEverywhere, word) || (sameInLanguage[word]?.locales.includes(tag) ?? false)
    const leftovers = Object.entries(messages).filter(([id, text]) => {
      if (text !== english[id] || exampleAddress.test(text)) return false
      const words = text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []
      return !words.every(kept)
    })
    expect(leftovers).toEqual([])
  })
})
