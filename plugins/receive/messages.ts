/** The receive plugin's English texts (a locale may override any id). */
export const receiveMessages = {
  'receive.qrLabel': 'QR code of your address',
  'receive.address': 'Your address',
  'receive.copy': 'Copy address',
  'receive.copied': 'Copied',
  'receive.copyFailed': 'Could not copy; select the address and copy it by hand',
  'receive.networks': 'Networks for this address',
  'receive.networksNote': 'Send only assets of these networks to this address.',
  'receive.accountChoice': 'Bitcoin address',
  'receive.payment': 'Payment',
  'receive.ordinal': 'Ordinals',
  'receive.paymentNote': 'For bitcoin payments.',
  'receive.ordinalNote': 'For ordinals and inscriptions.',
  'receive.notConnected': 'Connect a wallet to see your address.',
} as const
