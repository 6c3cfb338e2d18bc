/**
 * The secure site's e-mails and pages in the visitor's language: the `locale` the frame sends
 * (its `<html lang>`), else the request's Accept-Language, else English. Real site, PGlite, the
 * sandbox's real SMTP mailbox; what is read is what a visitor reads in their inbox or browser.
 */
import { generate } from 'otplib'
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
/**
 * How the code e-mail names the site when the request names no allowed page (these send no
 * `pageOrigin`): the secure site's own host. codeMailSite.test.ts has the page's host.
 */
const siteName = () => new URL(site.origin).host
const clock = new ManualClock()
let site: RunningSecureSite
beforeAll(async () => {
  site = await startTestSite(info, {}, { clock })
})
afterAll(() => site?.stop())

/** Asks for a login code as the frame does, with `extra` fields and headers; returns the e-mail. */
async function loginMail(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  clock.advance(31_000)
  const email = uniqueEmail('lang')
  const binding = frameSecret()
  const asked = await post(site, '/email/code', { email, binding, ...extra }, headers)
  expect(asked.status).toBe(200)
  const mail = await nextMail(info, email)
  return { email, binding, asked, mail, code: codeIn(mail) }
}

describe('login code e-mails', () => {
  it('arrive in German for locale de, the code as plain digits, and the code logs in', async () => {
    const { mail, code, asked, binding } = await loginMail({ locale: 'de' })
    expect(mail.subject).toBe('Dein Anmeldecode')
    expect(code).toMatch(/^[0-9]{6}$/)
    expect(mail.subject).not.toContain(code)
    expect(mail.text).toBe(
      `Dein Anmeldecode: ${code}\n\nGib diesen Code im Fenster von ${siteName()} ein, um fortzufahren. Er läuft in 10 Minuten ab und funktioniert nur einmal.\n` +
        'Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Ohne den Code kann sich niemand anmelden.',
    )
    expect(mail.html).toMatch(/^<div lang="de" dir="ltr"><p>Dein Anmeldecode:<\/p>/)
    expect(mail.html).toContain(`<strong>${code}</strong>`)
    const login = await post(site, '/email/verify', { challengeId: asked.body.challengeId, code, binding, deviceKey: frameSecret() })
    expect(login.status).toBe(200)
  })

  it('arrive in Arabic, right to left, for locale ar (the code still in ASCII digits)', async () => {
    const { mail, code } = await loginMail({ locale: 'ar' })
    expect(mail.subject).toBe('رمز الدخول الخاص بك')
    expect(mail.text.split('\n')[0]).toBe(`رمز الدخول الخاص بك: ${code}`)
    expect(mail.text).toContain(siteName())
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/)
    expect(mail.html).toContain(`<strong>${code}</strong>`)
    expect(mail.html).toMatch(/(10|١٠) دقائق/)
  })

  it("follow the request's Accept-Language when the frame names no language (fr-CA gets French)", async () => {
    const { mail, code } = await loginMail({}, { 'accept-language': 'fr-CA,fr;q=0.9' })
    expect(mail.subject).toBe('Votre code de connexion')
    expect(mail.text.split('\n')[0]).toBe(`Votre code de connexion : ${code}`)
    expect(mail.html).toMatch(/^<div lang="fr" dir="ltr">/)
  })

  it('are English, as always, for an unknown or malformed locale (never an error), whatever else the browser accepts', async () => {
    for (const locale of ['xx-YY', 'de_DE', 42, '<b>de</b>']) {
      const { mail, code } = await loginMail({ locale }, { 'accept-language': 'sw-KE, *;q=0.5' })
      expect(mail.subject).toBe('Your login code')
      expect(mail.text).toBe(
        `Your login code: ${code}\n\nEnter this code in the ${siteName()} window to continue. It expires in 10 minutes and works once.\n` +
          'If you did not ask for it, ignore this e-mail: nobody can log in without the code.',
      )
      expect(mail.html).toBe(
        `<p>Your login code:</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p>` +
          `<p>Enter this code in the ${siteName()} window to continue. It expires in 10 minutes and works once.</p>` +
          '<p>If you did not ask for it, ignore this e-mail: nobody can log in without the code.</p>',
      )
    }
  })

  it('let the locale the frame names win over Accept-Language', async () => {
    const { mail } = await loginMail({ locale: 'ja' }, { 'accept-language': 'de' })
    expect(mail.subject).toBe('ログインコード')
  })
})

