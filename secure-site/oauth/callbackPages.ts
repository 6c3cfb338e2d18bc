import { Hono } from 'hono'
import { PROVIDER_NAMES } from './providerClient.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './providerSettings.js'
import type { SocialLoginService } from './socialLogin.js'
import type { SiteLocale } from '../i18n/siteLocale.js'
import { pageLocale, sitePage } from '../i18n/sitePage.js'
import { siteHtml, siteText } from '../i18n/siteTexts.js'

/** JSON safe inside a `<script type="application/json">` block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const page = (locale: SiteLocale, title: string, body: string, head = '') => sitePage(locale, title, body, { mainClass: 'approval', head })

/**
 * The popup's script on the callback page (served as /oauth/callback.js: CSP allows no inline
 * script). It posts the result, bound to its flow, to the opener, and only to the page origin the
 * flow recorded: a popup whose opener is any other page delivers nothing.
 */
export const CALLBACK_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('hatch-oauth-result').textContent)
  const status = document.getElementById('status')
  if (!window.opener) { status.textContent = config.texts.noOpener; return }
  window.opener.postMessage({ hatch: 1, type: 'SOCIAL_RESULT', flowId: config.flowId, uri: location.href }, config.pageOrigin)
  status.textContent = config.texts.closing
  setTimeout(() => window.close(), 50)
})()
`

const isProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/**
 * Pages on the secure origin the social popup shows: `/oauth/loading` (opened synchronously in the
 * visitor's click, before the provider's address is known) and `/oauth/callback/<provider>`, the
 * exact redirect URI registered with each provider. They speak the browser's language
 * (Accept-Language; `/oauth/loading` also takes a `lang` of the shipped tags).
 */
export function oauthPageRoutes(deps: { social: SocialLoginService }): Hono {
  const routes = new Hono()
  routes.get('/loading', (c) => {
    const locale = pageLocale(c, c.req.query('lang'))
    const provider = c.req.query('provider') ?? ''
    const name = isProvider(provider) ? PROVIDER_NAMES[provider] : siteText(locale, 'oauth.yourAccount')
    return c.html(page(locale, siteText(locale, 'oauth.connecting', { provider: name }), `<p role="status">${siteHtml(locale, 'oauth.opening')}</p>`))
  })
  routes.get('/callback.js', (c) => c.body(CALLBACK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  routes.get('/callback/:provider', async (c) => {
    const locale = pageLocale(c)
    const provider = c.req.param('provider')
    const state = c.req.query('state') ?? ''
    const flow = isProvider(provider) && /^[A-Za-z0-9_-]{43}$/.test(state) ? await deps.social.flows.byState(state) : undefined
    if (!flow || flow.provider !== provider) {
      return c.html(page(locale, siteText(locale, 'oauth.expired.title'), `<p>${siteHtml(locale, 'oauth.expired.body')}</p>`), 400)
    }
    const title = siteText(locale, c.req.query('error') ? 'oauth.cancelled' : 'oauth.signedIn', { provider: PROVIDER_NAMES[provider] })
    const texts = { noOpener: siteText(locale, 'oauth.noOpener'), closing: siteText(locale, 'oauth.closing') }
    const head = `<script type="application/json" id="hatch-oauth-result">${scriptJson({ flowId: flow.id, pageOrigin: flow.pageOrigin, texts })}</script><script src="/oauth/callback.js" defer></script>`
    return c.html(page(locale, title, `<p id="status" role="status">${siteHtml(locale, 'oauth.returning')}</p>`, head))
  })
  return routes
}
