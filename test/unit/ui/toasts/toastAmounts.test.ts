import { describe, expect, it } from 'vitest'
import { en } from '../../../../ui/messages/en.js'
import { createTranslator } from '../../../../ui/messages/translate.js'
import { toastText } from '../../../../ui/toasts/toastText.js'

const swapped = (units: string) => ({
  messageId: 'swaps.swapped',
  message: 'Swapped {from} for {to}',
  values: { from: { units: '1500000000000000000000', decimals: 18, symbol: 'ETH' }, to: { units, decimals: 18, symbol: 'ETH' } },
})

describe('a toast’s amounts through the one amount formatter', () => {
  it('shows significant digits, not a run of 18 decimals, grouped as the language groups', () => {
    const translator = createTranslator(en)
    expect(toastText(translator, swapped('32833333333333333') as never, 'en')).toBe('Swapped 1,500 ETH for 0.03283 ETH')
    expect(toastText(translator, swapped('32833333333333333') as never, 'de')).toBe('Swapped 1.500 ETH for 0,03283 ETH')
    expect(toastText(translator, swapped('250000000000000000') as never, 'fa')).toBe('Swapped ۱٬۵۰۰ ETH for ۰٫۲۵ ETH')
  })
})

describe('an error toast’s amounts', () => {
  it('are written in the language, with the significant digits of the amount formatter', async () => {
    const { localeLoaders } = await import('../../../../ui/messages/localeLoaders.js')
    const de = (await localeLoaders.de()).default
    const toast = {
      messageId: 'error.SWAPS_INSUFFICIENT_BALANCE',
      message: 'Insufficient {symbol} balance: {needed} needed, {available} available',
      values: { symbol: 'ETH', needed: '20000', available: '9999.995287097877351052' },
    }
    expect(toastText(createTranslator(en), toast as never, 'en')).toBe('Insufficient ETH balance: 20,000 needed, 9,999.995 available')
    expect(toastText(createTranslator(en, de), toast as never, 'de')).toBe(
      de['error.SWAPS_INSUFFICIENT_BALANCE']!.replace('{symbol}', 'ETH').replace('{needed}', '20.000').replace('{available}', '9.999,995'),
    )
  })
})