describe('e-mail change codes', () => {
  it('arrive in Spanish at the current and at the new address', async () => {
    const { email, binding, asked, code, mail } = await loginMail({ locale: 'es' })
    const device = await newDevice()
    const login = await verifyAsDevice(site, { challengeId: asked.body.challengeId as string, code }, binding, device)
    const token = login.body.accessToken as string
    const bearer = { authorization: `Bearer ${token}` }
    const newEmail = uniqueEmail('moved')
    clock.advance(31_000)
    const started = await post(site, '/email/update', { email: newEmail, binding, locale: 'es' }, bearer)
    expect(started.status).toBe(200)
    const primary = await nextMail(info, email, mail.id)
    expect(primary.subject).toBe('Confirma el cambio de tu correo electrónico')
    expect(primary.text.split('\n')[0]).toBe(`Confirma el cambio de tu correo electrónico: ${codeIn(primary)}`)
    const next = await post(site, '/email/update/primary', { challengeId: started.body.challengeId, code: codeIn(primary), binding, locale: 'es' }, bearer)
    expect(next.status).toBe(200)
    const secondary = await nextMail(info, newEmail)
    expect(secondary.subject).toBe('Confirma tu nueva dirección de correo electrónico')
    const done = await post(site, '/email/update/secondary', { challengeId: next.body.challengeId, code: codeIn(secondary), binding, locale: 'es' }, bearer)
    expect(done.body).toEqual({ email: newEmail })
  })
})

describe('device approval in German', () => {
  const email = uniqueEmail('geraet')
  const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
  let lastMail = 0

  beforeAll(async () => {
    clock.advance(31_000)
    const binding = frameSecret()
    const device = await newDevice()
    const got = await requestCode(site, info, email, binding)
    lastMail = got.mail.id
    const login = await verifyAsDevice(site, got, binding, device)
    const key = await createKey(memoryFrameStorage(), login.body.userId as string)
    expect((await provenCall(site, device, login.body.accessToken as string, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
  })

  /** A new browser asks in German; the approval e-mail and its link. */
  async function askApproval() {
    clock.advance(31_000)
    const binding = frameSecret()
    const device = await newDevice()
    const asked = await post(site, '/email/code', { email, binding, deviceKey: device.deviceKey, locale: 'de' }, { 'user-agent': chromeOnLinux })
    expect(asked.status).toBe(200)
    const mail = await nextMail(info, email, lastMail)
    lastMail = mail.id
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] as string
    return { binding, device, asked, mail, link, token: new URL(link).searchParams.get('token') as string }
  }

  const form = (path: string, body: string) =>
    fetch(`${site.url}/device/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin }, body })

  it('sends the approval e-mail in German, naming browser and time the German way', async () => {
    const { mail, link } = await askApproval()
    expect(mail.subject).toBe('Neues Gerät bestätigen')
    expect(mail.text).toContain('Jemand meldet sich in einem neuen Browser bei deinem Wallet an.')
    expect(mail.text).toContain('Website: nicht genannt')
    expect(mail.text).toContain('Browser: Chrome unter Linux')
    expect(mail.text).toMatch(/Zeit: \d{1,2}\. [A-Za-zä]{3,4}\. 2026, \d\d:\d\d UTC/)
    expect(mail.text).toContain(`öffne diesen Link und klicke auf „Bestätigen“: ${link}`)
    expect(link).toContain('lang=de')
    expect(mail.html).toMatch(/^<div lang="de" dir="ltr">/)
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&#38;')}">öffne diesen Link und klicke auf „Bestätigen“</a>`)
  })

  it('opens a German page; Approve answers in German and the login code follows in German', async () => {
    const { link, token, asked, binding, device } = await askApproval()
    const page = await (await fetch(link)).text()
    expect(page).toContain('<html lang="de" dir="ltr">')
    expect(page).toContain('<h1>Neues Gerät bestätigen?</h1>')
    expect(page).toContain('<dt>Browser</dt><dd>Chrome unter Linux</dd>')
    expect(page).toContain('<button type="submit">Das war ich nicht</button>')
    expect(page).toContain('<button type="submit">Bestätigen</button>')
    const approved = await form('approve', `token=${token}&lang=de`)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('<h1>Gerät bestätigt</h1><p>Kehre zur Website zurück: Ein Anmeldecode ist auf dem Weg in dein Postfach.</p>')
    const codeMail = await nextMail(info, email, lastMail)
    lastMail = codeMail.id
    expect(codeMail.subject).toBe('Dein Anmeldecode')
    const login = await verifyAsDevice(site, { challengeId: asked.body.challengeId as string, code: codeIn(codeMail) }, binding, device)
    expect(login.status).toBe(200)
    // Used once: the link's page now says so, in German.
    const again = await fetch(link)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('<h1>Link abgelaufen</h1><p>Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet.</p>')
  })

  it('ends the request with "Das war ich nicht", in German', async () => {
    const { token } = await askApproval()
    const denied = await form('deny', `token=${token}&lang=de`)
    expect(await denied.text()).toContain('<h1>Anfrage beendet</h1><p>Mit dieser Anfrage kann sich niemand anmelden. Dein Wallet bleibt, wie es war.</p>')
  })

  it("falls back to the browser's Accept-Language on a link without a language, and to English", async () => {
    const { token } = await askApproval()
    const hebrew = await (await fetch(`${site.url}/device/approve?token=${token}`, { headers: { 'accept-language': 'he-IL,he;q=0.9,en;q=0.5' } })).text()
    expect(hebrew).toContain('<html lang="he" dir="rtl">')
    expect(hebrew).toContain('<button type="submit">זה לא הייתי אני</button>')
    const english = await (await fetch(`${site.url}/device/approve?lang=xx&token=${token}`)).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<h1>Approve a new device?</h1>')
    expect(english).toContain('<button type="submit">This wasn\'t me</button>')
  })
})

