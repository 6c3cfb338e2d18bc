import { amountText, linkParams, type PayLink } from './payLink.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1rem;color:#111}
h1{font-size:1.5rem;margin-bottom:.25rem}[role=alert]{border:2px solid #b00020;border-radius:.4rem;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;padding:.6rem 1rem;border-radius:.4rem;border:none;background:#1d4ed8;color:#fff}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Sandbox exchange</title><style>${STYLE}</style></head>
<body><main>
<p>Sandbox exchange: your exchange balance is test money on the local chains.</p>
${body}
</main></body></html>`

const summary = (link: PayLink, extra: [string, string][] = []) => {
  const rows: [string, string][] = [
    ['Amount', amountText(link)],
    ['To', link.recipient],
    ['Network', link.network.name],
    ['From', 'Your exchange balance'],
    ...extra,
  ]
  return `<dl aria-label="Payment">${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`
}

/**
 * "Pay with your exchange balance": what the site asks (amount, recipient, network) and one
 * button that pays it from the exchange account. A refused payment says why in an alert.
 */
export function renderPayPage(link: PayLink, problem?: string): string {
  const hidden = Object.entries(linkParams(link))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('')
  return page(
    `Pay ${amountText(link)}`,
    `<h1>Pay ${escape(amountText(link))} with your exchange balance</h1>
${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
${summary(link)}
<form method="post" action="/pay">${hidden}<button type="submit" autofocus>Pay ${escape(amountText(link))}</button></form>`,
  )
}

/** The receipt: the payment was sent on the chain; the site follows it from here. */
export function renderSentPage(link: PayLink, hash: string): string {
  return page(
    'Payment sent',
    `<h1 role="status">Payment sent</h1>
${summary(link, [['Transaction', hash]])}
<p>You can close this window and go back to the site.</p>`,
  )
}

/** A link that cannot be paid, with each problem named. */
export function renderProblemPage(title: string, problems: string[]): string {
  return page(title, `<h1>${escape(title)}</h1><div role="alert"><ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul></div>`)
}
