/**
 * Wallet alert codes of spec §8. An alert is state the UI renders (not an exception).
 */
export const alertCatalogue = {
  APKT001: { title: 'Network Not Found', description: 'The network is not in the configured list.' },
  APKT002: { title: 'Invalid App Configuration', description: 'The origin of this page is not allowed for this project id.' },
  APKT003: { title: 'Network Error: Wallet Load Failed', description: 'The wallet failed to load.' },
  APKT004: { title: 'Wallet Request Timeout', description: 'The wallet request timed out.' },
  APKT005: { title: 'Unverified Domain', description: 'This domain is unverified.' },
  APKT006: { title: 'Session Expired', description: 'The session is invalid or expired; check the system clock.' },
  APKT007: { title: 'Invalid Project ID', description: 'The project id is invalid.' },
  APKT008: { title: 'Project ID Missing', description: 'No project id was configured.' },
  APKT009: { title: 'Server Error', description: 'The app configuration could not be fetched.' },
  APKT010: { title: 'Rate Limited', description: 'Too many configuration requests; try again later.' },
} as const

/** One of the documented alert codes. */
export type AlertCode = keyof typeof alertCatalogue

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
