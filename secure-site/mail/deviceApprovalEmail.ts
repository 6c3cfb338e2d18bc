import type { OutgoingMail } from './mailer.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The e-mail with the link that approves a new browser for an existing account. */
export function deviceApprovalEmail(to: string, link: string): OutgoingMail {
  const subject = 'Approve a new device'
  const text = [
    'Someone is logging in to your wallet from a new browser.',
    `If it is you, open this link and click Approve: ${link}`,
    'The link works once and expires in 10 minutes. If it was not you, ignore this e-mail.',
  ].join('\n')
  const html = `<p>Someone is logging in to your wallet from a new browser.</p><p>If it is you, <a href="${escape(link)}">open this link and click Approve</a>.</p><p>The link works once and expires in 10 minutes. If it was not you, ignore this e-mail.</p>`
  return { to, subject, text, html }
}
