import type { MailboxMessage } from './mailbox.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#111}
h1{font-size:1.5rem}form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-weight:600}input{font:inherit;padding:.4rem;min-width:18rem}
button,a.button{font:inherit;padding:.4rem .8rem}ol{list-style:none;padding:0}
article{border:1px solid #888;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
article h2{font-size:1.15rem;margin:0 0 .25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;margin:0 0 .5rem}
dt{font-weight:600}dd{margin:0}pre{white-space:pre-wrap;font:inherit;margin:0}`

/**
 * The mailbox page: every message (newest first) with its subject as a heading and its text body,
 * so a visitor (or a screen reader) reads a one-time code as plain text. `to` filters by address.
 */
export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<li><article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${escape(m.subject || '(no subject)')}</h2>
<dl><dt>To</dt><dd>${escape(m.to.join(', '))}</dd><dt>From</dt><dd>${escape(m.from)}</dd><dt>Received</dt><dd><time datetime="${new Date(m.receivedAt).toISOString()}">${new Date(m.receivedAt).toISOString().replace('T', ' ').slice(0, 19)} UTC</time></dd></dl>
<pre>${escape(m.text)}</pre>
</article></li>`,
    )
    .join('\n')
  const heading = to ? `Messages to ${escape(to)}` : 'All messages'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox mailbox</title><style>${STYLE}</style></head>
<body><main>
<h1>Sandbox mailbox</h1>
<p>Every e-mail sent through the sandbox's SMTP server lands here. Nothing leaves this machine.</p>
<form method="get" action="/" role="search"><label>E-mail address<input type="email" name="to" value="${escape(to ?? '')}" autocomplete="off"></label><button type="submit">Show messages</button><a class="button" href="/">Show all</a></form>
<section aria-labelledby="list-heading"><h2 id="list-heading">${heading} (${messages.length})</h2>
${messages.length ? `<ol aria-label="Messages">\n${items}\n</ol>` : '<p>No messages yet. Reload this page after requesting a code.</p>'}
</section>
</main></body></html>`
}
