import { Hono, type Context } from 'hono'
import { formatMessage } from '../siteMessages.js'
import type { DeviceApprovals } from '../auth/deviceApprovals.js'
import { SecureSiteError } from '../errors.js'
import { approximateTime } from '../mail/whenAndWhere.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/frame.css"></head><body><main class="approval"><h1>${escape(title)}</h1>${body}</main></body></html>`
}

/**
 * The token of a form posted by the link page: same origin only, URL-encoded only (the body is
 * already capped at 16 KiB by the app). The page's no-referrer policy makes browsers send
 * `Origin: null` on this form post, so the browser's own Sec-Fetch-Site (which no page script can
 * set) is accepted as proof too.
 */
async function postedToken(c: Context, publicOrigin: string): Promise<string> {
  const origin = c.req.header('origin')
  const sameOrigin = origin === publicOrigin || (origin === 'null' && c.req.header('sec-fetch-site') === 'same-origin')
  if (!sameOrigin) throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin: origin ?? 'an unknown page' })
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body must be the approval form (application/x-www-form-urlencoded)' })
  return new URLSearchParams(await c.req.text()).get('token') ?? ''
}

/**
 * The pages behind the device-approval link: GET shows who asks (site, browser, time) with Approve
 * and "This wasn't me" (a link scanner's GET changes nothing); each button POSTs the token back
 * (same origin only). "This wasn't me" ends the request: the link and its login code work no more.
 */
export function deviceApprovalRoutes(deps: { devices: DeviceApprovals; publicOrigin: () => string }): Hono {
  const routes = new Hono()
  const expired = (c: Context, text = formatMessage('DEVICE_APPROVAL_INVALID')) => c.html(page('Link expired', `<p>${escape(text)}.</p>`), 400)
  routes.get('/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const request = /^[A-Za-z0-9_-]{43}$/.test(token) ? await deps.devices.pending(token) : undefined
    if (!request) return expired(c)
    const hidden = `<input type="hidden" name="token" value="${escape(token)}">`
    return c.html(
      page(
        'Approve a new device?',
        `<p>A new browser asked to log in to your wallet. Approve it only if you are logging in right now.</p>
<dl><dt>Site</dt><dd>${escape(request.site ?? 'not named')}</dd><dt>Browser</dt><dd>${escape(request.browser)}</dd><dt>Time</dt><dd>${escape(approximateTime(request.at))}</dd></dl>
<div class="actions"><form method="post" action="/device/deny">${hidden}<button type="submit">This wasn't me</button></form><form method="post" action="/device/approve">${hidden}<button type="submit">Approve</button></form></div>`,
      ),
    )
  })
  routes.post('/approve', async (c) => {
    const token = await postedToken(c, deps.publicOrigin())
    try {
      await deps.devices.approve(token)
    } catch (error) {
      if (error instanceof SecureSiteError) return expired(c, error.message)
      throw error
    }
    return c.html(page('Device approved', '<p>Return to the site: a login code is on its way to your inbox.</p>'))
  })
  routes.post('/deny', async (c) => {
    const token = await postedToken(c, deps.publicOrigin())
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
