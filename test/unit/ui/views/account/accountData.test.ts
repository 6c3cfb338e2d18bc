import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../../../kernel/types/chain.js'
import { createAccountData, tokenBalanceRetryGapMs } from '../../../../../ui/views/account/accountData.js'
import { scriptedAdapter, testNetworks } from '../../../../fixtures/createTestHatch.js'
import type { HatchOptions } from '../../../../../kernel/instance/resolveCoreOptions.js'
import { createUiTestHatch } from '../../../ui/uiTestHatch.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'

/** A data service on 127.0.0.1 that answers identity and balance calls and counts them; balance can fail on demand. */
async function dataService() {
  const hits: string[] = []
  /** Full query strings of the balance calls, in order. */
  const balanceQueries: URLSearchParams[] = []
  let failBalance = false
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    hits.push(`${url.pathname}?chainId=${url.searchParams.get('chainId') ?? ''}`)
    if (url.pathname.endsWith('/balance')) balanceQueries.push(url.searchParams)
    if (url.pathname.startsWith('/v1/identity/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'alice.hatch', avatar: 'http://127.0.0.1/a.png' }))
      return
    }
    if (failBalance) {
      res.writeHead(500).end('down')
      return
    }
    const chainId = url.searchParams.get('chainId') ?? ''
    const row = (symbol: string, decimals: string, numeric: string) => ({ name: symbol, symbol, chainId, price: 1, value: 1, quantity: { decimals, numeric } })
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ balances: [row('ETH', '18', '1.5'), row('USDC', '6', '10.25'), row('NFT', '0', '3')] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    hits,
    balanceQueries,
    balanceHits: () => hits.filter((h) => h.includes('/balance')).length,
    setFailing: (fail: boolean) => void (failBalance = fail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const closers: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function setup(networks: CaipNetwork[] = [testNetworks.one, testNetworks.two], extra: Partial<HatchOptions> = {}) {
  const service = await dataService()
  closers.push(service.close)
  let now = 1_000_000
  // Scheduled runs wait for `runDue` (the test's clock), never for real time.
  const scheduled = new Set<{ at: number; run: () => void }>()
  const schedule = (run: () => void, ms: number) => {
    const entry = { at: now + ms, run }
    scheduled.add(entry)
    return () => void scheduled.delete(entry)
  }
  const runDue = () => {
    for (const entry of [...scheduled]) if (entry.at <= now && scheduled.delete(entry)) entry.run()
  }
  const hatch = createUiTestHatch({ networks, endpoints: { catalogue: service.url, data: service.url, analytics: service.url }, ...extra })
  await hatch.ready
  const namespace = networks[0]!.chainNamespace
  await hatch.connect({ namespace, connectorId: `${namespace}-wallet` })
  const data = createAccountData(hatch, () => now, schedule)
  const stop = data.watch()
  closers.push(stop)
  const account = () => hatch.getState().chains[namespace]!.account
  const settled = async (status: string) => {
    for (let i = 0; i < 100 && data.getStatus().status !== status; i++) await new Promise((r) => setTimeout(r, 10))
    expect(data.getStatus().status).toBe(status)
  }
  return { hatch, data, stop, service, account, settled, advance: (ms: number) => void (now += ms), runDue, scheduled: () => scheduled.size }
}

describe('Account data', () => {
  it('loads token balances, dropping tokens with decimals 0, and the profile name and avatar', async () => {
    const { account, settled, service } = await setup()
    await settled('ready')
    expect(account().tokenBalance?.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    await expect.poll(() => account().profileName).toBe('alice.hatch')
    expect(account().profileImage).toBe('http://127.0.0.1/a.png')
    expect(account().balance).toBe('0')
    expect(service.hits).toContain('/v1/account/' + ADDRESS + '/balance?chainId=eip155:1337')
  })

  it('serves balances from the 30 s cache and identity from the 5 min cache', async () => {
    const { hatch, settled, service, advance } = await setup()
    await settled('ready')
    await hatch.setNetwork('eip155:1338')
    await settled('ready')
    await hatch.setNetwork('eip155:1337')
    await settled('ready')
    // Two networks, each fetched once; identity once for the address.
    expect(service.balanceHits()).toBe(2)
    expect(service.hits.filter((h) => h.includes('/identity/'))).toHaveLength(1)
    advance(30_001)
    await hatch.setNetwork('eip155:1338')
    await settled('ready')
    expect(service.balanceHits()).toBe(3)
  })

  it("shows 'Token Balance Unavailable' after a failure and blocks new fetches for 30 s", async () => {
    const { hatch, settled, service, advance } = await setup()
    service.setFailing(true)
    await settled('error')
    await expect.poll(() => hatch.getState().toast?.message).toBe('Token Balance Unavailable')
    expect(service.balanceHits()).toBe(1)
    await hatch.setNetwork('eip155:1338')
    await settled('error')
    expect(service.balanceHits()).toBe(1)

    service.setFailing(false)
    advance(tokenBalanceRetryGapMs)
    await hatch.setNetwork('eip155:1337')
    await settled('ready')
    expect(service.balanceHits()).toBe(2)
  })

  it('while watched, reads the token balances again when their 30 s cache expires, keeping the list shown; not once the watch stops', async () => {
    const { settled, service, advance, runDue, stop, data, scheduled } = await setup()
    await settled('ready')
    expect(service.balanceHits()).toBe(1)
    advance(29_999)
    runDue()
    expect(service.balanceHits()).toBe(1)
    advance(1)
    runDue()
    await expect.poll(() => service.balanceHits()).toBe(2)
    expect(data.getStatus().status).toBe('ready')
    stop()
    expect(scheduled()).toBe(0)
    advance(60_000)
    runDue()
    await new Promise((r) => setTimeout(r, 50))
    expect(service.balanceHits()).toBe(2)
  })

  it("loads a Bitcoin account's balance with its dollar value from the data service (it prices BTC)", async () => {
    const bitcoin: CaipNetwork = {
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Bitcoin (regtest)',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1/'] } },
      chainNamespace: 'bip122',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      testnet: false,
    }
    const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const { settled, service, account } = await setup([bitcoin], {
      adapters: [scriptedAdapter('bip122', { address, chainId: bitcoin.id }).adapter],
    })
    await settled('ready')
    expect(service.balanceQueries[0]?.get('chainId')).toBe(bitcoin.caipNetworkId)
    expect(account().tokenBalance?.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('asks for no token balances on a test network', async () => {
    const { settled, service } = await setup([{ ...testNetworks.one, testnet: true }])
    await settled('testnet')
    expect(service.balanceHits()).toBe(0)
  })

  it('refetches at once, with forceUpdate, after a transaction of this account (transaction:sent), bypassing the 30 s cache', async () => {
    const { hatch, settled, service } = await setup()
    await settled('ready')
    expect(service.balanceHits()).toBe(1)
    expect(service.balanceQueries[0]?.get('forceUpdate')).toBeNull()
    // Someone else's transaction, or one on another network, changes nothing here.
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:1337',
      hash: '0x01',
      from: '0x00000000000000000000000000000000000000b2',
    })
    hatch.context.events.emit('transaction:sent', { namespace: 'eip155', caipNetworkId: 'eip155:1338', hash: '0x02', from: ADDRESS })
    await new Promise((r) => setTimeout(r, 50))
    expect(service.balanceHits()).toBe(1)
    hatch.context.events.emit('transaction:sent', {
      namespace: 'eip155',
      caipNetworkId: 'eip155:1337',
      hash: '0x03',
      from: ADDRESS.toUpperCase().replace('0X', '0x'),
    })
    await expect.poll(() => service.balanceHits()).toBe(2)
    expect(service.balanceQueries[1]?.get('forceUpdate')).toBe('true')
  })

  it('reads again, with forceUpdate, once the chain confirmed a transaction of this account (transaction:confirmed): the figures read at the hash may be the old ones', async () => {
    const { hatch, settled, service } = await setup()
    await settled('ready')
    const sent = { namespace: 'eip155' as const, caipNetworkId: 'eip155:1337' as const, hash: '0x04', from: ADDRESS }
    hatch.context.events.emit('transaction:sent', sent)
    await expect.poll(() => service.balanceHits()).toBe(2)
    // Another account's confirmation changes nothing here.
    hatch.context.events.emit('transaction:confirmed', { ...sent, hash: '0x05', from: '0x00000000000000000000000000000000000000b2' })
    await new Promise((r) => setTimeout(r, 50))
    expect(service.balanceHits()).toBe(2)
    hatch.context.events.emit('transaction:confirmed', sent)
    await expect.poll(() => service.balanceHits()).toBe(3)
    expect(service.balanceQueries[2]?.get('forceUpdate')).toBe('true')
  })
})
