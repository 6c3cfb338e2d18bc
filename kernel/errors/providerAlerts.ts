import type { AlertCode } from './alertTexts.js'

/** Provider texts that map onto alert codes (spec §8). */
const providerTexts: ReadonlyArray<readonly [string, AlertCode]> = [
  ['Unauthorized: origin not allowed', 'APKT002'],
  ['JWT validation error: JWT Token is not yet valid', 'APKT006'],
  ['Unauthorized: invalid key', 'APKT007'],
]

/** Maps a provider's error text to its alert code, or undefined when it is not one of them. */
export function alertCodeForProviderText(text: string): AlertCode | undefined {
  return providerTexts.find(([needle]) => text.includes(needle))?.[1]
}
