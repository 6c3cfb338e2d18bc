/** The socials plugin's English texts (a locale may override any id). */
export const socialsMessages = {
  'socials.heading': 'Log in with a social account',
  'socials.continueWith': 'Continue with {provider}',
  'socials.connecting': 'Connecting with {provider}… Finish in the window that opened.',
  'socials.loadFailed': 'Social login could not be loaded.',
  'socials.retry': 'Try again',
  'socials.google': 'Google',
  'socials.x': 'X',
  'socials.farcaster': 'Farcaster',
  'socials.discord': 'Discord',
  'socials.apple': 'Apple',
  'socials.github': 'GitHub',
  'socials.facebook': 'Facebook',
  'farcaster.scan': 'Scan this QR code with your phone, or open the link in your Farcaster app, and approve the sign-in.',
  'farcaster.qr': 'QR code to sign in with Farcaster',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
  'farcaster.waiting': 'Waiting for your approval in Farcaster…',
  'farcaster.preparing': 'Preparing the sign-in…',
  'farcaster.retry': 'Try again',
  // The kernel's text (ui/messages/en.ts, spec §7): one text per id, so every locale has one to translate.
  'error.unknown': 'Something went wrong',
  // The secure site's cooldown (kernel EMAIL_COOLDOWN) with the count's plural, which the kernel's plain text cannot say.
  'error.EMAIL_COOLDOWN': '{seconds, plural, one {Please try again after # second} other {Please try again after # seconds}}',
} as const
