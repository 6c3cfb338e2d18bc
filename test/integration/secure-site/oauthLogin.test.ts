/**
 * Social login, server side (issue 16): a full authorization-code flow with PKCE against each
 * sandbox provider gives the same account twice (and another account for another person), the
 * same wallet on a second device, and a denied consent answers the provider's error as a clear message.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { SANDBOX_PROVIDER_SHAPES, SANDBOX_SOCIAL_PROVIDERS } from '../../../sandbox/oauth/index.js'
import { frameSecret, getWithToken, newDevice, post, provenCall } from './secureSiteClient.js'
import { complete, PAGE_ORIGIN, signInTrip, startOAuthTestSite } from './oauthSignIn.js'

const info = inject('sandbox')
let site: RunningSecureSite

beforeAll(async () => {
  site = await startOAuthTestSite(info)
})
afterAll(async () => {
  await site?.stop()
})

it('lists the six configured providers', async () => {
  const reply = await fetch(`${site.url}/api/v1/oauth/providers`)
  expect(((await reply.json()) as { providers: string[] }).providers.sort()).toEqual([...SANDBOX_SOCIAL_PROVIDERS].sort())
})

describe.each(SANDBOX_SOCIAL_PROVIDERS)('%s', (provider) => {
  const [first, second] = SANDBOX_PROVIDER_SHAPES[provider].users
  it('signs the same person in to the same account twice, and another person to another account', async () => {
    const trip = await signInTrip(site, provider, first!.name)
    expect(trip.callbackStatus).toBe(200)
    // The callback page carries the flow id and posts only to the page origin the flow recorded.
    expect(trip.callbackHtml).toContain(`"flowId":"${trip.flowId}"`)
    expect(trip.callbackHtml).toContain(`"pageOrigin":"${PAGE_ORIGIN}"`)
    const login = await complete(site, trip)
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    // The handle the page keeps: GitHub's login, Discord's and X's username, Facebook's name; none from an ID token.
    expect(login.body).toMatchObject({ provider, newUser: true, email: null, username: provider === 'facebook' ? first!.name : (first!.username ?? null) })

    const again = await complete(site, await signInTrip(site, provider, first!.name))
    expect(again.status).toBe(200)
    expect(again.body.userId).toBe(login.body.userId)
    expect(again.body.newUser).toBe(false)

    const other = await complete(site, await signInTrip(site, provider, second!.name))
    expect(other.status).toBe(200)
    expect(other.body.userId).not.toBe(login.body.userId)

    const me = await getWithToken(site, '/me', again.body.accessToken as string)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ userId: login.body.userId, email: null })
  })

  it('answers Deny with the provider named in a clear message, and the flow is over', async () => {
    const trip = await signInTrip(site, provider, 'Deny')
    expect(trip.uri).toContain('error=access_denied')
    const denied = await complete(site, trip)
    expect(denied.status).toBe(400)
    expect(denied.body.error).toMatchObject({
      code: 'SOCIAL_LOGIN_DENIED',
      message: `You declined to sign in with ${SANDBOX_PROVIDER_SHAPES[provider].displayName}`,
    })
    expect((await complete(site, trip)).body.error?.message).toBe('This sign-in cannot be completed: it was already used. Start again')
  })
})

it('gives a second device the same wallet: the account keys, and the recovery pair released once to that device', async () => {
  const user = SANDBOX_PROVIDER_SHAPES.google.users[2]!.name
  const firstDevice = await newDevice()
  const firstLogin = await complete(site, await signInTrip(site, 'google', user), firstDevice.deviceKey, firstDevice.publicKey)
  const token = firstLogin.body.accessToken as string
  const share = Buffer.alloc(33, 7).toString('base64')
  const serverShare = Buffer.alloc(33, 9).toString('base64')
  const recoveryServerShare = Buffer.alloc(33, 11).toString('base64')
  const address = '0x1111111111111111111111111111111111111111'
  const saved = await provenCall(site, firstDevice, token, 'PUT', '/keys/eip155', { address, serverShare, recoveryShare: share, recoveryServerShare })
  expect(saved.status).toBe(201)

  // Another browser (another device key) signs in with the same Google account.
  const otherDevice = await newDevice()
  const secondLogin = await complete(site, await signInTrip(site, 'google', user), otherDevice.deviceKey, otherDevice.publicKey)
  expect(secondLogin.body.userId).toBe(firstLogin.body.userId)
  const second = secondLogin.body.accessToken as string
  expect((await getWithToken(site, '/me', second)).body).toMatchObject({ accounts: [{ namespace: 'eip155', address }] })
  // Its ordinary key call gets nothing before it enrols: the first server share is not its own.
  expect((await provenCall(site, otherDevice, second, 'GET', '/keys/eip155')).status).toBe(403)
  const recovery = await provenCall(site, otherDevice, second, 'GET', '/keys/recovery')
  expect(recovery.status).toBe(200)
  // The recovery pair: never the first device's server share.
  expect(recovery.body.shares).toEqual([{ namespace: 'eip155', address, recoveryShare: share, serverShare: recoveryServerShare }])
  // Once only, and never to the first device (it holds its own share).
  expect((await provenCall(site, otherDevice, second, 'GET', '/keys/recovery')).status).toBe(403)
  expect((await provenCall(site, firstDevice, token, 'GET', '/keys/recovery')).status).toBe(403)
})

it('refuses a provider this secure site has no client for, and a page origin not allowed to embed it', async () => {
  const bare = await startOAuthTestSite(info, { oauth: { providers: {} } })
  try {
    const reply = await post(bare, '/oauth/flows', { provider: 'google', codeChallenge: 'a'.repeat(43), binding: frameSecret(), pageOrigin: PAGE_ORIGIN })
    expect(reply.status).toBe(404)
    expect(reply.body.error?.message).toBe('Sign-in with Google is not available on this wallet')
  } finally {
    await bare.stop()
  }
  const foreign = await post(site, '/oauth/flows', {
    provider: 'google',
    codeChallenge: 'a'.repeat(43),
    binding: frameSecret(),
    pageOrigin: 'http://127.0.0.1:6666',
  })
  expect(foreign.status).toBe(400)
  expect(foreign.body.error?.message).toBe('Invalid request: pageOrigin http://127.0.0.1:6666 is not allowed to embed this wallet')
})

it('lets one client begin at most 60 sign-ins an hour (429 with Retry-After)', async () => {
  const capped = await startOAuthTestSite(info)
  try {
    const begin = () => post(capped, '/oauth/flows', { provider: 'github', codeChallenge: 'a'.repeat(43), binding: frameSecret(), pageOrigin: PAGE_ORIGIN })
    for (let i = 0; i < 60; i++) expect((await begin()).status).toBe(200)
    const refused = await begin()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body.error?.message).toMatch(/^Please try again after \d+ seconds$/)
  } finally {
    await capped.stop()
  }
})
