import type { SandboxFarcasterAccount } from './accounts.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:30rem;padding:1.5rem;color:#111}
h1{font-size:1.4rem}ul{list-style:none;padding:0}li{margin:.5rem 0}
button{font:inherit;width:100%;padding:.6rem .8rem;border-radius:.5rem;border:1px solid #555;background:#fff;text-align:left}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`

/**
 * The sandbox Farcaster app's sign-in request page (what scanning the modal's QR code opens): the
 * site asking, one Approve button per seeded account (signing with its custody key), and Cancel.
 */
export function renderSignInRequest(input: { domain: string; channelToken: string; accounts: readonly SandboxFarcasterAccount[] }): string {
  const accounts = input.accounts
    .map(
      (a) =>
        `<li><form method="post" action="/~/siwf/approve"><input type="hidden" name="channelToken" value="${escape(input.channelToken)}"><input type="hidden" name="fid" value="${a.fid}">` +
        `<button type="submit">Approve as @${escape(a.username)} (${escape(a.displayName)})</button></form></li>`,
    )
    .join('\n')
  return page(
    `Sign in to ${input.domain}`,
    `<p><strong>${escape(input.domain)}</strong> asks to sign you in with Farcaster. Approving signs a Sign In With Farcaster message with your account's custody key.</p>
<section aria-labelledby="accounts"><h2 id="accounts">Choose an account</h2><ul aria-label="Accounts">
${accounts}
</ul></section>
<form method="post" action="/~/siwf/cancel"><input type="hidden" name="channelToken" value="${escape(input.channelToken)}"><button type="submit">Cancel</button></form>
<p>A sandbox Farcaster app: these accounts are made up, and nothing leaves this machine.</p>`,
  )
}

/** The page after a choice (or for an unknown or used request). */
export function renderOutcome(title: string, text: string): string {
  return page(title, `<p>${escape(text)}</p>`)
}
