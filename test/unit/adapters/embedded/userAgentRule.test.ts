/**
 * Spec §5: in a messaging app's in-app browser, iOS drops google, Mac drops x, Android drops
 * facebook and x; ordinary browsers keep all. Real user agents of those apps.
 */
import { describe, expect, it } from 'vitest'
import { deviceFamily, hiddenSocialProviders, messagingApp, visibleSocialProviders } from '../../../../adapters/embedded/userAgentRule.js'

const ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosWhatsApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/24.13.78',
  iosMessenger:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/458.0.0.38.107;FBBV/583000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4]',
  iosWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/en',
  ipadLine: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0',
  macTelegram: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 Telegram',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 Telegram-Android/10.12.0 (Google Pixel 8; Android 14; SDK 34; HIGH)',
  androidMessenger:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/452.0.0.40.109;]',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  windowsWhatsApp: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) WhatsApp/2.2414.7 Chrome/120.0.0.0 Safari/537.36',
  linuxChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}

describe('the messaging-app rule', () => {
  it.each([
    ['WhatsApp on iOS', UA.iosWhatsApp, 0, ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['Messenger on iOS', UA.iosMessenger, 0, ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['WeChat on iOS', UA.iosWeChat, 0, ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['LINE on iPadOS (a Mac user agent with touch)', UA.ipadLine, 5, ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['Telegram on Mac', UA.macTelegram, 0, ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['Telegram on Android', UA.androidTelegram, 5, ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['Messenger on Android', UA.androidMessenger, 5, ['google', 'farcaster', 'discord', 'apple', 'github']],
  ])('%s hides what spec §5 says, keeping the order', (_label, userAgent, maxTouchPoints, visible) => {
    expect(visibleSocialProviders(ORDER, { userAgent, maxTouchPoints })).toEqual(visible)
  })

  it.each([
    ['Safari on iOS', UA.iosSafari],
    ['Safari on Mac', UA.macSafari],
    ['Chrome on Android', UA.androidChrome],
    ['Chromium on Linux', UA.linuxChromium],
  ])('%s (no messaging app) shows every provider', (_label, userAgent) => {
    expect(messagingApp({ userAgent })).toBeUndefined()
    expect(visibleSocialProviders(ORDER, { userAgent })).toEqual([...ORDER])
  })

  it('a messaging app on another system (WhatsApp on Windows) hides nothing', () => {
    expect(messagingApp({ userAgent: UA.windowsWhatsApp })).toBe('WhatsApp')
    expect(hiddenSocialProviders({ userAgent: UA.windowsWhatsApp })).toEqual([])
  })

  it("Telegram's bridge counts even when its user agent looks like Safari", () => {
    expect(messagingApp({ userAgent: UA.iosSafari, telegramWebview: true })).toBe('Telegram')
    expect(hiddenSocialProviders({ userAgent: UA.iosSafari, telegramWebview: true })).toEqual(['google'])
  })

  it('tells iPadOS from a Mac by touch points', () => {
    expect(deviceFamily({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe('mac')
    expect(deviceFamily({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toBe('ios')
    expect(deviceFamily({ userAgent: UA.androidChrome })).toBe('android')
  })
})