describe('device approval in German with two-step verification on', () => {
  it('asks for the code in German and refuses a missing or wrong one in German', async () => {
    clock.advance(31_000)
    const email = uniqueEmail('zweischritt')
    const binding = frameSecret()
    const device = await newDevice()
    const got = await requestCode(site, info, email, binding)
    const login = await verifyAsDevice(site, got, binding, device)
    const token = login.body.accessToken as string
    const call = (path: string, body?: unknown) => provenCall(site, device, token, 'POST', path, body, clock.now())
    const key = await createKey(memoryFrameStorage(), login.body.userId as string)
    expect((await provenCall(site, device, token, 'PUT', '/keys/eip155', key, clock.now())).status).toBe(201)
    const secret = (await call('/two-step/totp')).body.secret as string
    const codeAt = (steps = 0) => generate({ secret, epoch: Math.floor(clock.now() / 1000) + steps * 30 })
    expect((await call('/two-step/totp/confirm', { code: await codeAt(), binding })).status).toBe(200)

    clock.advance(31_000)
    const second = await newDevice()
    await post(site, '/email/code', { email, binding: frameSecret(), deviceKey: second.deviceKey, locale: 'de' })
    const mail = await nextMail(info, email, got.mail.id)
    expect(mail.subject).toBe('Neues Gerät bestätigen')
    const approvalToken = /token=([\w-]{43})/.exec(mail.text)?.[1] as string
    const page = await (await fetch(/https?:\/\/\S+/.exec(mail.text)?.[0] as string)).text()
    expect(page).toContain('<label for="code">Code aus deiner Authenticator-App</label>')
    const approve = async (code?: string) => {
      const form = new URLSearchParams({ token: approvalToken, lang: 'de', ...(code === undefined ? {} : { code }) })
      const response = await fetch(`${site.url}/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.origin },
        body: form.toString(),
      })
      return { status: response.status, html: await response.text() }
    }
    const bare = await approve()
    expect(bare.status).toBe(400)
    expect(bare.html).toContain('Bestätige zuerst mit deiner Authenticator-App oder einem Wiederherstellungscode, dass du es bist.')
    const wrong = await approve((Number(await codeAt(1)) ^ 1).toString().padStart(6, '0'))
    expect(wrong.html).toContain('Falscher Code. Noch 4 Versuche.')
    const right = await approve(await codeAt())
    expect(right.html).toContain('<h1>Gerät bestätigt</h1>')
    expect((await nextMail(info, email, mail.id)).subject).toBe('Dein Anmeldecode')
  })
})

describe('social sign-in popup pages', () => {
  it("speak the browser's language", async () => {
    const page = await (await fetch(`${site.url}/oauth/loading?provider=google`, { headers: { 'accept-language': 'pt-PT' } })).text()
    expect(page).toContain('<html lang="pt-BR" dir="ltr">')
    expect(page).toContain('<h1>Conectando com Google…</h1>')
    const expired = await (await fetch(`${site.url}/oauth/callback/google?state=${'a'.repeat(43)}`, { headers: { 'accept-language': 'fa' } })).text()
    expect(expired).toContain('<html lang="fa" dir="rtl">')
    const english = await (await fetch(`${site.url}/oauth/loading?provider=google`)).text()
    expect(english).toContain('<h1>Connecting to Google…</h1>')
  })
})
