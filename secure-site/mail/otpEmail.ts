import type { OutgoingMail } from './mailer.js'
import { htmlBody } from '../i18n/htmlDocument.js'
import type { SiteLocale } from '../i18n/siteLocale.js'
import { siteHtml, siteText } from '../i18n/siteTexts.js'

/** What a code e-mail is for. */
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

/**
 * The e-mail carrying a one-time code, in the visitor's language. The code is in the body only, as
 * plain digits a reader (or a screen reader) finds at once; never in the subject, which lock
 * screens, notifications, mail logs and mailbox lists show to anyone nearby. The message says who
 * asked for it.
 */
export function otpEmail(to: string, code: string, purpose: OtpPurpose, minutes: number, siteName: string, locale: SiteLocale = 'en'): OutgoingMail {
  const subject = siteText(locale, `otp.subject.${purpose}`)
  const text = [
    `${siteText(locale, 'otp.codeLabel', { subject })} ${code}`,
    '',
    siteText(locale, 'otp.enter', { siteName, minutes }),
    siteText(locale, 'otp.ignore'),
  ].join('\n')
  const html = htmlBody(
    locale,
    `<p>${siteHtml(locale, 'otp.codeLabel', { subject })}</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>${siteHtml(locale, 'otp.enter', { siteName, minutes })}</p><p>${siteHtml(locale, 'otp.ignore')}</p>`,
  )
  return { to, subject, text, html }
}
