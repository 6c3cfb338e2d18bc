import type { OutgoingMail } from './mailer.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** What a code e-mail is for. */
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

const SUBJECTS: Record<OtpPurpose, string> = {
  login: 'Your login code',
  update_primary: 'Confirm your e-mail change',
  update_secondary: 'Confirm your new e-mail address',
}

/**
 * The e-mail carrying a one-time code. The code is in the body only, as plain digits a reader (or a
 * screen reader) finds at once; never in the subject, which lock screens, notifications, mail
 * logs and mailbox lists show to anyone nearby. The message says who asked for it.
 */
export function otpEmail(to: string, code: string, purpose: OtpPurpose, minutes: number, siteName: string): OutgoingMail {
  const subject = SUBJECTS[purpose]
  const text = [
    `${SUBJECTS[purpose]}: ${code}`,
    '',
    `Enter this code in the ${siteName} window to continue. It expires in ${minutes} minutes and works once.`,
    'If you did not ask for it, ignore this e-mail: nobody can log in without the code.',
  ].join('\n')
  const html = `<p>${escape(SUBJECTS[purpose])}:</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>Enter this code in the ${escape(siteName)} window to continue. It expires in ${minutes} minutes and works once.</p><p>If you did not ask for it, ignore this e-mail: nobody can log in without the code.</p>`
  return { to, subject, text, html }
}
