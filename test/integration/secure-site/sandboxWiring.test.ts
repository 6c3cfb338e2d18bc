/** The sandbox runs the mailbox and the secure site, and the secure site lets the demo page frame it. */
import { expect, inject, it } from 'vitest'
import { frameSecret, nextMail } from './secureSiteClient.js'

const info = inject('sandbox')

it('publishes the mailbox, the SMTP server and the secure site on 127.0.0.1, each on its own origin', () => {
  expect(info.urls.mailbox).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(info.urls.smtp).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
  expect(info.urls.secureSite).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(new Set([info.urls.mailbox, info.urls.secureSite, info.urls.demo]).size).toBe(3)
})

it("binds the secure site's passkeys to localhost, the same site by a host name (browsers refuse an IP address), where its passkey window answers the frame", async () => {
  const port = new URL(info.urls.secureSite!).port
  const frame = await (await fetch(`${info.urls.secureSite}/frame?projectId=${info.projectId}`)).text()
  const config = JSON.parse(/<script type="application\/json" id="hatch-frame-config">(.*?)<\/script>/.exec(frame)?.[1] ?? '{}') as { passkeyOrigin?: string }
  expect(config.passkeyOrigin).toBe(`http://localhost:${port}`)
  const window = await fetch(`http://127.0.0.1:${port}/passkey`)
  expect(window.status).toBe(200)
  const answers = JSON.parse(/<script type="application\/json" id="hatch-passkey-config">(.*?)<\/script>/.exec(await window.text())?.[1] ?? '{}') as {
    frameOrigin?: string
  }
  expect(answers.frameOrigin).toBe(info.urls.secureSite)
})

it('serves the frame to exactly the demo origin, with its script from its own origin', async () => {
  const page = await fetch(`${info.urls.secureSite}/frame?projectId=${info.projectId}&chainId=${info.networks[0]?.id}`)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${info.urls.demo}`)
  const html = await page.text()
  expect(html).toContain('<script type="module" src="/frame.js"></script>')
  expect(html).not.toMatch(/<script>(?!<\/script>)/) // no inline script (CSP script-src 'self')
  const config = JSON.parse(/id="hatch-frame-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}')
  expect(config.allowedOrigins).toEqual([info.urls.demo])
  // Every sandbox EVM network, and the local Solana cluster when its extension runs, each on its own node.
  const solana = info.extensions['solana'] as { caipNetworkId: string } | undefined
  expect(Object.keys(config.rpcUrls)).toEqual([...info.networks.map((n) => n.caipNetworkId), ...(solana ? [solana.caipNetworkId] : [])])
  if (solana) expect(config.rpcUrls[solana.caipNetworkId]).toBe(info.urls.solana)
  const script = await fetch(`${info.urls.secureSite}/frame.js`)
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect((await script.text()).length).toBeGreaterThan(10_000)
})

it("names the demo page's host, never 'wallet', in a login code e-mail asked from the demo", async () => {
  const email = `demo-site-${Date.now().toString(36)}@example.test`
  const body = { email, binding: frameSecret(), pageOrigin: info.urls.demo, projectId: info.projectId }
  const asked = await fetch(`${info.urls.secureSite}/api/v1/email/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(asked.status).toBe(200)
  const mail = await nextMail(info, email)
  expect(mail.text).toContain(`Enter this code in the ${new URL(info.urls.demo!).host} window to continue.`)
  expect(mail.text).not.toContain('wallet')
})

it('shows an empty mailbox page with a labelled search field', async () => {
  const html = await (await fetch(`${info.urls.mailbox}/?to=${encodeURIComponent('nobody-here@example.test')}`)).text()
  expect(html).toContain('<label>E-mail address<input type="email" name="to"')
  expect(html).toContain('Messages to nobody-here@example.test (0)')
  expect(html).toContain('No messages yet.')
})
