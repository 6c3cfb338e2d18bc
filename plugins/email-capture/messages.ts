/** The email-capture plugin's English texts (a locale may override any id). */
export const emailCaptureMessages = {
  'capture.intro': 'Leave your e-mail address to hear from {app}.',
  'capture.field': 'Email address',
  'capture.placeholder': 'name@example.com',
  'capture.continue': 'Continue',
  'capture.skip': 'Skip',
  'capture.disconnect': 'Disconnect',
  'capture.saving': 'Saving your e-mail address…',
  'capture.saved': 'Thanks! {email} is saved.',
  'capture.savedNote': 'We will write to this address. You can close this window.',
  'capture.done': 'Done',
  'capture.optional': 'It is kept with your wallet address {address}. Skip, and this wallet is not asked again.',
  'capture.required': 'An e-mail address is required to continue with {address}. Disconnect to leave.',
  'capture.nothing': 'There is nothing to fill in right now.',
  'capture.thisSite': 'this site',
  // Errors, as the kernel catalogue words them; a locale's `error.<CODE>` applies.
  'error.EMAIL_CAPTURE_INVALID': 'Invalid e-mail address: {reason}',
  'error.EMAIL_CAPTURE_FAILED': 'Your e-mail address could not be saved: {reason}',
} as const
