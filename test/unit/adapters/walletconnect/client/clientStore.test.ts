import { describe, expect, it } from 'vitest'
import { createClientStore } from '../../../../../adapters/walletconnect/client/clientStore.js'
import { generateKeyPair, randomKey, topicOf } from '../../../../../adapters/walletconnect/client/envelope.js'
import type { SocketClock } from '../../../../../adapters/walletconnect/client/relaySocket.js'
import { createSignClient } from '../../../../../adapters/walletconnect/client/signClient.js'
import type { Session } from '../../../../../adapters/walletconnect/client/types.js'

const PREFIX = 'unit-wc'
const key = (kind: string) => `${PREFIX}:wc@2:${kind}`

function memory(entries: Record<string, unknown> = {}) {
  const items = new Map<string, unknown>(Object.entries(entries))
  return {
    items,
    getItem: async (k: string) => items.get(k),
    setItem: async (k: string, value: unknown) => void items.set(k, value),
    removeItem: async (k: string) => void items.delete(k),
  }
}

function storedSession(expiry = Math.floor(Date.now() / 1000) + 3600) {
  const symKey = randomKey()
  const pairingKey = randomKey()
  const self = generateKeyPair()
  const wallet = generateKeyPair().publicKey
  const session: Session = {
    topic: topicOf(symKey),
    pairingTopic: topicOf(pairingKey),
    relay: { protocol: 'irn' },
    expiry,
    namespaces: { eip155: { accounts: ['eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], methods: ['personal_sign'], events: [] } },
    controller: wallet,
    self: { publicKey: self.publicKey },
    peer: { publicKey: wallet, metadata: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] } },
  }
  return { session, keys: { [session.topic]: symKey, [session.pairingTopic]: pairingKey, [self.publicKey]: self.privateKey } }
}

/** Time and timers the test drives: a timer fires only when the test advances past it. */
function manualClock() {
  let now = Date.now()
  let next = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  const clock: SocketClock = {
    now: () => now,
    setTimeout: (run, ms) => (timers.set(++next, { at: now + ms, run }), next),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  const advance = (ms: number, fire = true) => {
    now += ms
    if (!fire) return
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now || !timers.has(id)) continue
      timers.delete(id)
      timer.run()
    }
  }
  return { clock, advance, nowS: () => Math.floor(now / 1000) }
}

const open = (storage: ReturnType<typeof memory>, warnings: string[], clock?: SocketClock) =>
  createSignClient({
    ...(clock ? { clock } : {}),
    projectId: 'unit',
    // Nothing listens on port 9 of loopback: the client retries in the background until closed.
    relayUrl: 'ws://127.0.0.1:9',
    metadata: { name: 'Hatch', description: '', url: '', icons: [] },
    storage,
    storagePrefix: PREFIX,
    pairingLifetimeMs: 240_000,
    warn: (message) => warnings.push(message),
  })

describe('WalletConnect client storage', () => {
  it('drops each corrupt stored value with a warning naming the key and the problem, and keeps the valid ones', async () => {
    const { session, keys } = storedSession()
    const storage = memory({
      [key('seed')]: 'not hex',
      [key('keys')]: keys,
      [key('sessions')]: [{ ...session, expiry: 'soon' }],
      [key('pairings')]: 'garbage',
      [key('subscriptions')]: [session.topic],
      [key('handled')]: { 0: 1 },
    })
    const warnings: string[] = []
    const store = createClientStore(storage, PREFIX, (message) => warnings.push(message))
    const loaded = await store.load()
    await store.settled()
    expect(loaded).toEqual({ keys, sessions: [], pairings: [], subscriptions: [session.topic], handled: [] })
    expect(warnings).toEqual([
      `dropped stored value "${key('seed')}": must be 64 lower-case hex characters`,
      `dropped stored value "${key('sessions')}": 0.expiry: Invalid type: Expected number but received "soon"`,
      `dropped stored value "${key('pairings')}": Invalid type: Expected Array but received "garbage"`,
      `dropped stored value "${key('handled')}": Invalid type: Expected Array but received Object`,
    ])
    expect([...storage.items.keys()].sort()).toEqual([key('keys'), key('subscriptions')])
  })

  it('a storage that throws on read loses nothing it can still read and never breaks start-up', async () => {
    const warnings: string[] = []
    const storage = {
      getItem: async (k: string) => {
        if (k.endsWith('sessions')) throw new Error('quota exceeded')
        return undefined
      },
      setItem: async () => undefined,
      removeItem: async () => undefined,
    }
    const loaded = await createClientStore(storage, PREFIX, (m) => warnings.push(m)).load()
    expect(loaded.sessions).toEqual([])
    expect(warnings).toEqual([`could not read "${key('sessions')}": quota exceeded`])
  })

  it('the sign client restores a stored live session, and starts clean (no session, no throw) from corrupt ones', async () => {
    const { session, keys } = storedSession()
    const warnings: string[] = []
    const good = await open(memory({ [key('keys')]: keys, [key('sessions')]: [session] }), warnings)
    expect(good.session).toEqual(session)
    good.close()

    const broken = memory({ [key('keys')]: 'x', [key('sessions')]: [session], [key('seed')]: 42 })
    const client = await open(broken, warnings)
    // Its key was corrupt, so the session cannot be read and is not restored.
    expect(client.session).toBeUndefined()
    await client.settled()
    client.close()
    expect(warnings.filter((w) => w.startsWith('dropped'))).toEqual([
      `dropped stored value "${key('seed')}": Invalid type: Expected string but received 42`,
      `dropped stored value "${key('keys')}": Invalid type: Expected Object but received "x"`,
    ])
    // A fresh identity was written in place of the corrupt seed, and the unusable session is gone.
    expect(broken.items.get(key('seed'))).toMatch(/^[0-9a-f]{64}$/)
    expect(broken.items.get(key('sessions'))).toEqual([])
  })

  it('an expired stored session is not restored', async () => {
    const { session, keys } = storedSession(Math.floor(Date.now() / 1000) - 1)
    const client = await open(memory({ [key('keys')]: keys, [key('sessions')]: [session] }), [])
    expect(client.session).toBeUndefined()
    client.close()
  })

  it.each([
    ['its timer fires', true],
    ['the laptop slept past it (no timer ran) and the session is next read', false],
  ])('a restored session that reaches its expiry (%s) ends with session_expire and is forgotten in storage', async (_, timerRuns) => {
    const { clock, advance, nowS } = manualClock()
    const { session, keys } = storedSession(nowS() + 60)
    const storage = memory({ [key('keys')]: keys, [key('sessions')]: [session] })
    const client = await open(storage, [], clock)
    expect(client.session?.topic).toBe(session.topic)
    const expired: string[] = []
    client.events.on('session_expire', ({ topic }) => expired.push(topic))
    advance(61_000, timerRuns)
    if (timerRuns) expect(expired).toEqual([session.topic])
    expect(client.session).toBeUndefined()
    expect(expired).toEqual([session.topic])
    await client.settled()
    expect(storage.items.get(key('sessions'))).toEqual([])
    expect(Object.keys(storage.items.get(key('keys')) as object)).not.toContain(session.topic)
    client.close()
  })
})
