import { Hono } from 'hono'
import { formatMessage } from '../../kernel/errors/catalogue.js'
import type { DeviceApprovals } from '../auth/deviceApprovals.js'
import { SecureSiteError } from '../errors.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/frame.css"></head><body><main class="approval"><h1>${escape(title)}</h1>${body}</main></body></html>`
}

/**
 * The pages behind the device-approval link: GET shows what is approved and an Approve button (a
 * link scanner's GET approves nothing); the button POSTs the token back (same origin only).
 */
export function deviceApprovalRoutes(deps: { devices: DeviceApprovals; publicOrigin: () => string }): Hono {
  const routes = new Hono()
  routes.get('/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    if (!/^[A-Za-z0-9_-]{43}$/.test(token) || !(await deps.devices.pending(token))) {
      return c.html(page('Link expired', `<p>${escape(formatMessage('DEVICE_APPROVAL_INVALID'))}.</p>`), 400)
    }
    return c.html(
      page(
        'Approve a new device?',
        `<p>A new browser asked to log in to your wallet. Approve it only if you are logging in right now.</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escape(token)}"><div class="actions"><button type="submit">Approve</button></div></form>`,
      ),
    )
  })
  routes.post('/approve', async (c) => {
    // The page's no-referrer policy makes browsers send `Origin: null` on this form post, so the
    // browser's own Sec-Fetch-Site (which no page script can set) is accepted as proof too.
    const origin = c.req.header('origin')
    const sameOrigin = origin === deps.publicOrigin() || (origin === 'null' && c.req.header('sec-fetch-site') === 'same-origin')
    if (!sameOrigin) throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin: origin ?? 'an unknown page' })
    // The button's form only: no multipart, no files (the body is already capped at 16 KiB).
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body must be the approval form (application/x-www-form-urlencoded)' })
    const token = new URLSearchParams(await c.req.text()).get('token') ?? ''
    try {
      await deps.devices.approve(token)
    } catch (error) {
      if (error instanceof SecureSiteError) return c.html(page('Link expired', `<p>${escape(error.message)}.</p>`), 400)
      throw error
    }
    return c.html(page('Device approved', '<p>Return to the site: a login code is on its way to your inbox.</p>'))
  })
  return routes
}
