import { Hono, type Context } from 'hono'
import { formatMessage } from '../siteMessages.js'
import type { DeviceApprovals } from '../auth/deviceApprovals.js'
import { SecureSiteError } from '../errors.js'
import { approximateTime } from '../mail/whenAndWhere.js'
import { clientIp } from './clientIp.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/frame.css"></head><body><main class="approval two-step"><h1>${escape(title)}</h1>${body}</main></body></html>`
}

/**
 * The form posted by the link page: same origin only, URL-encoded only (the body is already capped
 * at 16 KiB by the app). The page's no-referrer policy makes browsers send `Origin: null` on this
 * form post, so the browser's own Sec-Fetch-Site (which no page script can set) is accepted as
 * proof too.
 */
async function postedForm(c: Context, publicOrigin: string): Promise<{ token: string; code: string | undefined }> {
  const origin = c.req.header('origin')
  const sameOrigin = origin === publicOrigin || (origin === 'null' && c.req.header('sec-fetch-site') === 'same-origin')
  if (!sameOrigin) throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin: origin ?? 'an unknown page' })
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body must be the approval form (application/x-www-form-urlencoded)' })
  const form = new URLSearchParams(await c.req.text())
  return { token: form.get('token') ?? '', code: form.get('code') ?? undefined }
}

/** What the approval page shows of a request. */
type Pending = NonNullable<Awaited<ReturnType<DeviceApprovals['pending']>>>

/**
 * The approval page: who asks, Approve and "This wasn't me"; when the account has a second factor,
 * the code field (the app's code or a recovery code) that Approve posts, with the last refusal.
 */
function approvalPage(token: string, request: Pending, error?: string): string {
  const hidden = `<input type="hidden" name="token" value="${escape(token)}">`
  const code = request.secondFactor
    ? `<p id="code-hint">Two-step verification is on for this wallet: enter the code from your authenticator app, or one of your recovery codes.</p>
<div class="field"><label for="code">Code from your authenticator app</label><input id="code" name="code" form="approve" autocomplete="one-time-code" spellcheck="false" required autofocus aria-describedby="code-hint code-error"></div>
<p class="error" id="code-error" role="alert">${escape(error ?? '')}</p>`
    : ''
  return page(
    'Approve a new device?',
    `<p>A new browser asked to log in to your wallet. Approve it only if you are logging in right now.</p>
<dl><dt>Site</dt><dd>${escape(request.site ?? 'not named')}</dd><dt>Browser</dt><dd>${escape(request.browser)}</dd><dt>Time</dt><dd>${escape(approximateTime(request.at))}</dd></dl>
${code}<div class="actions"><form method="post" action="/device/deny">${hidden}<button type="submit">This wasn't me</button></form><form id="approve" method="post" action="/device/approve">${hidden}<button type="submit">Approve</button></form></div>`,
  )
}

/** A refused second-factor code as the form shows it: the site's text, with the attempts left. */
function refusal(error: SecureSiteError): string {
  const left = error.extra.attemptsLeft
  return left === undefined ? `${error.message}.` : `${error.message}. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
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
  const expired = (c: Context, text = formatMessage('DEVICE_APPROVAL_INVALID')) => c.html(page('Link expired', `<p>${escape(text)}.</p>`), 400)
  routes.get('/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const request = /^[A-Za-z0-9_-]{43}$/.test(token) ? await deps.devices.pending(token) : undefined
    if (!request) return expired(c)
    return c.html(approvalPage(token, request))
  })
  routes.post('/approve', async (c) => {
    const { token, code } = await postedForm(c, deps.publicOrigin())
    try {
      await deps.devices.approve(token, { code, ip: clientIp(c, deps.trustProxy) })
    } catch (error) {
      if (!(error instanceof SecureSiteError)) throw error
      if (error.code === 'TWO_STEP_ATTEMPTS_EXCEEDED')
        return c.html(page('Request ended', `<p>${escape(error.message)}: log in again from the new browser for a new link.</p>`), 400)
      const request = error.code.startsWith('TWO_STEP_') || error.status === 429 ? await deps.devices.pending(token) : undefined
      if (!request) return expired(c, error.message)
      const text = error.code === 'TWO_STEP_CODE_INVALID' ? refusal(error) : `${error.message}.`
      return c.html(approvalPage(token, request, text), error.status === 429 ? 429 : 400)
    }
    return c.html(page('Device approved', '<p>Return to the site: a login code is on its way to your inbox.</p>'))
  })
  routes.post('/deny', async (c) => {
    const { token } = await postedForm(c, deps.publicOrigin())
    try {
      await deps.devices.deny(token)
    } catch (error) {
      if (error instanceof SecureSiteError) return expired(c, error.message)
      throw error
    }
    return c.html(page('Request ended', '<p>Nobody can log in with that request. Your wallet stays as it was.</p>'))
  })
  return routes
}
