/**
 * The texts the Connect button needs before the first click. The rest of the catalogue
 * (`en.ts`) arrives with the modal's chunk, so it costs nothing on pages where nobody clicks.
 */
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.accountLabel': 'Account {address}',
} as const
