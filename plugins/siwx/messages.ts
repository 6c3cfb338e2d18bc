/** The siwx plugin's English texts (a locale may override any id). */
export const siwxMessages = {
  'siwx.intro': '{app} wants you to sign in with your wallet',
  'siwx.domain': 'Domain',
  'siwx.network': 'Network',
  'siwx.account': 'Account',
  'siwx.message': 'Message to sign',
  'siwx.preparing': 'Preparing the message…',
  'siwx.required': 'Signing in is required to continue. Cancel disconnects the wallet unless another network is already signed in.',
  'siwx.optional': 'Signing proves you own this account. It costs nothing and sends no transaction.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Waiting for your wallet…',
  'siwx.cancel': 'Cancel',
  'siwx.noPending': 'There is nothing to sign right now.',
  'siwx.switchingBack': 'Sign-in cancelled. Approve the switch back to {network} in your wallet.',
  'siwx.cancelling': 'Sign-in cancelled. Disconnecting…',
  'siwx.thisSite': 'This site',
  // Errors, as the kernel catalogue words them (spec §8).
  'error.SIWX_NOT_ENABLED': 'SIWX is not enabled',
  'error.SIGN_MESSAGE_FAILED': 'Error signing message',
} as const
