/**
 * Wallet alert codes of spec §8 and their texts. An alert is state the UI renders (not an
 * exception). The kernel raises alerts from here (kernel/toasts/alerts.ts, off the page's static
 * path); `alertCatalogue` (alerts.ts) is the public copy.
 */
export const alertTexts = {
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
export type AlertCode = keyof typeof alertTexts
