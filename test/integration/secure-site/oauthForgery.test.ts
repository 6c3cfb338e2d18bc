/**
 * SECURE-FRAME.md cases 18 and 19 on the secure site: a social sign-in's result is accepted only
 * for its own flow, from the frame session that began it, with its state, once, in time, from the
 * secure site's own callback, and with the PKCE verifier; every refusal names why and leaves the
 * genuine flow usable. The callback page posts its result only to the page origin the flow
 * recorded (checked in Chromium with real openers on two origins).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { launchBrowser } from '../../fixtures/browser.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'
import { frameSecret } from './secureSiteClient.js'
import { ManualClock } from './secureSiteClient.js'
import { beginFlow, complete, providerUrls, signInTrip, startOAuthTestSite, throughProvider } from './oauthSignIn.js'

const info = inject('sandbox')
const clock = new ManualClock(Date.now())
let site: RunningSecureSite
let allowedPage: HtmlServer
let foreignPage: HtmlServer
let browser: Browser

const OPENER = `<!doctype html><html lang="en"><head><title>Opener</title></head><body><h1>Opener</h1></body></html>`

beforeAll(async () => {
  ;[allowedPage, foreignPage] = await Promise.all([startHtmlServer({ '/': OPENER }), startHtmlServer({ '/': OPENER })])
  site = await startOAuthTestSite(info, { allowedOrigins: ['http://127.0.0.1:5173', allowedPage.url] }, { clock })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), allowedPage?.stop(), foreignPage?.stop()])
})

const reason = (reply: { body: { error?: { message: string } } }) => reply.body.error?.message

it('case 18: a result given to another flow id is refused, and the genuine flow still completes', async () => {
  const victim = await signInTrip(site, 'google', 'Ada Lovelace')
  const other = await beginFlow(site, 'google', { binding: victim.binding })
  // The victim's result relayed under another flow id (even one of the same frame session).
  const forged = await complete(site, { ...victim, flowId: other.flowId })
  expect(forged.status).toBe(400)
  expect(reason(forged)).toBe('This sign-in cannot be completed: the state does not match. Start again')
  const genuine = await complete(site, victim)
  expect(genuine.status).toBe(200)
})

it('case 18: a result completed by another window (another frame session) is refused, and the genuine flow still completes', async () => {
  const victim = await signInTrip(site, 'github', 'Margaret Hamilton')
  const forged = await complete(site, { ...victim, binding: frameSecret() })
  expect(reason(forged)).toBe('This sign-in cannot be completed: it was started in another window. Start again')
  expect((await complete(site, victim)).status).toBe(200)
})

it('case 18: a result address on another origin is refused', async () => {
  const victim = await signInTrip(site, 'discord', 'Radia Perlman')
  const moved = new URL(victim.uri)
  const forged = await complete(site, { ...victim, uri: `http://127.0.0.1:6666${moved.pathname}${moved.search}` })
  expect(reason(forged)).toBe(`This sign-in cannot be completed: the result does not come from ${site.origin}/oauth/callback/discord. Start again`)
})

it('case 19: a replayed state is refused (the flow completes once)', async () => {
  const trip = await signInTrip(site, 'x', 'Frances Allen')
  expect((await complete(site, trip)).status).toBe(200)
  const replay = await complete(site, trip)
  expect(replay.status).toBe(400)
  expect(reason(replay)).toBe('This sign-in cannot be completed: it was already used. Start again')
})

it('case 19: a changed state is refused, and the flow still completes with its own', async () => {
  const trip = await signInTrip(site, 'apple', 'Mary Jackson')
  const url = new URL(trip.uri)
  url.searchParams.set('state', frameSecret())
  expect(reason(await complete(site, { ...trip, uri: url.href }))).toBe('This sign-in cannot be completed: the state does not match. Start again')
  expect((await complete(site, trip)).status).toBe(200)
})

it('case 19: a code without the PKCE verifier, or with another verifier, is refused; the provider refuses it too', async () => {
  const trip = await signInTrip(site, 'facebook', 'Claude Shannon')
  expect(reason(await complete(site, { ...trip, codeVerifier: undefined }))).toBe(
    'This sign-in cannot be completed: the PKCE code verifier is missing. Start again',
  )
  expect(reason(await complete(site, { ...trip, codeVerifier: frameSecret() }))).toBe(
    'This sign-in cannot be completed: the PKCE code verifier does not match. Start again',
  )
  // Straight to the provider's token endpoint with the code but no verifier: refused there as well.
  const code = new URL(trip.uri).searchParams.get('code') as string
  const token = await fetch(`${providerUrls(info).facebook}/v19.0/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${site.origin}/oauth/callback/facebook`, client_id: 'anyone' }),
  })
  expect(token.status).toBe(401)
  expect((await complete(site, trip)).status).toBe(200)
})

it('case 19: an expired flow is refused (10 minutes)', async () => {
  const flow = await beginFlow(site, 'google')
  const { uri } = await throughProvider(flow.authorizationUrl, 'Alan Turing')
  clock.advance(600_001)
  expect(reason(await complete(site, { ...flow, uri }))).toBe('This sign-in cannot be completed: it expired. Start again')
  // The callback page of an expired flow posts nothing.
  const page = await fetch(uri)
  expect(page.status).toBe(400)
  expect(await page.text()).not.toContain('callback.js')
})

it('case 18: the callback page posts its result only to the page origin of its flow', async () => {
  const context = await browser.newContext()
  try {
    const received = async (pageUrl: string) => {
      const trip = await signInTrip(site, 'google', 'Grace Hopper', { pageOrigin: allowedPage.url })
      const opener = await context.newPage()
      await opener.goto(pageUrl)
      await opener.evaluate(() => {
        ;(window as unknown as { got: unknown[] }).got = []
        window.addEventListener('message', (event) => (window as unknown as { got: unknown[] }).got.push({ origin: event.origin, data: event.data }))
      })
      const [popup] = await Promise.all([
        opener.waitForEvent('popup'),
        opener.evaluate((uri) => void window.open(uri, 'hatch-social', 'width=600,height=800'), trip.uri),
      ])
      await popup.waitForEvent('close', { timeout: 10_000 })
      await opener.waitForTimeout(200)
      const got = await opener.evaluate(() => (window as unknown as { got: unknown[] }).got)
      await opener.close()
      return { trip, got }
    }
    const allowed = await received(`${allowedPage.url}/`)
    expect(allowed.got).toEqual([{ origin: site.origin, data: { hatch: 1, type: 'SOCIAL_RESULT', flowId: allowed.trip.flowId, uri: allowed.trip.uri } }])
    const foreign = await received(`${foreignPage.url}/`)
    expect(foreign.got).toEqual([])
  } finally {
    await context.close()
  }
})
