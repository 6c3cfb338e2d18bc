import { Hono, type Context } from 'hono'
import type { DeviceApprovals } from '../auth/deviceApprovals.js'
import { SecureSiteError } from '../errors.js'
import { localBrowser, localSite, localTime } from '../i18n/localFacts.js'
import type { SiteLocale } from '../i18n/siteLocale.js'
import { pageLocale, sitePage } from '../i18n/sitePage.js'
import { escapeHtml as escape, isSiteTextId, siteHtml, siteText, type SiteTextId } from '../i18n/siteTexts.js'
import { formatMessage } from '../siteMessages.js'
import { clientIp } from './clientIp.js'

const page = (locale: SiteLocale, title: string, body: string) => sitePage(locale, title, body, { mainClass: 'approval two-step' })

/**
 * The form posted by the link page: same origin only, URL-encoded only (the body is already capped
 * at 16 KiB by the app). The page's no-referrer policy makes browsers send `Origin: null` on this
 * form post, so the browser's own Sec-Fetch-Site (which no page script can set) is accepted as
 * proof too.
 */
async function postedForm(c: Context, publicOrigin: string): Promise<{ token: string; code: string | undefined; locale: SiteLocale }> {
  const origin = c.req.header('origin')
  const sameOrigin = origin === publicOrigin || (origin === 'null' && c.req.header('sec-fetch-site') === 'same-origin')
  if (!sameOrigin) throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin: origin ?? 'an unknown page' })
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body must be the approval form (application/x-www-form-urlencoded)' })
  const form = new URLSearchParams(await c.req.text())
  return { token: form.get('token') ?? '', code: form.get('code') ?? undefined, locale: pageLocale(c, form.get('lang')) }
}

/** What the approval page shows of a request. */
type Pending = NonNullable<Awaited<ReturnType<DeviceApprovals['pending']>>>

/**
 * An error of the site as a sentence of the page in `locale`: English says the error's own text
 * (as the API does); another language its translation, when the site has a text `error.<CODE>`.
 */
function sentence(locale: SiteLocale, error: SecureSiteError | 'DEVICE_APPROVAL_INVALID'): string {
  const id = `error.${typeof error === 'string' ? error : error.code}`
  const translated = locale !== 'en' && isSiteTextId(id)
  const text = translated
    ? siteText(locale, id, typeof error === 'string' ? {} : error.params)
    : typeof error === 'string'
      ? formatMessage(error)
      : error.message
  return siteText(translated ? locale : 'en', 'page.sentence', { text })
}

/**
 * The approval page: who asks, Approve and "This wasn't me"; when the account has a second factor,
 * the code field (the app's code or a recovery code) that Approve posts, with the last refusal.
 * Both forms post the page's language back, so the answer speaks it too.
 */
function approvalPage(locale: SiteLocale, token: string, request: Pending, error?: string): string {
  const t = (id: SiteTextId) => siteHtml(locale, id)
  const hidden = `<input type="hidden" name="token" value="${escape(token)}">${locale === 'en' ? '' : `<input type="hidden" name="lang" value="${locale}">`}`
  const code = request.secondFactor
    ? `<p id="code-hint">${t('page.approve.codeHint')}</p>
<div class="field"><label for="code">${t('page.approve.codeLabel')}</label><input id="code" name="code" form="approve" autocomplete="one-time-code" spellcheck="false" required autofocus aria-describedby="code-hint code-error"></div>
<p class="error" id="code-error" role="alert">${escape(error ?? '')}</p>`
    : ''
  return page(
    locale,
    siteText(locale, 'page.approve.title'),
    `<p>${t('page.approve.intro')}</p>
<dl><dt>${t('page.approve.site')}</dt><dd>${escape(localSite(locale, request.site))}</dd><dt>${t('page.approve.browser')}</dt><dd>${escape(localBrowser(locale, request.browser))}</dd><dt>${t('page.approve.time')}</dt><dd>${escape(localTime(locale, request.at))}</dd></dl>
${code}<div class="actions"><form method="post" action="/device/deny">${hidden}<button type="submit">${t('page.approve.deny')}</button></form><form id="approve" method="post" action="/device/approve">${hidden}<button type="submit">${t('page.approve.approve')}</button></form></div>`,
  )
}

/** A refused second-factor code as the form shows it: the site's text, with the attempts left. */
function refusal(locale: SiteLocale, error: SecureSiteError): string {
  const left = error.extra.attemptsLeft
  const text = sentence(locale, error)
  return left === undefined ? text : `${text} ${siteText(locale, 'page.approve.attemptsLeft', { count: left })}`
}

/**
 * The pages behind the device-approval link: GET shows who asks (site, browser, time) with Approve
 * and "This wasn't me" (a link scanner's GET changes nothing); each button POSTs the token back
 * (same origin only). "This wasn't me" ends the request: the link and its login code work no more.
 * When the account has a second factor, Approve posts its code too and the site refuses the
 * approval without a right one (a wrong one shows the form again; the fifth ends the request).
 */
export function deviceApprovalRoutes(deps: { devices: DeviceApprovals; publicOrigin: () => string; trustProxy: number }): Hono {
  const routes = new Hono()
  const expired = (c: Context, locale: SiteLocale, why: SecureSiteError | 'DEVICE_APPROVAL_INVALID' = 'DEVICE_APPROVAL_INVALID') =>
    c.html(page(locale, siteText(locale, 'page.expired.title'), `<p>${escape(sentence(locale, why))}</p>`), 400)
  routes.get('/approve', async (c) => {
    const locale = pageLocale(c, c.req.query('lang'))
    const token = c.req.query('token') ?? ''
    const request = /^[A-Za-z0-9_-]{43}$/.test(token) ? await deps.devices.pending(token) : undefined
    if (!request) return expired(c, locale)
    return c.html(approvalPage(locale, token, request))
  })
  routes.post('/approve', async (c) => {
    const { token, code, locale } = await postedForm(c, deps.publicOrigin())
    try {
      await deps.devices.approve(token, { code, ip: clientIp(c, deps.trustProxy), locale })
    } catch (error) {
      if (!(error instanceof SecureSiteError)) throw error
      if (error.code === 'TWO_STEP_ATTEMPTS_EXCEEDED') {
        const reason = locale === 'en' ? error.message : siteText(locale, 'error.TWO_STEP_ATTEMPTS_EXCEEDED')
        return c.html(page(locale, siteText(locale, 'page.ended.title'), `<p>${siteHtml(locale, 'page.ended.tooManyCodes', { reason })}</p>`), 400)
      }
      const request = error.code.startsWith('TWO_STEP_') || error.status === 429 ? await deps.devices.pending(token) : undefined
      if (!request) return expired(c, locale, error)
      const text = error.code === 'TWO_STEP_CODE_INVALID' ? refusal(locale, error) : sentence(locale, error)
      return c.html(approvalPage(locale, token, request, text), error.status === 429 ? 429 : 400)
    }
    return c.html(page(locale, siteText(locale, 'page.approved.title'), `<p>${siteHtml(locale, 'page.approved.body')}</p>`))
  })
  routes.post('/deny', async (c) => {
    const { token, locale } = await postedForm(c, deps.publicOrigin())
    try {
      await deps.devices.deny(token)
    } catch (error) {
      if (error instanceof SecureSiteError) return expired(c, locale, error)
      throw error
    }
    return c.html(page(locale, siteText(locale, 'page.ended.title'), `<p>${siteHtml(locale, 'page.ended.denied')}</p>`))
  })
  return routes
}
