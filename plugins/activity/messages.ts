/** The activity plugin's English texts (a locale may override any id). */
export const activityMessages = {
  'activity.listLabel': 'Transactions',
  'activity.loading': 'Loading transactions…',
  'activity.loadingMore': 'Loading more transactions…',
  'activity.empty': 'No transactions yet',
  'activity.end': 'No more transactions',
  // The toast carries the spec's 'Failed to fetch transactions'; the panel says what to do next.
  'activity.failedPanel': 'Transactions could not be loaded.',
  'activity.retry': 'Try again',
  'activity.notConnected': 'Connect a wallet to see its activity.',
  'activity.sent': 'Sent',
  'activity.received': 'Received',
  'activity.self': 'Sent to self',
  'activity.swapped': 'Swapped',
  'activity.minted': 'Minted',
  'activity.deployed': 'Contract deployed',
  'activity.executed': 'Contract call',
  'activity.to': 'to {address}',
  'activity.from': 'from {address}',
  'activity.confirmed': 'Confirmed',
  'activity.failed': 'Failed',
  'activity.pending': 'Pending',
  'activity.moreTransfers': '{count, plural, other {+# more}}',
  /** Read aloud for each row: what, how much, with whom, status, when. */
  'activity.rowLabel': '{title} {amount} {counterparty}, {status}, {time}',
  /** BCP 47 language for dates ("de", "fr-CH"); empty = the modal's language. */
  'activity.locale': '',
} as const

/** An id of {@link activityMessages}. */
export type ActivityMessageId = keyof typeof activityMessages
