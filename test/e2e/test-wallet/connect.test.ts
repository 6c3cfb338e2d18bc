import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import type { EvmTestWalletConfig } from '../../../sandbox/wallets/evm/index.js'
import { call, events, startHarness, type Harness } from './harness.js'

let h: Harness
const opened: OpenedPage[] = []

beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((o) => o.close()))
  await h?.stop()
})

async function open(wallets: EvmTestWalletConfig[]): Promise<OpenedPage> {
  const page = await openPage(h.browser, `${h.server.url}/`, { wallets })
  opened.push(page)
  return page
}

describe('EVM test wallet: discovery and connection', () => {
  it('announces both wallets by EIP-6963 with their info, once each, and only the chosen one is window.ethereum', async () => {
    const first = h.firstWallet({ setWindowEthereum: true })
    const second = h.secondWallet()
    const { page, offHostRequests, pageErrors } = await open([first, second])

    const announced = await page.evaluate(() => (window as unknown as { announced: unknown[] }).announced)
    expect(announced).toHaveLength(2)
    expect(announced[0]).toEqual({ uuid: first.uuid, name: 'Sandbox Wallet', icon: first.icon, rdns: 'io.hatch.sandbox' })
    expect(announced[1]).toMatchObject({ name: 'Second Wallet', icon: second.icon, rdns: 'io.hatch.second' })
    expect((announced[1] as { uuid: string }).uuid).toMatch(/^[0-9a-f-]{36}$/)

    const ethereumIsFirst = await page.evaluate(
      () =>
        (window as unknown as { ethereum: unknown; providers: Record<string, unknown> }).ethereum ===
        (window as unknown as { providers: Record<string, unknown> }).providers['io.hatch.sandbox'],
    )
    expect(ethereumIsFirst).toBe(true)
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('approve mode connects, reject mode answers 4001, and the two wallets stay independent', async () => {
    const { page } = await open([h.firstWallet({ mode: 'approve' }), h.secondWallet({ mode: 'reject' })])

    expect(await call(page, 'io.hatch.sandbox', 'eth_accounts')).toEqual({ result: [] })
    expect(await call(page, 'io.hatch.sandbox', 'eth_requestAccounts')).toEqual({ result: [h.addresses.first] })
    expect(await call(page, 'io.hatch.second', 'eth_requestAccounts')).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await call(page, 'io.hatch.second', 'eth_accounts')).toEqual({ result: [] })
    expect(await call(page, 'io.hatch.sandbox', 'eth_accounts')).toEqual({ result: [h.addresses.first] })

    const heard = await events(page)
    expect(heard).toEqual([
      { rdns: 'io.hatch.sandbox', name: 'connect', payload: { chainId: '0x7aa9' } },
      { rdns: 'io.hatch.sandbox', name: 'accountsChanged', payload: [h.addresses.first] },
    ])
    // Signing without a connection is refused with 4100, not silently done.
    const unsigned = await call(page, 'io.hatch.second', 'personal_sign', ['0x68690a', h.addresses.second])
    expect(unsigned.error?.code).toBe(4100)

    await walletControl(page, 'io.hatch.second', 'setMode', 'approve')
    expect(await call(page, 'io.hatch.second', 'eth_requestAccounts')).toEqual({ result: [h.addresses.second] })
    expect(await walletControl(page, 'io.hatch.second', 'requests')).toEqual([
      { method: 'eth_requestAccounts' },
      { method: 'eth_accounts' },
      { method: 'personal_sign', params: ['0x68690a', h.addresses.second] },
      { method: 'eth_requestAccounts' },
    ])
  })

  it('hang mode never settles until the user closes the popup, which rejects with 4001', async () => {
    const { page } = await open([h.firstWallet({ mode: 'hang' })])
    await page.evaluate(() => {
      const w = window as unknown as { outcome: unknown; call: (r: string, m: string) => Promise<unknown> }
      w.outcome = 'pending'
      void w.call('io.hatch.sandbox', 'eth_requestAccounts').then((r) => (w.outcome = r))
    })
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { outcome: unknown }).outcome)).toBe('pending')
    expect(await walletControl(page, 'io.hatch.sandbox', 'pendingCount')).toBe(1)
    // A second connect while the first waits gets MetaMask's "already pending" answer.
    expect((await call(page, 'io.hatch.sandbox', 'eth_requestAccounts')).error?.code).toBe(-32002)

    await walletControl(page, 'io.hatch.sandbox', 'dismissPending')
    await page.waitForFunction(() => (window as unknown as { outcome: unknown }).outcome !== 'pending')
    expect(await page.evaluate(() => (window as unknown as { outcome: unknown }).outcome)).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await walletControl(page, 'io.hatch.sandbox', 'pendingCount')).toBe(0)
  })

  it('prompt mode shows an approval panel a user can click: Reject answers 4001, Approve connects', async () => {
    const { page } = await open([h.firstWallet({ mode: 'prompt' }), h.secondWallet({ mode: 'prompt' })])
    const host = new URL(h.server.url).host
    const connect = (): Promise<unknown> =>
      page.evaluate(() => {
        const w = window as unknown as { outcome: unknown; call: (r: string, m: string) => Promise<unknown> }
        w.outcome = 'pending'
        void w.call('io.hatch.sandbox', 'eth_requestAccounts').then((r) => (w.outcome = r))
      })
    const outcome = async (): Promise<unknown> => {
      await page.waitForFunction(() => (window as unknown as { outcome: unknown }).outcome !== 'pending')
      return page.evaluate(() => (window as unknown as { outcome: unknown }).outcome)
    }

    await connect()
    const dialog = page.getByRole('dialog', { name: `Sandbox Wallet — Connect to ${host}?` })
    await dialog.waitFor()
    await expect(dialog.getByText(h.addresses.first, { exact: false }).count()).resolves.toBe(1)
    await saveScreenshot(page, 'test-wallet/prompt-connect')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    expect(await outcome()).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    await dialog.waitFor({ state: 'detached' })

    await connect()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    expect(await outcome()).toEqual({ result: [h.addresses.first] })
    expect(await page.getByRole('dialog').count()).toBe(0)
    // The other wallet was never asked and is still not connected.
    expect(await call(page, 'io.hatch.second', 'eth_accounts')).toEqual({ result: [] })
  })

  it('two wallets prompting at once show separate panels, each answered on its own', async () => {
    const { page } = await open([h.firstWallet({ mode: 'prompt' }), h.secondWallet({ mode: 'prompt' })])
    const host = new URL(h.server.url).host
    await page.evaluate(() => {
      const w = window as unknown as { outcomes: Record<string, unknown>; call: (r: string, m: string) => Promise<unknown> }
      w.outcomes = {}
      for (const rdns of ['io.hatch.sandbox', 'io.hatch.second']) void w.call(rdns, 'eth_requestAccounts').then((r) => (w.outcomes[rdns] = r))
    })
    const first = page.getByRole('dialog', { name: `Sandbox Wallet — Connect to ${host}?` })
    const second = page.getByRole('dialog', { name: `Second Wallet — Connect to ${host}?` })
    await Promise.all([first.waitFor(), second.waitFor()])

    await second.getByRole('button', { name: 'Approve' }).click()
    await page.waitForFunction(() => 'io.hatch.second' in (window as unknown as { outcomes: object }).outcomes)
    expect(await walletControl(page, 'io.hatch.sandbox', 'pendingCount')).toBe(1)
    expect(await first.isVisible()).toBe(true)
    await first.getByRole('button', { name: 'Reject' }).click()
    await page.waitForFunction(() => 'io.hatch.sandbox' in (window as unknown as { outcomes: object }).outcomes)
    expect(await page.evaluate(() => (window as unknown as { outcomes: unknown }).outcomes)).toEqual({
      'io.hatch.second': { result: [h.addresses.second] },
      'io.hatch.sandbox': { error: { code: 4001, message: 'User rejected the request.' } },
    })
  })

  it('remembers an approved site across a reload, like an extension, and forgets it after revoke', async () => {
    const { page } = await open([h.firstWallet({ mode: 'approve' })])
    expect(await call(page, 'io.hatch.sandbox', 'eth_requestAccounts')).toEqual({ result: [h.addresses.first] })
    await call(page, 'io.hatch.sandbox', 'wallet_switchEthereumChain', [{ chainId: '0x7aaa' }])

    await page.reload()
    expect(await call(page, 'io.hatch.sandbox', 'eth_accounts')).toEqual({ result: [h.addresses.first] })
    expect(await call(page, 'io.hatch.sandbox', 'eth_chainId')).toEqual({ result: '0x7aaa' })
    // Already approved: no prompt even in prompt mode.
    await walletControl(page, 'io.hatch.sandbox', 'setMode', 'prompt')
    expect(await call(page, 'io.hatch.sandbox', 'eth_requestAccounts')).toEqual({ result: [h.addresses.first] })

    expect(await call(page, 'io.hatch.sandbox', 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null })
    expect(await events(page)).toContainEqual({ rdns: 'io.hatch.sandbox', name: 'accountsChanged', payload: [] })
    await page.reload()
    expect(await call(page, 'io.hatch.sandbox', 'eth_accounts')).toEqual({ result: [] })
  })

  it('disconnecting from the wallet side emits accountsChanged([]) then disconnect (4900)', async () => {
    const { page, pageErrors } = await open([h.firstWallet()])
    await call(page, 'io.hatch.sandbox', 'eth_requestAccounts')
    // A dapp listener that throws must not keep the event from the page's own listeners.
    await page.evaluate(() => {
      const provider = (window as unknown as { providers: Record<string, { on(e: string, f: () => void): void }> }).providers['io.hatch.sandbox']
      provider?.on('disconnect', () => {
        throw new Error('listener bug')
      })
      provider?.on('disconnect', () => ((window as unknown as { heardAfterBug: boolean }).heardAfterBug = true))
    })
    await walletControl(page, 'io.hatch.sandbox', 'disconnectFromWallet')
    await expect.poll(() => pageErrors).toEqual(['Error: listener bug'])
    expect(await page.evaluate(() => (window as unknown as { heardAfterBug?: boolean }).heardAfterBug)).toBe(true)
    const heard = (await events(page)).slice(-2)
    expect(heard).toEqual([
      { rdns: 'io.hatch.sandbox', name: 'accountsChanged', payload: [] },
      { rdns: 'io.hatch.sandbox', name: 'disconnect', payload: { code: 4900, message: 'The provider is disconnected from all chains.' } },
    ])
    expect(await call(page, 'io.hatch.sandbox', 'eth_accounts')).toEqual({ result: [] })
  })

  it('rejects a bad install config with a message naming the field', async () => {
    const { page } = await open([h.firstWallet()])
    const message = await page.evaluate(() => {
      try {
        ;(window as unknown as { HatchTestWallet: { install(c: unknown): void } }).HatchTestWallet.install({
          name: 'Broken',
          rdns: 'io.hatch.broken',
          icon: 'https://example.com/x.png',
          privateKey: '0x12',
          chains: [],
          chainId: 1,
          mode: 'sometimes',
        })
        return 'installed'
      } catch (error) {
        return (error as Error).message
      }
    })
    expect(message).toContain('icon: icon must be a data:image/ URI')
    expect(message).toContain('privateKey: privateKey must be 32 bytes')
    expect(message).toContain('chains: chains must list at least one chain')
    expect(message).toContain("mode: mode must be one of 'prompt', 'approve', 'reject', 'hang'")

    // Through the fixture, a bad config fails openPage instead of leaving a page without its wallet.
    await expect(openPage(h.browser, `${h.server.url}/`, { wallets: [h.firstWallet({ chainId: 999 })] })).rejects.toThrow(
      'openPage: test wallets could not be installed: HatchTestWallet install failed: HatchTestWallet.install: invalid config: chainId must be one of the chains listed in chains',
    )
  })
})
