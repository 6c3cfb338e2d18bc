import { Hono } from 'hono'
import { PROVIDER_NAMES } from './providerClient.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './providerSettings.js'
import type { SocialLoginService } from './socialLogin.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** JSON safe inside a `<script type="application/json">` block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/frame.css">${head}</head><body><main class="approval"><h1>${escape(title)}</h1>${body}</main></body></html>`
}

/**
 * The popup's script on the callback page (served as /oauth/callback.js: CSP allows no inline
 * script). It posts the result, bound to its flow, to the opener, and only to the page origin the
 * flow recorded: a popup whose opener is any other page delivers nothing.
 */
export const CALLBACK_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('hatch-oauth-result').textContent)
  const status = document.getElementById('status')
  if (!window.opener) { status.textContent = 'Return to the site to finish signing in.'; return }
  window.opener.postMessage({ hatch: 1, type: 'SOCIAL_RESULT', flowId: config.flowId, uri: location.href }, config.pageOrigin)
  status.textContent = 'Signed in. This window closes by itself.'
  setTimeout(() => window.close(), 50)
})()
`

const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/**
 * Pages on the secure origin the social popup shows: `/oauth/loading` (opened synchronously in the
 * visitor's click, before the provider's address is known) and `/oauth/callback/<provider>`, the
 * exact redirect URI registered with each provider.
 */
export function oauthPageRoutes(deps: { social: SocialLoginService }): Hono {
  const routes = new Hono()
  routes.get('/loading', (c) => {
    const provider = c.req.query('provider') ?? ''
    const name = isProvider(provider) ? PROVIDER_NAMES[provider] : 'your account'
    return c.html(page(`Connecting to ${name}…`, '<p role="status">Opening the sign-in page. Keep this window open.</p>'))
  })
  routes.get('/callback.js', (c) => c.body(CALLBACK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  routes.get('/callback/:provider', async (c) => {
    const provider = c.req.param('provider')
    const state = c.req.query('state') ?? ''
    const flow = isProvider(provider) && /^[A-Za-z0-9_-]{43}$/.test(state) ? await deps.social.flows.byState(state) : undefined
    if (!flow || flow.provider !== provider) {
      return c.html(page('This sign-in has expired', '<p>Close this window and start again from the site.</p>'), 400)
    }
    const title = c.req.query('error') ? `${PROVIDER_NAMES[provider]} sign-in cancelled` : `Signed in with ${PROVIDER_NAMES[provider]}`
    const head = `<script type="application/json" id="hatch-oauth-result">${scriptJson({ flowId: flow.id, pageOrigin: flow.pageOrigin })}</script><script src="/oauth/callback.js" defer></script>`
    return c.html(page(title, '<p id="status" role="status">Returning to the site…</p>', head))
  })
  return routes
}
