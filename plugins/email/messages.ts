/** The e-mail plugin's English texts (a locale may override any id). */
export const emailMessages = {
  'email.address': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continue',
  'email.codeSentTo': 'Enter the code we sent to {email}',
  // The secure site answers "sent" alike for a new browser of an existing account (which gets a link
  // to approve it, not a code), so the reply does not say whether an account exists: the form says it.
  'email.codeOrLink':
    'No code? If this e-mail already has a wallet in another browser, we sent a link to approve this one instead: open it, and the code follows.',
  'email.code': 'Code',
  'email.confirm': 'Confirm',
  'email.resend': 'Resend code',
  'email.resendIn': 'Resend code in {seconds} s',
  'email.resent': 'A new code is on its way',
  'email.deviceTitle': 'Approve this device',
  'email.deviceText': 'This browser is new for {email}. Open the link we sent to that address and approve it; the login code follows.',
  'email.deviceWaiting': 'Waiting for your approval…',
  'email.otherEmail': 'Use another e-mail',
  'email.connected': 'Logged in as {email}',
  'update.newEmail': 'New e-mail',
  'update.current': 'Current e-mail: {email}',
  'update.primaryText': 'Enter the code we sent to your current e-mail, {email}',
  'update.secondaryText': 'Enter the code we sent to your new e-mail, {email}',
  'update.done': 'Your e-mail is now {email}',
  'update.notConnected': 'Log in with your e-mail first.',
  // The kernel's text (ui/messages/en.ts, spec §7): one text per id, so every locale has one to translate.
  'error.unknown': 'Something went wrong',
  // The secure site's cooldown (kernel EMAIL_COOLDOWN) with the count's plural, which the kernel's plain text cannot say.
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Please try again after # second} other {Please try again after # seconds}}',
} as const
