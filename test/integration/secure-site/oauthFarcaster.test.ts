/**
 * Sign In With Farcaster on the secure site against the sandbox relay and its Farcaster app page:
 * the request is approved in the app (by visible button text), the secure site verifies the
 * EIP-4361 message (domain, uri, nonce, fid resource) against the fid's custody address from the
 * ID registry, and the same fid gets the same account. Forged approvals are refused, each with
 * its reason: another window, a key that is not the custody key, another nonce, another domain,
 * a replay.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { SANDBOX_FARCASTER_ACCOUNTS } from '../../../sandbox/oauth/index.js'
import { frameSecret, getWithToken, post } from './secureSiteClient.js'
import { PAGE_ORIGIN, startOAuthTestSite } from './oauthSignIn.js'

const info = inject('sandbox')
const relay = info.urls.farcaster as string
let site: RunningSecureSite

beforeAll(async () => {
  site = await startOAuthTestSite(info, { oauth: { farcaster: { relayUrl: relay, custodyUrl: `${relay}/v1/fids` } } })
})
afterAll(async () => {
  await site?.stop()
})

async function begin(binding = frameSecret()) {
  const reply = await post(site, '/farcaster/flows', { binding, pageOrigin: PAGE_ORIGIN })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return { flowId: reply.body.flowId as string, url: reply.body.url as string, binding }
}

/** The visitor opens the url in the sandbox Farcaster app and presses the named button. */
async function approveInApp(url: string, button: string): Promise<string> {
  const page = await (await fetch(url)).text()
  const match = new RegExp(
    `<form method="post" action="([^"]+)"><input type="hidden" name="channelToken" value="([^"]+)"><input type="hidden" name="fid" value="(\\d+)"><button type="submit">${button.replace(/[()]/g, '\\$&')}</button>`,
  ).exec(page)
  if (!match) throw new Error(`no "${button}" in the Farcaster app page`)
  const done = await fetch(new URL(match[1] as string, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken: match[2] as string, fid: match[3] as string }),
  })
  return done.text()
}

const poll = (flow: { flowId: string; binding: string }, deviceKey = frameSecret()) =>
  post(site, '/farcaster/complete', { flowId: flow.flowId, binding: flow.binding, deviceKey })

it('the app page names the site; approval signs in, and the same fid gets the same account', async () => {
  const flow = await begin()
  expect((await poll(flow)).status).toBe(202)
  const page = await (await fetch(flow.url)).text()
  expect(page).toContain(`<h1>Sign in to ${new URL(site.origin).host}</h1>`)
  for (const account of SANDBOX_FARCASTER_ACCOUNTS) expect(page).toContain(`Approve as @${account.username} (${account.displayName})`)
  expect(await approveInApp(flow.url, 'Approve as @alice (Alice Adams)')).toContain('You signed in')
  const login = await poll(flow)
  expect(login.body.error).toBeUndefined()
  expect(login.status).toBe(200)
  expect(login.body).toMatchObject({ state: 'completed', provider: 'farcaster', username: 'alice', newUser: true, email: null })
  expect((await getWithToken(site, '/me', login.body.accessToken as string)).body.userId).toBe(login.body.userId)

  const again = await begin()
  await approveInApp(again.url, 'Approve as @alice (Alice Adams)')
  const second = await poll(again)
  expect(second.body).toMatchObject({ userId: login.body.userId, newUser: false })

  const bob = await begin()
  await approveInApp(bob.url, 'Approve as @bob (Bob Baker)')
  expect((await poll(bob)).body.userId).not.toBe(login.body.userId)

  // Used once.
  expect((await poll(flow)).body.error?.message).toBe('This sign-in cannot be completed: it was already used. Start again')
})

it('refuses a flow polled from another window', async () => {
  const flow = await begin()
  await approveInApp(flow.url, 'Approve as @carol (Carol Chen)')
  expect((await poll({ ...flow, binding: frameSecret() })).body.error?.message).toBe(
    'This sign-in cannot be completed: it was started in another window. Start again',
  )
  expect((await poll(flow)).status).toBe(200)
})

/** An app that posts its own message to the relay (what a forger would do). */
async function forge(flow: { flowId: string }, change: { key?: `0x${string}`; nonce?: string; domain?: string; issuedAt?: Date; username?: string }) {
  const [row] = await site.db.query('SELECT channel_token, nonce FROM oauth_flows WHERE id = $1', [flow.flowId])
  const alice = SANDBOX_FARCASTER_ACCOUNTS[0]!
  const signer = privateKeyToAccount(change.key ?? alice.custodyKey)
  const message = createSiweMessage({
    domain: change.domain ?? new URL(site.origin).host,
    address: signer.address,
    statement: 'Farcaster Auth',
    uri: site.origin,
    version: '1',
    chainId: 10,
    nonce: change.nonce ?? String(row?.nonce),
    issuedAt: change.issuedAt ?? new Date(),
    resources: [`farcaster://fid/${alice.fid}`],
  })
  const response = await fetch(`${relay}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${String(row?.channel_token)}` },
    body: JSON.stringify({ message, signature: await signer.signMessage({ message }), fid: alice.fid, username: change.username ?? alice.username }),
  })
  expect(response.status).toBe(201)
}

it.each([
  ['a key that is not the custody key of the fid', { key: generatePrivateKey() }, 'the message is not signed by the custody address of fid 20001'],
  ['another nonce', { nonce: 'abcdefgh12345678' }, 'the signed message is for another site, sign-in or time'],
  ['another domain', { domain: 'evil.example' }, 'the signed message is for another site, sign-in or time'],
  // Issue 28 item 10: a message signed before the flow began (an old approval replayed into a new channel).
  ['an issuedAt older than the flow', { issuedAt: new Date(Date.now() - 3_600_000) }, 'the signed message is older than this sign-in'],
])('refuses an approval signed with %s', async (_label, change, reason) => {
  const flow = await begin()
  await forge(flow, change)
  const reply = await poll(flow)
  expect(reply.status).toBe(400)
  expect(reply.body.error?.message).toBe(`This sign-in cannot be completed: ${reason}. Start again`)
})

it("takes the username from the registry, never from the relay's unsigned status (issue 28 item 10)", async () => {
  const flow = await begin()
  await forge(flow, { username: 'mallory' })
  const reply = await poll(flow)
  expect(reply.status).toBe(200)
  expect(reply.body.username).toBe('alice')
})

it('a secure site without Farcaster says so', async () => {
  const bare = await startOAuthTestSite(info)
  try {
    const reply = await post(bare, '/farcaster/flows', { binding: frameSecret(), pageOrigin: PAGE_ORIGIN })
    expect(reply.status).toBe(404)
    expect(reply.body.error?.message).toBe('Sign-in with Farcaster is not available on this wallet')
  } finally {
    await bare.stop()
  }
})
