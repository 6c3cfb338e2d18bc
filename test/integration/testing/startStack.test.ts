/**
 * `hatch/testing`'s startStack: the parts a test names start on free loopback ports and answer;
 * the parts it does not name are absent; bad options are refused naming the field.
 */
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HatchTestingError, startStack, type Stack } from '../../../testing/index.js'

describe('startStack() with the defaults (EVM only)', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(() => stack?.stop())

  it('starts the three anvil chains with funded accounts and the sandbox USDC, on loopback', async () => {
    expect(stack.networks.map((n) => n.name)).toEqual(['Hatch Mainnet', 'Hatch Layer', 'Hatch Testnet'])
    const net = stack.networks[0]!
    const rpcUrl = net.rpcUrls.default.http[0]!
    expect(new URL(rpcUrl).hostname).toBe('127.0.0.1')
    const client = createPublicClient({ transport: http(rpcUrl) })
    const [account] = stack.accounts.evm
    expect(await client.getChainId()).toBe(net.id)
    expect(await client.getBalance({ address: account!.address })).toBeGreaterThan(0n)
    const usdc = await client.readContract({ address: net.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [account!.address] })
    expect(usdc).toBeGreaterThan(0n)
  })

  it('answers on the core services and starts nothing else', async () => {
    const info = await (await fetch(`${stack.urls.admin}/sandbox/info`)).json()
    expect(info.networks).toHaveLength(3)
    const query = new URLSearchParams({ projectId: stack.projectId, st: 'hatch-test', sv: '0.1.0', entries: '2' })
    const wallets = await (await fetch(`${stack.urls.catalogue}/getWallets?${query}`)).json()
    expect(wallets.data).toHaveLength(2)
    for (const absent of ['relay', 'phoneWallet', 'mailbox', 'secureSite', 'solana', 'bitcoin', 'bundler', 'onramp', 'google'])
      expect(stack.urls[absent], absent).toBeUndefined()
    expect(stack.accounts.solana).toEqual([])
    expect(JSON.parse(JSON.stringify(stack.info))).toEqual(stack.info)
  })
})

describe('startStack() with the mailbox and no chains', () => {
  it('delivers what is sent to its SMTP server to the mailbox API, and stops', async () => {
    const stack = await startStack({ chains: { evm: false }, mailbox: true })
    try {
      expect(stack.networks).toEqual([])
      expect(stack.urls.smtp).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
      const { createTransport } = await import('nodemailer')
      const smtp = new URL(stack.urls.smtp!)
      await createTransport({ host: smtp.hostname, port: Number(smtp.port), secure: false, ignoreTLS: true }).sendMail({
        from: 'app@example.test',
        to: 'visitor@example.test',
        subject: 'Your code',
        text: 'Your code: 123456',
      })
      const listed = await (await fetch(`${stack.urls.mailbox}/api/messages?to=visitor@example.test`)).json()
      expect(listed.messages.map((m: { subject: string }) => m.subject)).toEqual(['Your code'])
    } finally {
      await stack.stop()
    }
    await expect(fetch(`${stack.urls.mailbox}/api/messages`)).rejects.toThrow()
  })
})

describe('startStack() with the secure site and no chains', () => {
  it('serves it on 127.0.0.1, with passkeys bound to localhost when asked (passkeys need a host name)', async () => {
    for (const [passkeys, pattern, passkeyAnswer] of [
      [false, /^http:\/\/127\.0\.0\.1:\d+$/, 404],
      [true, /^http:\/\/127\.0\.0\.1:\d+$/, 200],
    ] as const) {
      const stack = await startStack({ chains: { evm: false }, secureSite: { origins: ['http://127.0.0.1:5173'], passkeys } })
      try {
        expect(stack.urls.secureSite).toMatch(pattern)
        const reply = await fetch(`${stack.urls.secureSite}/api/v1/passkeys/login/options`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ binding: 'b'.repeat(43) }),
        })
        expect(reply.status).toBe(passkeyAnswer)
      } finally {
        await stack.stop()
      }
    }
  })
})

describe('startStack() with Solana and Bitcoin only', () => {
  it('funds the accounts it returns with their keys: the cluster and the regtest backend report their balances', async () => {
    const stack = await startStack({ chains: { evm: false, solana: true, bitcoin: true } })
    try {
      expect(stack.networks).toEqual([])
      const [sol] = stack.accounts.solana
      expect(sol!.secretKey).toHaveLength(64)
      const reply = await fetch(stack.solana!.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [sol!.publicKey] }),
      })
      expect(((await reply.json()) as { result: { value: number } }).result.value).toBeGreaterThan(0)
      const [btc] = stack.accounts.bitcoin
      expect(btc!.privateKeyHex).toMatch(/^[0-9a-f]{64}$/)
      const utxos = (await (await fetch(`${stack.bitcoin!.esploraUrl}/address/${btc!.paymentAddress}/utxo`)).json()) as { value: number }[]
      expect(utxos.reduce((sum, u) => sum + u.value, 0)).toBeGreaterThan(0)
    } finally {
      await stack.stop()
    }
  })
})

describe('startStack() options', () => {
  it('refuses an unknown option and a wrong type, naming each', async () => {
    const error = await startStack({ chains: { evm: true, cosmos: true }, mailbox: 'yes' } as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HatchTestingError)
    expect((error as HatchTestingError).code).toBe('TESTING_INVALID_OPTIONS')
    expect((error as Error).message).toContain('chains.cosmos: is not an option of chains')
    expect((error as Error).message).toContain('mailbox: mailbox must be true or false')
  })

  it('refuses a service that needs the EVM chains when they are off', async () => {
    await expect(startStack({ chains: { evm: false }, services: { bundler: true } })).rejects.toThrow(
      'services.bundler needs the EVM chains, which this stack was started without: pass chains: { evm: true } to startStack.',
    )
  })
})
