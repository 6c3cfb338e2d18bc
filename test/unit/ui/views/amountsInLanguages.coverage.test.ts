import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localeTags } from '../../../../ui/messages/localeTags.js'
import { amountLocaleGroups } from './amountLocaleGroups.js'

describe('the amounts-in-languages walk', () => {
  it('covers every shipped language once (ui/messages/locales and localeTags)', () => {
    const walked = Object.values(amountLocaleGroups).flat()
    const shipped = readdirSync(new URL('../../../../ui/messages/locales/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''))
    expect([...walked].sort()).toEqual([...new Set(walked)].sort())
    expect([...walked].sort()).toEqual(shipped.sort())
    expect([...walked].sort()).toEqual(localeTags.filter((tag) => tag !== 'en').sort())
  })
})
