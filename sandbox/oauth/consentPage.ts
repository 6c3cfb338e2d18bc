import type { SandboxSocialUser } from './providers.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:30rem;padding:1.5rem;color:#111}
h1{font-size:1.4rem;margin:0 0 .5rem}ul{list-style:none;padding:0;margin:1rem 0}li{margin:.5rem 0}
button{font:inherit;width:100%;padding:.6rem .8rem;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer;text-align:left}
button.deny{text-align:center;background:#eee}p.note{color:#444;font-size:.9rem}`

/**
 * The sign-in and consent page of a sandbox provider: the application that asks, what it will
 * learn, one button per seeded account ("Continue as Ada Lovelace") and a "Deny" button. Plain
 * forms, no script, so a visitor (or a test) picks an account by its visible name.
 */
export function renderConsentPage(input: {
  providerName: string
  clientName: string
  scopes: string[]
  users: readonly SandboxSocialUser[]
  uid: string
}): string {
  const users = input.users
    .map(
      (user) =>
        `<li><form method="post" action="/interaction/${escape(input.uid)}/login"><input type="hidden" name="subject" value="${escape(user.subject)}">` +
        `<button type="submit">Continue as ${escape(user.name)}${user.username ? ` (@${escape(user.username)})` : ''}</button></form></li>`,
    )
    .join('\n')
  const scopes = input.scopes.length ? input.scopes.map(escape).join(', ') : 'your account id'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escape(input.providerName)} (sandbox)</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${escape(input.providerName)}</h1>
<p><strong>${escape(input.clientName)}</strong> wants to know who you are. It will see: ${scopes}.</p>
<section aria-labelledby="accounts"><h2 id="accounts">Choose an account</h2>
<ul aria-label="Accounts">
${users}
</ul></section>
<form method="post" action="/interaction/${escape(input.uid)}/deny"><button class="deny" type="submit">Deny</button></form>
<p class="note">A sandbox ${escape(input.providerName)}: these accounts are made up, and nothing leaves this machine.</p>
</main></body></html>`
}

/** A page for an interaction that is over or unknown (the visitor went back, or waited too long). */
export function renderInteractionGone(providerName: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title><style>${STYLE}</style></head>
<body><main><h1>This ${escape(providerName)} sign-in has expired</h1><p>Close this window and start again from the site.</p></main></body></html>`
}
