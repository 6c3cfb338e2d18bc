import { beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseEther, type Chain } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fund } from '../../e2e/evm/evmStack.js'
import { admin, getJson, sandbox, sdkQuery } from './helpers.js'

// A sender of this file's own, funded by writing the node's state: a shared sandbox account's USDC
// is spent by whichever file ran before (a fresh clone's file order is not a developer's).
const senderKey = generatePrivateKey()

function chainOf(index: number): { chain: Chain; rpc: string; usdc: `0x${string}`; caip: string } {
  const network = sandbox().networks[index]!
  const rpc = network.rpcUrls.default.http[0]!
  return {
    chain: { id: network.id, name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: { default: { http: [rpc] } } },
    rpc,
    usdc: network.contracts.usdc.address,
    caip: network.caipNetworkId,
  }
}

describe('data service: balance and history of a real transfer', () => {
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const hashes: { native?: `0x${string}`; token?: `0x${string}`; other?: `0x${string}` } = {}

  beforeAll(async () => {
    const sender = privateKeyToAccount(senderKey)
    const main = chainOf(0)
    const layer = chainOf(1)
    await fund(sandbox().networks[0]!, sender.address, { wei: parseEther('10'), usdcUnits: 100_000_000n })
    await fund(sandbox().networks[1]!, sender.address, { wei: parseEther('10') })
    const wallet = createWalletClient({ account: sender, chain: main.chain, transport: http(main.rpc) })
    const client = createPublicClient({ chain: main.chain, transport: http(main.rpc) })
    hashes.native = await wallet.sendTransaction({ to: recipient, value: parseEther('1.25') })
    await client.waitForTransactionReceipt({ hash: hashes.native, pollingInterval: 50 })
    hashes.token = await wallet.writeContract({ address: main.usdc, abi: erc20Abi, functionName: 'transfer', args: [recipient, 42_500_000n] })
    await client.waitForTransactionReceipt({ hash: hashes.token, pollingInterval: 50 })
    const layerWallet = createWalletClient({ account: sender, chain: layer.chain, transport: http(layer.rpc) })
    hashes.other = await layerWallet.sendTransaction({ to: recipient, value: parseEther('0.5') })
    await createPublicClient({ chain: layer.chain, transport: http(layer.rpc) }).waitForTransactionReceipt({ hash: hashes.other, pollingInterval: 50 })
  })

  it('reports the balance the node holds, priced from the sandbox price table', async () => {
    const main = chainOf(0)
    const client = createPublicClient({ chain: main.chain, transport: http(main.rpc) })
    const [native, usdc] = await Promise.all([
      client.getBalance({ address: recipient }),
      client.readContract({ address: main.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
    ])
    const res = await getJson(`${sandbox().urls.data}/v1/account/${recipient}/balance?${sdkQuery({ currency: 'usd', chainId: main.caip })}`)
    expect(res.status).toBe(200)
    const eth = res.body.balances.find((b: { symbol: string }) => b.symbol === 'ETH')
    const token = res.body.balances.find((b: { symbol: string }) => b.symbol === 'USDC')
    expect(eth).toMatchObject({ name: 'Ether', chainId: main.caip, quantity: { decimals: '18', numeric: formatUnits(native, 18) }, price: 3000 })
    expect(eth.quantity.numeric).toBe('1.25')
    expect(eth.value).toBeCloseTo(3750, 6)
    expect(eth.address).toBeUndefined()
    expect(token).toMatchObject({
      name: 'USD Coin',
      chainId: main.caip,
      address: `${main.caip}:${main.usdc}`,
      quantity: { decimals: '6', numeric: formatUnits(usdc, 6) },
      price: 1,
      value: 42.5,
    })
    expect(token.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\/getTokenImage\/token-usdc\?/)
    expect(res.body.balances).toHaveLength(2)

    const all = await getJson(`${sandbox().urls.data}/v1/account/${recipient}/balance?${sdkQuery({ currency: 'usd' })}`)
    expect(all.body.balances.map((b: { chainId: string; symbol: string }) => `${b.chainId}/${b.symbol}`).sort()).toEqual(
      [`${main.caip}/ETH`, `${main.caip}/USDC`, `${chainOf(1).caip}/ETH`].sort(),
    )
  })

  it('prices follow the price table set over the admin route, for the project that set them and no other', async () => {
    const main = chainOf(0)
    // A project of this file's own: other files read prices at the same time (on-ramp quotes, fiat values).
    const own = 'data-test-prices'
    await admin().setProject(own)
    // Scoped to its own project, the price needs no putting back.
    await admin().setPrices({ ETH: 2000 }, own)
    const ownBalance = await getJson(`${sandbox().urls.data}/v1/account/${recipient}/balance?${sdkQuery({ currency: 'usd', chainId: main.caip }, own)}`)
    expect(ownBalance.body.balances.find((b: { symbol: string }) => b.symbol === 'ETH').value).toBeCloseTo(2500, 6)
    const res = await getJson(`${sandbox().urls.data}/v1/account/${recipient}/balance?${sdkQuery({ currency: 'usd', chainId: main.caip })}`)
    // Everyone else still sees the table's 3000.
    expect(res.body.balances.find((b: { symbol: string }) => b.symbol === 'ETH').value).toBeCloseTo(3750, 6)
    const price = await getJson(`${sandbox().urls.data}/v1/fungible/price?${sdkQuery({}, own)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: own,
        addresses: [
          `${main.caip}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
          `${main.caip}:${main.usdc}`,
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      }),
    })
    expect(price.status).toBe(200)
    expect(price.body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([
      ['ETH', 2000],
      ['USDC', 1],
    ])
  })

  it('lists the transfers newest first with cursor paging and a chainId filter', async () => {
    const url = (extra: Record<string, string | number>) => `${sandbox().urls.data}/v1/account/${recipient}/history?${sdkQuery(extra)}`
    // Newest first by block time, then chain id: each chain keeps its own clock (other files move
    // the main chain's forward), so the order across chains is read from the nodes, not assumed.
    const minedAt = async (index: number, hash: `0x${string}`) => {
      const { chain, rpc } = chainOf(index)
      const client = createPublicClient({ chain, transport: http(rpc) })
      const receipt = await client.getTransactionReceipt({ hash })
      return { hash, key: [Number((await client.getBlock({ blockNumber: receipt.blockNumber })).timestamp), chain.id, receipt.blockNumber] as const }
    }
    const mined = await Promise.all([minedAt(1, hashes.other!), minedAt(0, hashes.token!), minedAt(0, hashes.native!)])
    const newestFirst = mined.sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || Number(b.key[2] - a.key[2])).map((m) => m.hash)
    const full = await getJson(url({}))
    expect(full.status).toBe(200)
    expect(full.body.next).toBeNull()
    expect(full.body.data.map((t: { metadata: { hash: string } }) => t.metadata.hash)).toEqual(newestFirst)

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: { body: { data: { metadata: { hash: string } }[]; next: string | null } } = await getJson(url({ limit: 1, ...(cursor ? { cursor } : {}) }))
      expect(page.body.data).toHaveLength(1)
      seen.push(page.body.data[0]!.metadata.hash)
      cursor = page.body.next
      pages++
    } while (cursor && pages < 10)
    expect(seen).toEqual(newestFirst)

    const main = chainOf(0)
    const filtered = await getJson(url({ chainId: main.caip }))
    expect(filtered.body.data.map((t: { metadata: { hash: string } }) => t.metadata.hash)).toEqual([hashes.token, hashes.native])
    const [token, native] = filtered.body.data
    expect(token.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', chain: main.caip, sentTo: main.usdc.toLowerCase() })
    expect(token.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'USDC' }), direction: 'in', quantity: { numeric: '42.5' } }),
    ])
    expect(native.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'ETH' }), direction: 'in', quantity: { numeric: '1.25' } }),
    ])
    expect(new Date(native.metadata.minedAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000)

    const badCursor = await getJson(url({ cursor: 'garbage' }))
    expect(badCursor.status).toBe(400)
    expect(badCursor.body.message).toContain('cursor')
    const badChain = await getJson(url({ chainId: 'eip155:1' }))
    expect(badChain.status).toBe(400)
    expect(badChain.body.message).toContain('eip155:1')
  })

  it('shows the sender side as a send', async () => {
    const sender = privateKeyToAccount(senderKey).address
    const res = await getJson(`${sandbox().urls.data}/v1/account/${sender}/history?${sdkQuery({ chainId: chainOf(0).caip, limit: 100 })}`)
    const native = res.body.data.find((t: { metadata: { hash: string } }) => t.metadata.hash === hashes.native)
    expect(native.metadata.operationType).toBe('send')
    expect(native.transfers[0].direction).toBe('out')
  })
})

