import type { OutgoingMail } from './mailer.js'
import { approximateTime } from './whenAndWhere.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Who asked for a device approval, as the e-mail names it. */
export interface ApprovalRequester {
  /** The page origin the frame was embedded in; null when the frame did not say. */
  site: string | null
  /** "Chrome on Linux". */
  browser: string
  /** When it was asked (epoch ms). */
  at: number
}

/**
 * The e-mail with the link that approves a new browser for an existing account. It names the site,
 * the browser and the time of the request, so a visitor who is not logging in right now can tell,
 * and the linked page offers "This wasn't me" as well as Approve.
 */
export function deviceApprovalEmail(to: string, link: string, who: ApprovalRequester): OutgoingMail {
  const subject = 'Approve a new device'
  const facts = [`Site: ${who.site ?? 'not named'}`, `Browser: ${who.browser}`, `Time: ${approximateTime(who.at)}`]
  const text = [
    'Someone is logging in to your wallet from a new browser.',
    ...facts,
    `If it is you, open this link and click Approve: ${link}`,
    "If it was not you, open the link and click This wasn't me, or ignore this e-mail. The link works once and expires in 10 minutes.",
  ].join('\n')
  const html = `<p>Someone is logging in to your wallet from a new browser.</p><ul>${facts.map((f) => `<li>${escape(f)}</li>`).join('')}</ul><p>If it is you, <a href="${escape(link)}">open this link and click Approve</a>.</p><p>If it was not you, open the link and click This wasn't me, or ignore this e-mail. The link works once and expires in 10 minutes.</p>`
  return { to, subject, text, html }
}
