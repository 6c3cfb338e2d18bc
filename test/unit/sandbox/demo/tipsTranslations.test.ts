import { describe, expect, it } from 'vitest'
import { localeTags } from '../../../../ui/messages/localeTags.js'
import { tipsMessages } from '../../../../sandbox/demo/app/tips/messages.js'
import { tipsTranslations } from '../../../../sandbox/demo/app/tips/translations.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe("the demo's tip jar in every language the modal ships", () => {
  it('has every text in every language, with the placeholders of the English one and not the English words', () => {
    expect(Object.keys(tipsTranslations).sort()).toEqual(localeTags.filter((tag) => tag !== 'en').sort())
    for (const [tag, texts] of Object.entries(tipsTranslations)) {
      expect(Object.keys(texts).sort(), tag).toEqual(Object.keys(tipsMessages).sort())
      for (const [id, english] of Object.entries(tipsMessages)) {
        const text = texts[id as keyof typeof tipsMessages]
        expect(placeholders(text), `${tag} ${id}`).toEqual(placeholders(english))
        // "{amount} ETH" is the same in every language; every sentence is translated.
        if (id !== 'tips.option') expect(text, `${tag} ${id}`).not.toBe(english)
      }
    }
  })
})
