import { describe, expect, it } from 'vitest'
import { createWalletClient, decodeFunctionData, erc20Abi, formatUnits, http, maxUint256, parseAbi, parseEther, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { freshAccount, fund } from '../../e2e/evm/evmStack.js'
import { getJson, sandbox, sdkQuery } from '../sandbox/helpers.js'
import { NATIVE, amountOut, exchangeOf, nodeClient, reserves } from './pool.js'

// Hatch Layer: the browser swaps run on Hatch Mainnet, so the pools read here move only by this file.
const net = () => sandbox().networks[1]!
const caip = (address: string) => `${net().caipNetworkId}:${address}`
const url = (path: string, extra: Record<string, string | number> = {}) => `${sandbox().urls.data}${path}?${sdkQuery(extra)}`
const routerAbi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

function walletOf(privateKey: Hex) {
  const n = net()
  const rpc = n.rpcUrls.default.http[0] as string
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: { id: n.id, name: n.name, nativeCurrency: n.nativeCurrency, rpcUrls: { default: { http: [rpc] } } },
    transport: http(rpc),
  })
}

describe('data service /v1/convert/* against the sandbox exchange', () => {
  it('lists the tokens the exchange trades, with CAIP-10 addresses and icons', async () => {
    const res = await getJson(url('/v1/convert/tokens', { chainId: net().caipNetworkId }))
    expect(res.status).toBe(200)
    expect(res.body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'USDC', 'HTK'])
    expect(res.body.tokens[0]).toMatchObject({ address: caip(NATIVE), decimals: 18 })
    expect(res.body.tokens[1]).toMatchObject({ address: caip(net().contracts.usdc.address), decimals: 6, name: 'USD Coin' })
    expect(res.body.tokens[2]).toMatchObject({ address: caip(exchangeOf(net()).hatchToken.address), decimals: 18, name: 'Hatch Token' })
    expect(res.body.tokens[1].logoUri).toContain('/public/getTokenImage/token-usdc')

    const unsupported = await getJson(url('/v1/convert/tokens', { chainId: 'eip155:1' }))
    expect(unsupported.status).toBe(400)
    expect(unsupported.body.message).toContain("Unsupported chainId 'eip155:1': swaps are served on")
    const noProject = await getJson(`${sandbox().urls.data}/v1/convert/tokens?chainId=${net().caipNetworkId}`)
    expect(noProject.status).toBe(400)
    expect(noProject.body.message).toContain('projectId')
  })

  it('quotes from the pool: the amount equals x·y=k with the 0.3% fee for the reserves on chain', async () => {
    const usdc = net().contracts.usdc.address
    const amount = parseEther('0.5')
    const { reserveIn, reserveOut } = await reserves(net(), NATIVE, usdc)
    const res = await getJson(
      url('/v1/convert/quotes', {
        amount: String(amount),
        userAddress: caip(freshAccount().address),
        from: caip(NATIVE),
        to: caip(usdc),
        gasPrice: '1000000000',
      }),
    )
    expect(res.status).toBe(200)
    const [quote] = res.body.quotes
    expect(quote).toMatchObject({ fromAmount: String(amount), fromAccount: caip(NATIVE), toAccount: caip(usdc) })
    expect(BigInt(quote.toAmount)).toBe(amountOut(amount, reserveIn, reserveOut))
    // Half an ETH into a 100 ETH pool: the 0.3% fee plus about 0.5% of price movement.
    expect(Number(quote.priceImpact)).toBeGreaterThan(0.3)
    expect(Number(quote.priceImpact)).toBeLessThan(1)
  })

  it('refuses a quote beyond the pool, an unknown token and a malformed amount with a clear 4xx', async () => {
    const usdc = net().contracts.usdc.address
    const user = caip(freshAccount().address)
    const huge = await getJson(url('/v1/convert/quotes', { amount: String(parseEther('500')), userAddress: user, from: caip(NATIVE), to: caip(usdc) }))
    expect(huge.status).toBe(422)
    expect(huge.body.message).toMatch(/^Insufficient liquidity: this swap would take \d+\.\d% of the pool's [\d.]+ USDC \(at most 50% per swap\)/)
    const stranger = '0x1111111111111111111111111111111111111111'
    const unknown = await getJson(url('/v1/convert/quotes', { amount: '1000', userAddress: user, from: caip(stranger), to: caip(usdc) }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain(`Unknown token ${stranger} in from`)
    const bad = await getJson(url('/v1/convert/quotes', { amount: '1.5', userAddress: user, from: caip(NATIVE), to: caip(usdc) }))
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('amount must be a whole number of base units')
    const crossChain = await getJson(
      url('/v1/convert/quotes', { amount: '1000', userAddress: user, from: caip(NATIVE), to: `${sandbox().networks[0]!.caipNetworkId}:${usdc}` }),
    )
    expect(crossChain.status).toBe(400)
    expect(crossChain.body.message).toContain('must be on the same chain')
  })

  it('approves, then swaps USDC for ETH with the calldata it builds; slippage becomes amountOutMin', async () => {
    const account = freshAccount()
    const usdc = net().contracts.usdc.address
    const router = exchangeOf(net()).router
    await fund(net(), account.address, { wei: parseEther('1'), usdcUnits: parseUnits('500', 6) })
    const client = nodeClient(net())
    const wallet = walletOf(account.privateKey)
    const user = caip(account.address)

    const before = await getJson(url('/v1/convert/allowance', { tokenAddress: caip(usdc), userAddress: user }))
    expect(before.body).toEqual({ allowance: '0' })
    const amount = parseUnits('300', 6)
    const early = await getJson(url('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: String(amount),
        eip155: { slippage: '1' },
        projectId: sandbox().projectId,
        from: caip(usdc),
        to: caip(NATIVE),
        userAddress: user,
        disableEstimate: false,
      }),
    })
    expect(early.status).toBe(400)
    expect(early.body.message).toContain('approve first')

    const approve = await getJson(url('/v1/convert/build-approve', { userAddress: user, from: caip(usdc), to: caip(NATIVE) }))
    expect(approve.status).toBe(200)
    expect(approve.body.tx.to).toBe(caip(usdc))
    const approveHash = await wallet.sendTransaction({ to: usdc, data: approve.body.tx.data, gas: BigInt(approve.body.tx.eip155.gas) })
    expect((await client.waitForTransactionReceipt({ hash: approveHash })).status).toBe('success')
    const after = await getJson(url('/v1/convert/allowance', { tokenAddress: caip(usdc), userAddress: user }))
    expect(after.body).toEqual({ allowance: String(maxUint256) })

    const { reserveIn, reserveOut } = await reserves(net(), usdc, NATIVE)
    const built = await getJson(url('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: String(amount),
        eip155: { slippage: '1' },
        projectId: sandbox().projectId,
        from: caip(usdc),
        to: caip(NATIVE),
        userAddress: user,
        disableEstimate: false,
      }),
    })
    expect(built.status).toBe(200)
    const expected = amountOut(amount, reserveIn, reserveOut)
    expect(built.body.tx.to).toBe(caip(router))
    expect(built.body.tx.value).toBe('0')
    const call = decodeFunctionData({ abi: routerAbi, data: built.body.tx.data })
    expect(call.functionName).toBe('swapExactTokensForETH')
    expect(call.args[0]).toBe(amount)
    expect(call.args[1]).toBe((expected * 99n) / 100n)
    expect((call.args[3] as string).toLowerCase()).toBe(account.address.toLowerCase())

    const ethBefore = await client.getBalance({ address: account.address })
    const hash = await wallet.sendTransaction({ to: router, data: built.body.tx.data, gas: BigInt(built.body.tx.eip155.gas) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const ethAfter = await client.getBalance({ address: account.address })
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(expected)
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })).toBe(parseUnits('200', 6))
  })

  it('swaps ETH for HTK with the built calldata; the balance route then lists the HTK at its pool price', async () => {
    const account = freshAccount()
    const hatch = exchangeOf(net()).hatchToken.address
    await fund(net(), account.address, { wei: parseEther('2') })
    const user = caip(account.address)
    const amount = parseEther('1')
    const { reserveIn, reserveOut } = await reserves(net(), NATIVE, hatch)
    const built = await getJson(url('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: String(amount), eip155: { slippage: '0.5' }, from: caip(NATIVE), to: caip(hatch), userAddress: user }),
    })
    expect(built.status).toBe(200)
    expect(built.body.tx.value).toBe(String(amount))
    const expected = amountOut(amount, reserveIn, reserveOut)
    const call = decodeFunctionData({ abi: routerAbi, data: built.body.tx.data })
    expect(call.functionName).toBe('swapExactETHForTokens')
    expect(call.args[0]).toBe((expected * 995n) / 1000n)
    const hash = await walletOf(account.privateKey).sendTransaction({
      to: exchangeOf(net()).router,
      data: built.body.tx.data,
      value: amount,
      gas: BigInt(built.body.tx.eip155.gas),
    })
    expect((await nodeClient(net()).waitForTransactionReceipt({ hash })).status).toBe('success')

    const balances = await getJson(url(`/v1/account/${account.address}/balance`, { currency: 'usd', chainId: net().caipNetworkId }))
    const htk = balances.body.balances.find((b: { symbol: string }) => b.symbol === 'HTK')
    expect(htk).toMatchObject({ name: 'Hatch Token', address: caip(hatch), quantity: { decimals: '18', numeric: formatUnits(expected, 18) } })
    const pool = await reserves(net(), hatch, net().contracts.usdc.address)
    expect(htk.price).toBeCloseTo(Number(formatUnits(pool.reserveOut, 6)) / Number(formatUnits(pool.reserveIn, 18)), 9)
  })

  it('refuses a slippage outside (0, 50] and answers the gas price and HTK price from the chain', async () => {
    const usdc = net().contracts.usdc.address
    const user = caip(freshAccount().address)
    const bad = await getJson(url('/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000', eip155: { slippage: '75' }, from: caip(NATIVE), to: caip(usdc), userAddress: user }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('eip155.slippage must be more than 0 and at most 50')

    const gas = await getJson(url('/v1/convert/gas-price', { chainId: net().caipNetworkId }))
    expect(BigInt(gas.body.standard)).toBe(await nodeClient(net()).getGasPrice())
    expect(BigInt(gas.body.fast)).toBeGreaterThanOrEqual(BigInt(gas.body.standard))

    const hatch = exchangeOf(net()).hatchToken.address
    const { reserveIn, reserveOut } = await reserves(net(), hatch, usdc)
    const priced = await getJson(url('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [caip(hatch), caip(NATIVE)], projectId: sandbox().projectId }),
    })
    expect(priced.status).toBe(200)
    const htk = priced.body.fungibles.find((f: { symbol: string }) => f.symbol === 'HTK')
    expect(htk.price).toBeCloseTo(Number(formatUnits(reserveOut, 6)) / Number(formatUnits(reserveIn, 18)), 9)
    expect(priced.body.fungibles.find((f: { symbol: string }) => f.symbol === 'ETH').price).toBe(3000)
  })
})
