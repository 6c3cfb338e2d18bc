/**
 * The secure site's own English texts: the e-mails it sends (login and e-mail-change codes, device
 * approval) and the pages a visitor opens on it (the device-approval link, the social-login popup).
 * Every other language translates every id (`secure-site/i18n/texts/<tag>.ts`). Texts are ICU
 * MessageFormat: `{name}` placeholders, and plurals where a language counts nouns; the English ones
 * are byte-for-byte what the site sent before it spoke other languages.
 */
const en = {
  'otp.subject.login': 'Your login code',
  'otp.subject.update_primary': 'Confirm your e-mail change',
  'otp.subject.update_secondary': 'Confirm your new e-mail address',
  'otp.codeLabel': '{subject}:',
  'otp.enter': 'Enter this code in the {siteName} window to continue. It expires in {minutes} minutes and works once.',
  'otp.ignore': 'If you did not ask for it, ignore this e-mail: nobody can log in without the code.',

  'device.subject': 'Approve a new device',
  'device.intro': 'Someone is logging in to your wallet from a new browser.',
  'device.site': 'Site: {site}',
  'device.browser': 'Browser: {browser}',
  'device.time': 'Time: {time}',
  'device.ifYouText': 'If it is you, open this link and click Approve: {link}',
  'device.ifYouHtml': 'If it is you, {linkStart}open this link and click Approve{linkEnd}.',
  'device.ifNot': "If it was not you, open the link and click This wasn't me, or ignore this e-mail. The link works once and expires in 10 minutes.",

  'who.siteUnnamed': 'not named',
  'who.browserOnSystem': '{browser} on {system}',
  'who.someBrowserOnSystem': 'a browser on {system}',
  'who.unknownBrowser': 'an unknown browser',

  'page.sentence': '{text}.',
  'page.approve.title': 'Approve a new device?',
  'page.approve.intro': 'A new browser asked to log in to your wallet. Approve it only if you are logging in right now.',
  'page.approve.site': 'Site',
  'page.approve.browser': 'Browser',
  'page.approve.time': 'Time',
  'page.approve.codeHint': 'Two-step verification is on for this wallet: enter the code from your authenticator app, or one of your recovery codes.',
  'page.approve.codeLabel': 'Code from your authenticator app',
  'page.approve.deny': "This wasn't me",
  'page.approve.approve': 'Approve',
  'page.approve.attemptsLeft': '{count, plural, one {# attempt} other {# attempts}} left.',
  'page.expired.title': 'Link expired',
  'page.ended.title': 'Request ended',
  'page.ended.tooManyCodes': '{reason}: log in again from the new browser for a new link.',
  'page.ended.denied': 'Nobody can log in with that request. Your wallet stays as it was.',
  'page.approved.title': 'Device approved',
  'page.approved.body': 'Return to the site: a login code is on its way to your inbox.',

  'error.DEVICE_APPROVAL_INVALID': 'This approval link has expired or was already used',
  'error.EMAIL_SEND_FAILED': 'The code could not be sent. Try again',
  'error.EMAIL_COOLDOWN': 'Please try again after {seconds} seconds',
  'error.TWO_STEP_CODE_INVALID': 'Wrong code',
  'error.TWO_STEP_ATTEMPTS_EXCEEDED': 'Too many wrong codes. Start again',
  'error.TWO_STEP_EXPIRED': 'This check has expired or was already used. Start again',
  'error.TWO_STEP_REQUIRED': 'Confirm it is you with your authenticator app or a recovery code first',

  'oauth.connecting': 'Connecting to {provider}…',
  'oauth.yourAccount': 'your account',
  'oauth.opening': 'Opening the sign-in page. Keep this window open.',
  'oauth.expired.title': 'This sign-in has expired',
  'oauth.expired.body': 'Close this window and start again from the site.',
  'oauth.cancelled': '{provider} sign-in cancelled',
  'oauth.signedIn': 'Signed in with {provider}',
  'oauth.returning': 'Returning to the site…',
  'oauth.noOpener': 'Return to the site to finish signing in.',
  'oauth.closing': 'Signed in. This window closes by itself.',
} as const

/** An id of the secure site's texts. */
export type SiteTextId = keyof typeof en

/** One language's texts: every id of the English catalogue (TypeScript refuses a missing one). */
export type SiteCatalogue = Record<SiteTextId, string>

export default en
