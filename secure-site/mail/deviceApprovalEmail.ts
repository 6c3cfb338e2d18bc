import type { OutgoingMail } from './mailer.js'
import { htmlBody } from '../i18n/htmlDocument.js'
import { localBrowser, localSite, localTime } from '../i18n/localFacts.js'
import type { SiteLocale } from '../i18n/siteLocale.js'
import { escapeHtml, siteHtml, siteText } from '../i18n/siteTexts.js'

/** Who asked for a device approval, as the e-mail names it. */
export interface ApprovalRequester {
  /** The page origin the frame was embedded in; null when the frame did not say. */
  site: string | null
  /** "Chrome on Linux" (English, as `browserName` names it; the e-mail says it in its language). */
  browser: string
  /** When it was asked (epoch ms). */
  at: number
}

/**
 * The e-mail with the link that approves a new browser for an existing account, in the visitor's
 * language. It names the site, the browser and the time of the request, so a visitor who is not
 * logging in right now can tell, and the linked page offers "This wasn't me" as well as Approve.
 */
export function deviceApprovalEmail(to: string, link: string, who: ApprovalRequester, locale: SiteLocale = 'en'): OutgoingMail {
  const subject = siteText(locale, 'device.subject')
  const values = { site: localSite(locale, who.site), browser: localBrowser(locale, who.browser), time: localTime(locale, who.at) }
  const facts = (['device.site', 'device.browser', 'device.time'] as const).map((id) => ({
    text: siteText(locale, id, values),
    html: siteHtml(locale, id, values),
  }))
  const text = [
    siteText(locale, 'device.intro'),
    ...facts.map((f) => f.text),
    siteText(locale, 'device.ifYouText', { link }),
    siteText(locale, 'device.ifNot'),
  ].join('\n')
  const ifYou = siteHtml(locale, 'device.ifYouHtml', {}, { linkStart: `<a href="${escapeHtml(link)}">`, linkEnd: '</a>' })
  const html = htmlBody(
    locale,
    `<p>${siteHtml(locale, 'device.intro')}</p><ul>${facts.map((f) => `<li>${f.html}</li>`).join('')}</ul><p>${ifYou}</p><p>${siteHtml(locale, 'device.ifNot')}</p>`,
  )
  return { to, subject, text, html }
}
