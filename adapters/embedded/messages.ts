/** The texts of the frame's passkey prompts in ApproveTransaction (issue 31), in English. */
export const passkeyMessages = {
  'passkey.added': 'Passkey added',
  // The kernel's text (ui/messages/en.ts): one text per id, so every locale has one to translate.
  'error.unknown': 'Something went wrong',
} as const

/** The embedded wallet's Devices view texts, in English (a locale may override any id). */
export const devicesMessages = {
  'devices.intro': 'These browsers hold a share of your wallet and can sign with it.',
  'devices.current': 'This browser',
  'devices.used': 'First used {first} · Last used {last}',
  'devices.remove': 'Remove',
  'devices.removeOthers': 'Remove all other devices',
  'devices.onlyThis': 'No other browser holds your wallet.',
  'devices.removed': '{count, plural, one {# device removed} other {# devices removed}}',
  // The kernel's text (ui/messages/en.ts): one text per id, so every locale has one to translate.
  'error.unknown': 'Something went wrong',
} as const
