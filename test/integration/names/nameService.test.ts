import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { SandboxControl } from '../../../sandbox/control.js'
import { startDataService } from '../../../sandbox/data/server.js'
import { getJson, sandbox, sdkQuery } from '../sandbox/helpers.js'

/** A label no other test (or earlier run) uses. */
const freshLabel = (stem: string) => `${stem}-${Math.random().toString(36).slice(2, 8)}`
const now = () => Math.floor(Date.now() / 1000)

/** The registration message of spec §9: JSON with the name, attributes and a timestamp in seconds. */
const messageFor = (name: string, timestamp = now(), attributes: Record<string, string> = {}) => JSON.stringify({ name, attributes, timestamp })

async function register(base: string, account: PrivateKeyAccount, message: string, overrides: Record<string, unknown> = {}) {
  const signature = await account.signMessage({ message })
  return getJson(`${base}/v1/profile/account?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: account.address, message, signature, ...overrides }),
  })
}

const data = () => sandbox().urls.data
const lookup = (base: string, name: string) => getJson(`${base}/v1/profile/account/${name}?${sdkQuery({ apiVersion: 2 })}`)

describe('name service: POST /v1/profile/account registers a name its address signed', () => {
  it('stores a signed name: it resolves, reverse-resolves and is the identity of the address', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `${freshLabel('carol')}.hatch.id`
    expect((await lookup(data(), name)).status).toBe(404)
    // ENSIP-11 coin type of chain 713101 (0x80000000 | chainId), as the names plugin sends it.
    const registered = await register(data(), account, messageFor(name, now(), { bio: 'hi' }), { coin_type: (0x80000000 | 713101) >>> 0 })
    expect(registered.status).toBe(200)
    expect(registered.body).toEqual({ success: true, name })

    const found = await lookup(data(), name)
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ name, addresses: { '60': { address: account.address } }, attributes: { bio: 'hi' } })
    const reverse = await getJson(`${data()}/v1/profile/reverse/${account.address.toLowerCase()}?${sdkQuery({ apiVersion: 2 })}`)
    expect(reverse.body.map((e: { name: string }) => e.name)).toEqual([name])
    const identity = await getJson(`${data()}/v1/identity/${account.address}?${sdkQuery({ sender: account.address })}`)
    expect(identity.body).toEqual({ name, avatar: null })
  })

  it('an address with two names: its identity is the one registered last (a new name is the account name everywhere)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const [first, second] = [`${freshLabel('first')}.hatch.id`, `${freshLabel('second')}.hatch.id`]
    for (const name of [first, second]) expect((await register(data(), account, messageFor(name, now()))).status).toBe(200)
    const identity = await getJson(`${data()}/v1/identity/${account.address}?${sdkQuery({ sender: account.address })}`)
    expect(identity.body).toEqual({ name: second, avatar: null })
  })

  it('refuses a signature by another key, and stores nothing', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const thief = privateKeyToAccount(generatePrivateKey())
    const name = `${freshLabel('dave')}.hatch.id`
    const message = messageFor(name)
    const res = await register(data(), thief, message, { address: owner.address })
    expect(res.status).toBe(401)
    expect(res.body.reasons[0]).toEqual({ field: 'signature', description: `The signature is not ${owner.address}'s signature of this message` })
    // A signature of a different message by the right key is refused too.
    const other = await owner.signMessage({ message: messageFor(`${freshLabel('other')}.hatch.id`) })
    expect((await register(data(), owner, message, { signature: other })).status).toBe(401)
    expect((await lookup(data(), name)).status).toBe(404)
  })

  it('refuses a stale, a future and a millisecond timestamp, each with its reason', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `${freshLabel('erin')}.hatch.id`
    const stale = await register(data(), account, messageFor(name, now() - 3600))
    expect(stale.status).toBe(400)
    expect(stale.body.reasons[0].field).toBe('timestamp')
    expect(stale.body.reasons[0].description).toMatch(/^The message is stale \(signed 36\d\d s ago, at most 600 s allowed\)/)
    const future = await register(data(), account, messageFor(name, now() + 3600))
    expect(future.body.reasons[0].description).toMatch(/^The message's timestamp is 3\d{3} s in the future/)
    const millis = await register(data(), account, messageFor(name, Date.now()))
    expect(millis.body.reasons[0].description).toBe('The timestamp must be in seconds, not milliseconds')
    expect((await lookup(data(), name)).status).toBe(404)
  })

  it('refuses a taken name (seeded or registered) with 409 and keeps the first owner', async () => {
    const first = privateKeyToAccount(generatePrivateKey())
    const second = privateKeyToAccount(generatePrivateKey())
    const name = `${freshLabel('frank')}.hatch.id`
    expect((await register(data(), first, messageFor(name))).status).toBe(200)
    const taken = await register(data(), second, messageFor(name.toUpperCase()))
    expect(taken.status).toBe(409)
    expect(taken.body.reasons[0]).toEqual({ field: 'name', description: `${name} is already registered` })
    expect((await lookup(data(), name)).body.addresses['60'].address).toBe(first.address)
    const seeded = await register(data(), second, messageFor('alice.hatch.id'))
    expect(seeded.body.reasons[0].description).toBe('alice.hatch.id is already registered')
  })

  it('names the rule a name breaks, the zone, the coin type and a malformed body', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const reason = async (message: string, overrides: Record<string, unknown> = {}) =>
      (await register(data(), account, message, overrides)).body.reasons[0].description
    expect(await reason(messageFor('abc.hatch.id'))).toBe('Name must be at least 4 characters')
    expect(await reason(messageFor('bad_name!.hatch.id'))).toBe('Name may contain only letters, digits and hyphen')
    expect(await reason(messageFor(`${'a'.repeat(64)}.hatch.id`))).toBe('Name must be at most 63 characters')
    expect(await reason(messageFor('goodname.eth'))).toBe("Names here end in .hatch.id, got 'goodname.eth'")
    expect(await reason(messageFor(`${freshLabel('gina')}.hatch.id`), { coin_type: 501 })).toMatch(/^Names are registered for EVM addresses only/)
    expect(await reason('not json')).toBe('The message must be JSON with name, attributes and timestamp')
    expect(await reason(JSON.stringify({ name: 'gina.hatch.id' }))).toBe('Invalid message: timestamp is missing')
    expect(await reason(JSON.stringify({ name: 'gina.hatch.id', timestamp: '12' }))).toBe(
      'Invalid message: the timestamp must be a number of seconds since 1970',
    )
    const noSignature = await getJson(`${data()}/v1/profile/account?${sdkQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: 60, address: account.address, message: 'x' }),
    })
    expect(noSignature.status).toBe(400)
    expect(noSignature.body.reasons[0]).toEqual({ field: 'signature', description: 'signature is required' })
  })
})

describe('name service: identity lookups', () => {
  it('answers a seeded name and its avatar as the identity of an address nobody set one for', async () => {
    const alice = sandbox().accounts[9]!.address
    const identity = await getJson(`${data()}/v1/identity/${alice}?${sdkQuery({ sender: alice })}`)
    expect(identity.body.name).toBe('alice.hatch.id')
    expect(identity.body.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})

describe('name service: GET /v1/profile/suggestions/{name}', () => {
  it('suggests free names near a taken one, never a registered one', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const label = freshLabel('hank')
    await register(data(), account, messageFor(`${label}-1.hatch.id`))
    const res = await getJson(`${data()}/v1/profile/suggestions/${label}?${sdkQuery({ zone: 'hatch.id' })}`)
    expect(res.status).toBe(200)
    const names = res.body.suggestions.map((s: { name: string }) => s.name)
    expect(names).toEqual([`${label}.hatch.id`, `${label}-2.hatch.id`, `${label}-3.hatch.id`, `my-${label}.hatch.id`, `the-${label}.hatch.id`])
    expect(res.body.suggestions.every((s: { registered: boolean }) => s.registered === false)).toBe(true)
    const forAlice = await getJson(`${data()}/v1/profile/suggestions/alice?${sdkQuery({ zone: 'hatch.id' })}`)
    expect(forAlice.body.suggestions[0].name).toBe('alice-1.hatch.id')
    // A stem shorter than the rules allow is padded; text with no letter or digit is refused with a reason.
    const short = await getJson(`${data()}/v1/profile/suggestions/Ab?${sdkQuery({ zone: 'hatch.id' })}`)
    expect(short.body.suggestions[0].name).toBe('ab-id.hatch.id')
    const nothing = await getJson(`${data()}/v1/profile/suggestions/${encodeURIComponent('!!!')}?${sdkQuery()}`)
    expect(nothing.status).toBe(400)
    expect(nothing.body.reasons[0].description).toBe("'!!!' has no letters or digits to suggest names from")
    const badZone = await getJson(`${data()}/v1/profile/suggestions/alice?${sdkQuery({ zone: 'eth' })}`)
    expect(badZone.status).toBe(400)
    expect(badZone.body.reasons[0].description).toBe("Unknown zone 'eth': names here end in .hatch.id")
  })
})

describe('name service: registered names survive a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hatch-names-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const start = () => {
    const control = new SandboxControl()
    return startDataService({
      host: '127.0.0.1',
      faults: control.faultStore,
      projects: control.projects,
      state: control.data,
      catalogueUrl: () => '',
      namesFile: join(dir, 'names.json'),
    })
  }

  it('a name registered before the service stops resolves after it starts again on the same file', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const name = `${freshLabel('ivy')}.hatch.id`
    const first = await start()
    try {
      expect((await register(first.url, account, messageFor(name))).status).toBe(200)
    } finally {
      await first.stop()
    }
    expect(JSON.parse(readFileSync(join(dir, 'names.json'), 'utf8')).names.map((e: { name: string }) => e.name)).toEqual([name])
    const second = await start()
    try {
      expect((await lookup(second.url, name)).body.addresses['60'].address).toBe(account.address)
      expect((await lookup(second.url, 'alice.hatch.id')).status).toBe(200)
      // Still taken after the restart, by anyone else.
      const other = privateKeyToAccount(generatePrivateKey())
      expect((await register(second.url, other, messageFor(name))).status).toBe(409)
    } finally {
      await second.stop()
    }
  })

  it('refuses to start on a file that is not a name list, naming the file (it never empties it)', async () => {
    const bad = join(dir, 'broken.json')
    writeFileSync(bad, '{"version":1,"names":[{"name":1}]}')
    const control = new SandboxControl()
    await expect(
      startDataService({
        host: '127.0.0.1',
        faults: control.faultStore,
        projects: control.projects,
        state: control.data,
        catalogueUrl: () => '',
        namesFile: bad,
      }),
    ).rejects.toThrow(`The name file ${bad} is not a name list (names.0.name: Invalid type: Expected string but received 1)`)
    expect(readFileSync(bad, 'utf8')).toBe('{"version":1,"names":[{"name":1}]}')
  })
})
