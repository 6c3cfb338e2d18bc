/**
 * Spec §5 "Social and messaging-app rules": in a messaging app's in-app browser some providers'
 * sign-in pages do not work (they refuse embedded browsers, or cannot hand the result back), so
 * the Connect view hides them: on iOS google, on Mac x, on Android facebook and x. Pure functions
 * of what the browser says about itself, so the socials plugin and its tests share one rule.
 */

/** What the rule reads from the browser (`navigator.userAgent`, `navigator.maxTouchPoints`, Telegram's bridge). */
export interface BrowserHints {
  userAgent: string
  /** iPadOS reports a Mac user agent; touch points tell it apart (a Mac has 0). */
  maxTouchPoints?: number
  /** Telegram's in-app browser injects `window.TelegramWebviewProxy`, whatever its user agent says. */
  telegramWebview?: boolean
}

/** The device families the rule distinguishes. */
export type DeviceFamily = 'ios' | 'mac' | 'android' | 'other'

/** Messaging apps whose in-app browsers are recognised, with the user-agent token each adds. */
const MESSAGING_APPS: readonly (readonly [name: string, token: RegExp])[] = [
  ['Telegram', /\bTelegram(Bot|-Android)?\b/i],
  ['WhatsApp', /\bWhatsApp\b/i],
  ['Messenger', /\bFBAN\/Messenger|\bFB_IAB\/(MESSENGER|Orca-Android)|\bMessengerLite|\bOrca-Android\b/i],
  ['LINE', /\bLine\/\d/],
  ['WeChat', /\bMicroMessenger\b/i],
  ['KakaoTalk', /\bKAKAOTALK\b/i],
  ['Viber', /\bViber\b/i],
  ['Snapchat', /\bSnapchat\b/i],
  ['Discord', /\bDiscord\/\d/i],
]

/** The messaging app whose in-app browser this is, or undefined in an ordinary browser. */
export function messagingApp(hints: BrowserHints): string | undefined {
  if (hints.telegramWebview) return 'Telegram'
  return MESSAGING_APPS.find(([, token]) => token.test(hints.userAgent))?.[0]
}

/** The device family from the user agent (iPadOS's desktop-class user agent counts as iOS). */
export function deviceFamily(hints: BrowserHints): DeviceFamily {
  const ua = hints.userAgent
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios'
  if (/\bAndroid\b/.test(ua)) return 'android'
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return (hints.maxTouchPoints ?? 0) > 1 ? 'ios' : 'mac'
  return 'other'
}

/** What each device family hides inside a messaging app (spec §5). */
const HIDDEN: Record<DeviceFamily, readonly string[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The providers hidden for this browser: none outside a messaging app. */
export function hiddenSocialProviders(hints: BrowserHints): readonly string[] {
  return messagingApp(hints) ? HIDDEN[deviceFamily(hints)] : []
}

/** `providers` without the ones this browser hides, in their order. */
export function visibleSocialProviders<P extends string>(providers: readonly P[], hints: BrowserHints): P[] {
  const hidden = hiddenSocialProviders(hints)
  return providers.filter((p) => !hidden.includes(p))
}
