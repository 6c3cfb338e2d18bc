/**
 * Which site a code e-mail names ("Enter this code in the <site> window"): the page the visitor
 * asked from (the frame's parent origin, sent as `pageOrigin`) when the project allows it, as its
 * host; the secure site's own host when no allowed page is known; never a made-up "wallet". Real
 * site, PGlite, the sandbox's real SMTP mailbox; every origin is a name only (nothing is fetched
 * from it).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { memoryFrameStorage } from '../../../secure-site/frame/frameStorage.js'
import { createKey } from '../../../secure-site/frame/keyShares.js'
import {
  ManualClock,
  codeIn,
  frameSecret,
  newDevice,
  nextMail,
  post,
  provenCall,
  requestCode,
  startTestSite,
  uniqueEmail,
  verifyAsDevice,
} from './secureSiteClient.js'

const info = inject('sandbox')
/** The test site's allowed page (startTestSite), as the sandbox's demo is at 127.0.0.1:<port>. */
const PAGE = 'http://127.0.0.1:5173'
/** A project's own page, as a production dapp is. */
const PROJECT_PAGE = 'https://app.example.com'
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, { projects: { shop: { allowedOrigins: [PROJECT_PAGE] } } }, { clock })
})
afterAll(() => site?.stop())

/** Asks for a login code as the frame does, with `extra` fields; returns the e-mail and its code. */
async function loginMail(extra: Record<string, unknown>) {
  clock.advance(31_000)
  const email = uniqueEmail('site')
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding, ...extra })
  expect(asked.status).toBe(200)
  const mail = await nextMail(info, email)
  return { email, binding, asked, mail, code: codeIn(mail) }
}

/** The line of a code e-mail that names the site, in English. */
const enterIn = (host: string) => `Enter this code in the ${host} window to continue. It expires in 10 minutes and works once.`

describe('a login code e-mail', () => {
  it('names the host of the page that asked for the code, in the text and the HTML, never "wallet"', async () => {
    const { mail, code } = await loginMail({ pageOrigin: PAGE })
    expect(mail.text).toBe(
      `Your login code: ${code}\n\n${enterIn('127.0.0.1:5173')}\n` + 'If you did not ask for it, ignore this e-mail: nobody can log in without the code.',
    )
    expect(mail.html).toContain(`<p>${enterIn('127.0.0.1:5173')}</p>`)
    expect(`${mail.text}${mail.html}`).not.toContain('wallet')
  })

  it('names it in the visitor\'s language (German: "im Fenster von <host>")', async () => {
    const { mail } = await loginMail({ pageOrigin: PAGE, locale: 'de' })
    expect(mail.subject).toBe('Dein Anmeldecode')
    expect(mail.text).toContain('Gib diesen Code im Fenster von 127.0.0.1:5173 ein, um fortzufahren. Er läuft in 10 Minuten ab und funktioniert nur einmal.')
    expect(mail.html).toContain('<p>Gib diesen Code im Fenster von 127.0.0.1:5173 ein,')
    expect(`${mail.text}${mail.html}`).not.toContain('wallet')
  })

  it("names a project's own page (its host, without the scheme)", async () => {
    const { mail } = await loginMail({ pageOrigin: PROJECT_PAGE, projectId: 'shop' })
    expect(mail.text).toContain(enterIn('app.example.com'))
  })

  it("names the secure site's own host for a page the project does not allow, or no page", async () => {
    const own = new URL(site.origin).host
    const cases = [{ pageOrigin: 'https://evil.example' }, { pageOrigin: PROJECT_PAGE }, { pageOrigin: PAGE, projectId: 'shop' }, {}]
    for (const extra of cases) {
      const { mail } = await loginMail(extra)
      expect(mail.text, JSON.stringify(extra)).toContain(enterIn(own))
      expect(mail.text).not.toContain('evil.example')
      expect(mail.text).not.toContain('wallet')
    }
  })
})

describe('the login code after a device approval', () => {
  it('names the page the approval was asked from, as the approval e-mail did', async () => {
    clock.advance(31_000)
    const email = uniqueEmail('approved')
    const binding = frameSecret()
    const first = await newDevice()
    const got = await requestCode(site, info, email, binding)
    const login = await verifyAsDevice(site, got, binding, first)
    const key = await createKey(memoryFrameStorage(), login.body.userId as string)
    expect((await provenCall(site, first, login.body.accessToken as string, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)

    clock.advance(31_000)
    const second = await newDevice()
    const asked = await post(site, '/email/code', { email, binding: frameSecret(), deviceKey: second.deviceKey, pageOrigin: PROJECT_PAGE, projectId: 'shop' })
    expect(asked.status).toBe(200)
    const approval = await nextMail(info, email, got.mail.id)
    expect(approval.text).toContain(`Site: ${PROJECT_PAGE}`)
    const token = /token=([\w-]{43})/.exec(approval.text)?.[1] as string
    const approved = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
      body: `token=${token}`,
    })
    expect(approved.status).toBe(200)
    const codeMail = await nextMail(info, email, approval.id)
    expect(codeMail.subject).toBe('Your login code')
    expect(codeMail.text).toContain(enterIn('app.example.com'))
  })
})

describe('e-mail change codes', () => {
  it('name the page at the current and at the new address (Spanish: "en la ventana de <host>")', async () => {
    const { email, binding, asked, code, mail } = await loginMail({ pageOrigin: PAGE })
    const login = await verifyAsDevice(site, { challengeId: asked.body.challengeId as string, code }, binding, await newDevice())
    const bearer = { authorization: `Bearer ${login.body.accessToken as string}` }
    const page = { pageOrigin: PROJECT_PAGE, projectId: 'shop' }
    const newEmail = uniqueEmail('moved')
    clock.advance(31_000)
    const started = await post(site, '/email/update', { email: newEmail, binding, locale: 'es', ...page }, bearer)
    expect(started.status).toBe(200)
    const primary = await nextMail(info, email, mail.id)
    expect(primary.text).toContain('Introduce este código en la ventana de app.example.com para continuar.')
    const next = await post(
      site,
      '/email/update/primary',
      { challengeId: started.body.challengeId, code: codeIn(primary), binding, locale: 'es', ...page },
      bearer,
    )
    expect(next.status).toBe(200)
    const secondary = await nextMail(info, newEmail)
    expect(secondary.text).toContain('Introduce este código en la ventana de app.example.com para continuar.')
    const done = await post(site, '/email/update/secondary', { challengeId: next.body.challengeId, code: codeIn(secondary), binding, ...page }, bearer)
    expect(done.body).toEqual({ email: newEmail })
  })
})
