import { ONRAMP_FEE_BPS, PAYMENT_METHOD_LIMITS } from '../data/onrampOffer.js'
import { linkParams, type OrderLink } from './orderLink.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1rem;color:#111}
h1{font-size:1.5rem;margin-bottom:.25rem}form{display:flex;flex-direction:column;gap:.9rem}
.field{display:flex;flex-direction:column;gap:.2rem}label{font-weight:600}
input{font:inherit;padding:.45rem;border:1px solid #666;border-radius:.3rem}input[aria-invalid=true]{border-color:#b00020}
.hint{color:#444;font-size:.9rem}.error{color:#b00020;font-weight:600}
[role=alert]{border:2px solid #b00020;border-radius:.4rem;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;padding:.6rem;border-radius:.4rem;border:none;background:#0f766e;color:#fff}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Sandbox on-ramp</title><style>${STYLE}</style></head>
<body><main>
<p>Sandbox on-ramp provider: test cards only, no real money moves.</p>
${body}
</main></body></html>`

/** Field-level problems of the order form, plus one for the whole order. */
export type OrderErrors = Partial<Record<'amount' | 'cardNumber' | 'expiry' | 'cvc' | 'order', string>>

/** What the visitor typed, given back after a refusal so nothing is lost. */
export interface OrderValues {
  amount: string
  expiry: string
  cvc: string
  cardNumber: string
}

function field(
  id: keyof OrderValues,
  label: string,
  value: string,
  error: string | undefined,
  extra: { hint?: string; autocomplete: string; inputmode?: string; focus: boolean },
): string {
  const described = [error ? `${id}-error` : '', extra.hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return `<div class="field"><label for="${id}">${escape(label)}</label>
<input id="${id}" name="${id}" value="${escape(value)}" autocomplete="${extra.autocomplete}"${extra.inputmode ? ` inputmode="${extra.inputmode}"` : ''} required${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}${extra.focus ? ' autofocus' : ''}>
${extra.hint ? `<span class="hint" id="${id}-hint">${escape(extra.hint)}</span>` : ''}${error ? `<span class="error" id="${id}-error">${escape(error)}</span>` : ''}</div>`
}

/** Shortened for the summary only; the full address is in the `title`. */
const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address)

/**
 * The order page: what is bought, for which wallet on which network, the amount (from the link's
 * preset, editable) with the card limits named, and the card fields. Errors sit under their field
 * and in an alert at the top; focus lands on the first field to fix.
 */
export function renderOrderPage(link: OrderLink, orderId: string, values: OrderValues, errors: OrderErrors = {}): string {
  const limit = PAYMENT_METHOD_LIMITS.find((l) => l.id === 'card') as (typeof PAYMENT_METHOD_LIMITS)[number]
  const firstBad = (['amount', 'cardNumber', 'expiry', 'cvc'] as const).find((k) => errors[k])
  const focus = (id: keyof OrderValues) => (firstBad ? firstBad === id : id === (values.amount ? 'cardNumber' : 'amount'))
  const messages = [errors.order, errors.amount, errors.cardNumber, errors.expiry, errors.cvc].filter(Boolean) as string[]
  const hidden = Object.entries({ ...linkParams(link), orderId })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('')
  const fee = `${Number(ONRAMP_FEE_BPS) / 100}%`
  return page(
    `Buy ${link.offer.symbol}`,
    `<h1>Buy ${escape(link.offer.symbol)}</h1>
<dl aria-label="Order">
<dt>Currency</dt><dd>${escape(link.offer.name)} (${escape(link.offer.symbol)})</dd>
<dt>Network</dt><dd>${escape(link.target.display_name)}</dd>
<dt>Wallet</dt><dd title="${escape(link.walletAddress)}">${escape(short(link.walletAddress))}</dd>
<dt>Provider fee</dt><dd>${fee} of the amount</dd>
</dl>
${link.paymentMethod !== 'card' ? '<p>Bank transfers are not available in the sandbox: pay with the test card.</p>' : ''}
${messages.length ? `<div role="alert"><p><strong>The payment was not made.</strong></p><ul>${messages.map((m) => `<li>${escape(m)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="/buy" aria-label="Pay with card" novalidate>
${hidden}
${field('amount', `Amount (${link.fiatCurrency})`, values.amount, errors.amount, { hint: `Card payments: ${limit.min} to ${limit.max} ${link.fiatCurrency}.`, autocomplete: 'off', inputmode: 'decimal', focus: focus('amount') })}
${field('cardNumber', 'Card number', values.cardNumber, errors.cardNumber, { hint: 'Sandbox test card: 4242 4242 4242 4242.', autocomplete: 'cc-number', inputmode: 'numeric', focus: focus('cardNumber') })}
${field('expiry', 'Expiry date (MM/YY)', values.expiry, errors.expiry, { autocomplete: 'cc-exp', focus: focus('expiry') })}
${field('cvc', 'Security code', values.cvc, errors.cvc, { autocomplete: 'cc-csc', inputmode: 'numeric', focus: focus('cvc') })}
<button type="submit">Pay with card</button>
</form>`,
  )
}

/** A completed purchase, as the receipt shows it. */
export interface Receipt {
  paid: string
  fee: string
  received: string
  walletAddress: string
  network: string
  hash: string
  explorerUrl?: string
}

/** The receipt: what was paid, the fee, what was sent where, and the transaction. */
export function renderReceiptPage(receipt: Receipt): string {
  const tx = receipt.explorerUrl ? `<a href="${escape(receipt.explorerUrl)}">${escape(receipt.hash)}</a>` : escape(receipt.hash)
  return page(
    'Purchase complete',
    `<h1>Purchase complete</h1>
<p role="status">${escape(receipt.received)} was sent to your wallet and is confirmed on ${escape(receipt.network)}.</p>
<dl aria-label="Receipt">
<dt>You paid</dt><dd>${escape(receipt.paid)}</dd>
<dt>Fee</dt><dd>${escape(receipt.fee)}</dd>
<dt>You received</dt><dd>${escape(receipt.received)}</dd>
<dt>Sent to</dt><dd>${escape(receipt.walletAddress)}</dd>
<dt>Network</dt><dd>${escape(receipt.network)}</dd>
<dt>Transaction</dt><dd>${tx}</dd>
</dl>
<p>You can close this window and return to the site.</p>`,
  )
}

/** A page for a link or request the provider cannot serve, naming every problem. */
export function renderProblemPage(title: string, problems: string[]): string {
  return page(title, `<h1>${escape(title)}</h1><div role="alert"><ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul></div>`)
}
