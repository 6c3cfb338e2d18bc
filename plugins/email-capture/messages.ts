import { errorMessages } from '../../kernel/lazy.js'
import emailCaptureErrorTexts from './errorTexts.js'

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
  // What is wrong with a typed address (emailRules.ts's keys); ICU: '' is a quote mark.
  'capture.problem.empty': 'it is empty',
  'capture.problem.tooLong': '{max, plural, one {it is longer than # character} other {it is longer than # characters}}',
  'capture.problem.space': 'it contains a space',
  'capture.problem.noAt': 'it has no @ (as in name@example.com)',
  'capture.problem.manyAt': 'it has more than one @',
  'capture.problem.noName': 'the name before the @ is missing',
  'capture.problem.noDomain': 'the domain after the @ is missing (as in example.com)',
  'capture.problem.badChar': "the name before the @ contains ''{char}'', which an e-mail address cannot hold",
  'capture.problem.dots': 'the name before the @ cannot start or end with a dot, or hold two dots in a row',
  'capture.problem.domainNoDot': "the domain ''{domain}'' has no dot (as in example.com)",
  'capture.problem.badDomain': "the domain ''{domain}'' is not a valid domain",
  'capture.problem.notForm': 'it is not of the form name@example.com',
  // Errors, as the kernel catalogue words them; a locale's `error.<CODE>` applies.
  ...errorMessages(emailCaptureErrorTexts),
} as const

/** Ids of {@link emailCaptureMessages}. */
export type EmailCaptureMessageId = keyof typeof emailCaptureMessages
