import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../../kernel/http/createHttpClient.js'
import { createNameResolver, NAME_CACHE_MS } from '../../../../plugins/send/receiver.js'
import { bitcoinTestAccount } from '../../../../sandbox/bitcoin/index.js'
import { sandboxAccounts } from '../../../../sandbox/chains/accounts.js'
import { startDataService } from '../../../../sandbox/data/server.js'
import { DataState } from '../../../../sandbox/data/state.js'
import { FaultStore } from '../../../../sandbox/http/faults.js'
import { DEFAULT_PROJECT_ID, ProjectStore } from '../../../../sandbox/http/projects.js'
import type { RunningService } from '../../../../sandbox/http/service.js'
import { solanaTestKeypair } from '../../../../sandbox/solana/solanaGenesis.js'

// The sandbox's real data service on 127.0.0.1 (its name routes need no chain), called through the
// kernel's HTTP client as the plugin does; requests are counted to see the 5-minute cache.
let service: RunningService
const paths: string[] = []
let now = 1_000_000
let resolver: ReturnType<typeof createNameResolver>

beforeAll(async () => {
  service = await startDataService({
    host: '127.0.0.1',
    port: 0,
    faults: new FaultStore(),
    projects: new ProjectStore(),
    state: new DataState(),
    catalogueUrl: () => 'http://127.0.0.1:1',
  })
  const data = createHttpClient({
    baseUrl: service.url,
    projectId: DEFAULT_PROJECT_ID,
    sdkType: 'hatch',
    sdkVersion: 'test',
    fetch: (input, init) => {
      paths.push(new URL(String(input)).pathname)
      return fetch(input, init)
    },
  })
  resolver = createNameResolver({ data }, () => now)
})
afterAll(() => service?.stop())

describe('names through the data service (GET /v1/profile/account/{name}?apiVersion=2)', () => {
  it("gives alice.hatch.id's address for each chain's coin type, with its name and avatar", async () => {
    const evm = await resolver.resolve('alice.hatch.id', 'eip155')
    expect(evm).toEqual({
      ok: true,
      address: sandboxAccounts()[9]?.address,
      profile: { name: 'alice.hatch.id', avatar: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    })
    expect(await resolver.resolve('Alice.Hatch.ID', 'solana')).toMatchObject({ ok: true, address: solanaTestKeypair(9).publicKey.toBase58() })
    expect(await resolver.resolve('alice.hatch.id', 'bip122')).toMatchObject({ ok: true, address: bitcoinTestAccount(9).paymentAddress })
  })

  it('caches a name for 5 minutes (spec §9), then asks again', async () => {
    paths.length = 0
    await resolver.resolve('bobby.hatch.id', 'eip155')
    await resolver.resolve('bobby.hatch.id', 'eip155')
    expect(paths).toEqual(['/v1/profile/account/bobby.hatch.id'])
    now += NAME_CACHE_MS
    await resolver.resolve('bobby.hatch.id', 'eip155')
    expect(paths).toHaveLength(2)
  })

  it('names a chain the name has no address for', async () => {
    expect(await resolver.resolve('bobby.hatch.id', 'solana')).toEqual({
      ok: false,
      error: { code: 'SEND_NAME_NO_ADDRESS', params: { chain: 'Solana', name: 'bobby.hatch.id' } },
    })
  })

  it("shows the service's first reason for a failed lookup (spec §8), else 'Error resolving name'", async () => {
    expect(await resolver.resolve('nobody.hatch.id', 'eip155')).toEqual({
      ok: false,
      error: { code: 'NAME_RESOLVE_FAILED', reason: 'nobody.hatch.id is not registered' },
    })
    expect(await resolver.resolve('bob.hatch.id', 'eip155')).toEqual({
      ok: false,
      error: { code: 'NAME_RESOLVE_FAILED', reason: "'bob.hatch.id' is not a name: use 4 or more letters, digits or hyphens" },
    })
    const unreachable = createNameResolver({
      data: createHttpClient({ baseUrl: 'http://127.0.0.1:9', projectId: 'p', sdkType: 'hatch', sdkVersion: 'test', timeoutMs: 2000 }),
    })
    expect(await unreachable.resolve('alice.hatch.id', 'eip155')).toEqual({ ok: false, error: { code: 'NAME_RESOLVE_FAILED' } })
  })
})

describe('who owns a typed address (GET /v1/profile/reverse/{address})', () => {
  it("names alice's addresses and nobody else's", async () => {
    expect(await resolver.profileOf(sandboxAccounts()[9]?.address.toLowerCase() ?? '', 'eip155', undefined)).toEqual({
      name: 'alice.hatch.id',
      avatar: expect.any(String),
    })
    expect(await resolver.profileOf(solanaTestKeypair(9).publicKey.toBase58(), 'solana', undefined)).toMatchObject({ name: 'alice.hatch.id' })
    expect(await resolver.profileOf(Keypair.generate().publicKey.toBase58(), 'solana', undefined)).toBeUndefined()
    expect(await resolver.profileOf(sandboxAccounts()[8]?.address ?? '', 'eip155', undefined)).toEqual({ name: 'bobby.hatch.id' })
  })
})