describe('data service: identity, supported chains, RPC proxy', () => {
  it('returns the identity set over the admin route, null before', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address
    const url = `${sandbox().urls.data}/v1/identity/${address}?${sdkQuery({ sender: address })}`
    expect((await getJson(url)).body).toEqual({ name: null, avatar: null })
    await admin().setIdentity(address, { name: 'alice.hatch', avatar: 'http://127.0.0.1/avatar.svg' })
    expect((await getJson(url)).body).toEqual({ name: 'alice.hatch', avatar: 'http://127.0.0.1/avatar.svg' })
    const bad = await getJson(`${sandbox().urls.data}/v1/identity/not-an-address?${sdkQuery()}`)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('not-an-address')
  })

  it('lists the sandbox chains as supported', async () => {
    const res = await getJson(`${sandbox().urls.data}/v1/supported-chains?${sdkQuery()}`)
    expect(res.body.http).toEqual(expect.arrayContaining(sandbox().networks.map((n) => n.caipNetworkId)))
    expect(res.body.ws).toEqual([])
  })

  it('proxies JSON-RPC to the node of the requested chain', async () => {
    for (const network of sandbox().networks) {
      const proxied = createPublicClient({ transport: http(`${sandbox().urls.data}/v1/?chainId=${network.caipNetworkId}&projectId=${sandbox().projectId}`) })
      const direct = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
      expect(await proxied.getChainId()).toBe(network.id)
      const holder = sandbox().accounts[0]!.address
      expect(await proxied.readContract({ address: network.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(
        await direct.readContract({ address: network.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      )
    }
    const unknown = await getJson(`${sandbox().urls.data}/v1/?chainId=eip155:1&projectId=${sandbox().projectId}`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain("Unsupported chainId 'eip155:1'")
    const badKey = await getJson(`${sandbox().urls.data}/v1/?chainId=${sandbox().networks[0]!.caipNetworkId}&projectId=nope`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(badKey.status).toBe(403)
    expect(badKey.body.message).toBe('Unauthorized: invalid key')
    const badBody = await getJson(`${sandbox().urls.data}/v1/?chainId=${sandbox().networks[0]!.caipNetworkId}&projectId=${sandbox().projectId}`, {
      method: 'POST',
      body: JSON.stringify({ method: 'eth_chainId' }),
    })
    expect(badBody.status).toBe(400)
    expect(badBody.body.message).toContain('JSON-RPC')
  })
})
