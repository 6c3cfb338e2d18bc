import { describe, expect, it } from 'vitest'
import { admin, getJson, sandbox, sdkQuery } from './helpers.js'

const wallets = (query: Record<string, string | number>, projectId?: string) => getJson(`${sandbox().urls.catalogue}/getWallets?${sdkQuery(query, projectId)}`)

async function allWallets(): Promise<{ id: string; name: string; chains: string[]; badge_type: string; image_id: string }[]> {
  const first = await wallets({ page: 1, entries: 100 })
  const pages = Math.ceil(first.body.count / 100)
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => wallets({ page: i + 2, entries: 100 })))
  return [first, ...rest].flatMap((r) => r.body.data)
}

describe('catalogue /getWallets', () => {
  it('pages through at least 500 wallets, each exactly once, 40 per page by default', async () => {
    const first = await wallets({})
    expect(first.status).toBe(200)
    expect(first.body.count).toBeGreaterThanOrEqual(500)
    expect(first.body.data).toHaveLength(40)
    const all = await allWallets()
    expect(all).toHaveLength(first.body.count)
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
    expect(all.slice(0, 40).map((w) => w.id)).toEqual(first.body.data.map((w: { id: string }) => w.id))
    const beyond = await wallets({ page: Math.ceil(first.body.count / 40) + 1 })
    expect(beyond.body).toEqual({ data: [], count: first.body.count })
  })

  it('is the same catalogue on every call (deterministic names and ids)', async () => {
    const a = await wallets({ page: 3, entries: 10 })
    const b = await wallets({ page: 3, entries: 10 })
    expect(a.body).toEqual(b.body)
  })

  it('searches names case-insensitively and counts the matches', async () => {
    const all = await allWallets()
    const expected = all.filter((w) => w.name.toLowerCase().includes('vault'))
    expect(expected.length).toBeGreaterThan(5)
    const found = await wallets({ search: 'VaUlT', entries: 100 })
    expect(found.body.count).toBe(expected.length)
    expect(found.body.data.map((w: { id: string }) => w.id)).toEqual(expected.slice(0, 100).map((w) => w.id))
    const none = await wallets({ search: 'no wallet is called this' })
    expect(none.body).toEqual({ data: [], count: 0 })
  })

  it('filters by include, exclude, chains and badge_type', async () => {
    const all = await allWallets()
    const picked = [all[5], all[77], all[300]].map((w) => w!.id)
    const included = await wallets({ include: picked.join(',') })
    expect(included.body.count).toBe(3)
    expect(included.body.data.map((w: { id: string }) => w.id).sort()).toEqual([...picked].sort())

    const excluded = await wallets({ exclude: picked.join(','), entries: 100, page: 1 })
    expect(excluded.body.count).toBe(all.length - 3)
    expect(excluded.body.data.some((w: { id: string }) => picked.includes(w.id))).toBe(false)

    const solana = (sandbox().extensions.solana as { caipNetworkId: string }).caipNetworkId
    expect(solana).toMatch(/^solana:/)
    const bitcoin = (sandbox().extensions.bitcoin as { caipNetworkId: string }).caipNetworkId
    expect(bitcoin).toMatch(/^bip122:/)
    for (const chain of [solana, bitcoin, sandbox().networks[0]!.caipNetworkId]) {
      const expected = all.filter((w) => w.chains.includes(chain))
      expect(expected.length).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(all.length)
      const byChain = await wallets({ chains: chain, entries: 100 })
      expect(byChain.body.count).toBe(expected.length)
      expect(byChain.body.data.every((w: { chains: string[] }) => w.chains.includes(chain))).toBe(true)
    }

    const certified = await wallets({ badge_type: 'certified', entries: 100 })
    expect(certified.body.count).toBe(all.filter((w) => w.badge_type === 'certified').length)
    expect(certified.body.count).toBeGreaterThan(2)
    expect(certified.body.data.every((w: { badge_type: string }) => w.badge_type === 'certified')).toBe(true)
  })

  it('has wallets with and without links and lists the two test wallets first', async () => {
    const all = (await allWallets()) as unknown as Record<string, unknown>[]
    expect(all.slice(0, 2).map((w) => w.rdns)).toEqual(['dev.hatch.testwallet', 'dev.hatch.testwallet.second'])
    expect(all.some((w) => w.mobile_link === null && w.desktop_link === null && w.webapp_link === null)).toBe(true)
    expect(all.some((w) => typeof w.mobile_link === 'string')).toBe(true)
    expect(all.filter((w) => typeof w.webapp_link === 'string').every((w) => String(w.webapp_link).startsWith('http://127.0.0.1:'))).toBe(true)
  })

  it('rejects bad paging with a message naming the parameter', async () => {
    const tooMany = await wallets({ entries: 500 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain('entries')
    const badBadge = await wallets({ badge_type: 'gold' })
    expect(badBadge.status).toBe(400)
    expect(badBadge.body.message).toContain('badge_type')
  })
})

describe('catalogue images', () => {
  it('serves SVG wallet, asset, currency and token images, and a broken image answers 500', async () => {
    const [wallet] = (await wallets({ entries: 1, page: 2 })).body.data
    const url = `${sandbox().urls.catalogue}/getWalletImage/${wallet.image_id}?${sdkQuery()}`
    const ok = await fetch(url)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/svg+xml')
    expect(await ok.text()).toMatch(/^<svg[\s\S]*<\/svg>$/)
    for (const kind of ['Asset', 'Currency', 'Token']) {
      const img = await fetch(`${sandbox().urls.catalogue}/public/get${kind}Image/network-hatch-mainnet?${sdkQuery()}`)
      expect(img.status).toBe(200)
      expect(img.headers.get('content-type')).toBe('image/svg+xml')
    }
    await admin().setImageBroken(wallet.image_id)
    try {
      const broken = await getJson(url)
      expect(broken.status).toBe(500)
      expect(broken.body.message).toContain(wallet.image_id)
    } finally {
      await admin().setImageBroken(wallet.image_id, false)
    }
    expect((await fetch(url)).status).toBe(200)
    expect((await fetch(`${sandbox().urls.catalogue}/getWalletImage/not-a-wallet?${sdkQuery()}`)).status).toBe(404)
  })
})

describe('project configuration and ids', () => {
  it('serves features, origins and the analytics flag, and reflects edits made over the admin route', async () => {
    const projectId = 'catalogue-test-project'
    await admin().setProject(projectId, {
      features: [{ id: 'swaps', isEnabled: false, config: null }],
      allowedOrigins: ['https://shop.example', 'http://127.0.0.1:*'],
      isAnalyticsEnabled: false,
    })
    try {
      const config = await getJson(`${sandbox().urls.catalogue}/appkit/v1/config?${sdkQuery({}, projectId)}`)
      expect(config.status).toBe(200)
      expect(config.body.features.find((f: { id: string }) => f.id === 'swaps')).toEqual({ id: 'swaps', isEnabled: false, config: null })
      expect(config.body.features.find((f: { id: string }) => f.id === 'socials').isEnabled).toBe(true)
      const origins = await getJson(`${sandbox().urls.catalogue}/projects/v1/origins?${sdkQuery({}, projectId)}`)
      expect(origins.body).toEqual({ allowedOrigins: ['https://shop.example', 'http://127.0.0.1:*'] })
      const analytics = await getJson(`${sandbox().urls.catalogue}/getAnalyticsConfig?${sdkQuery({}, projectId)}`)
      expect(analytics.body).toEqual({ isAnalyticsEnabled: false })
      const denied = await getJson(`${sandbox().urls.catalogue}/appkit/v1/config?${sdkQuery({}, projectId)}`, { headers: { Origin: 'https://evil.example' } })
      expect(denied.status).toBe(403)
      expect(denied.body.message).toBe('Unauthorized: origin not allowed')
    } finally {
      await admin().deleteProject(projectId)
    }
  })

  it('answers an unknown project id with 403 Unauthorized: invalid key, and a missing parameter with 400 naming it', async () => {
    for (const path of ['/getWallets', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const res = await getJson(`${sandbox().urls.catalogue}${path}?${sdkQuery({}, 'no-such-project')}`)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Unauthorized: invalid key')
    }
    const data = await getJson(`${sandbox().urls.data}/v1/supported-chains?${sdkQuery({}, 'no-such-project')}`)
    expect(data.status).toBe(403)
    expect(data.body.message).toBe('Unauthorized: invalid key')
    const missing = await getJson(`${sandbox().urls.catalogue}/getWallets?projectId=${sandbox().projectId}&st=x`)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('sv')
  })

  it('lets a page on another 127.0.0.1 port call it (CORS)', async () => {
    const origin = 'http://127.0.0.1:5999'
    const preflight = await fetch(`${sandbox().urls.catalogue}/getWallets`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const res = await fetch(`${sandbox().urls.catalogue}/getWallets?${sdkQuery({ entries: 1 })}`, { headers: { Origin: origin } })
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
  })
})
