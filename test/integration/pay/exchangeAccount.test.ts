import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { freshAccount } from '../../e2e/evm/evmStack.js'
import { sandbox } from '../sandbox/helpers.js'

/** The sandbox exchange account (sandbox/exchange-account): the page the pay plugin sends a visitor to. */
const main = () => sandbox().networks[0]!
const base = () => {
  const url = sandbox().urls.exchangeAccount
  if (!url) throw new Error('the sandbox has no exchange account')
  return url
}
const client = () => createPublicClient({ transport: http(main().rpcUrls.default.http[0]) })
const usdcOf = (address: Address) =>
  client().readContract({ address: main().contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
const link = (fields: Record<string, string>) => `${base()}/pay?${new URLSearchParams(fields)}`
const order = async (id: string) => (await fetch(`${base()}/orders/${id}`)).json() as Promise<Record<string, string>>
const submit = (fields: Record<string, string>) =>
  fetch(`${base()}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then(async (r) => ({ status: r.status, html: await r.text() }))

describe('sandbox exchange account', () => {
  it('shows the payment, sends exactly 1.5 USDC once on POST, and reports the order with its mined hash', async () => {
    const recipient = freshAccount().address
    const id = randomUUID()
    const fields = { order: id, recipient, amount: '1.5', asset: main().contracts.usdc.address, network: main().caipNetworkId }
    expect(await order(id)).toEqual({ status: 'waiting' })

    const page = await fetch(link(fields))
    expect(page.status).toBe(200)
    const shown = text(await page.text())
    expect(shown).toContain('Pay 1.5 USDC with your exchange balance')
    expect(shown).toContain(recipient)
    expect(shown).toContain(main().name)

    const paid = await submit(fields)
    expect(paid.status).toBe(200)
    expect(text(paid.html)).toContain('Payment sent')
    const status = await order(id)
    expect(status['status']).toBe('sent')
    const receipt = await client().getTransactionReceipt({ hash: status['hash'] as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(String(status['from']).toLowerCase())
    expect(await usdcOf(recipient)).toBe(1_500_000n)

    // The same order posted again shows the receipt and pays nothing more.
    const again = await submit(fields)
    expect(text(again.html)).toContain(status['hash'] as string)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
  })

  it('pays native ETH too', async () => {
    const recipient = freshAccount().address
    const id = randomUUID()
    const paid = await submit({ order: id, recipient, amount: '0.25', asset: 'native', network: main().caipNetworkId })
    expect(paid.status).toBe(200)
    expect(await client().getBalance({ address: recipient })).toBe(250_000_000_000_000_000n)
  })

  it('refuses a link it cannot pay, naming each problem, and sends nothing', async () => {
    const recipient = freshAccount().address
    const bad = await fetch(link({ order: 'x', recipient: '0x12', amount: '1,5', asset: 'native', network: 'solana:abc' }))
    expect(bad.status).toBe(400)
    const problems = text(await bad.text())
    expect(problems).toContain('order must be the id the site made (a UUID)')
    expect(problems).toContain('recipient is not an EVM address')
    expect(problems).toContain("amount must be a decimal such as '1.5'")
    expect(problems).toContain('network must be a sandbox EVM network id')

    const otherToken = await submit({
      order: randomUUID(),
      recipient,
      amount: '1',
      asset: '0x000000000000000000000000000000000000dead',
      network: main().caipNetworkId,
    })
    expect(otherToken.status).toBe(400)
    expect(text(otherToken.html)).toContain('is not held by the exchange')
    expect(await usdcOf(recipient)).toBe(0n)
  })
})
