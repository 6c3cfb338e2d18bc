import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectSession } from './walletConnectStack.js'

/**
 * Issue 32 item 1 in a real browser on the sandbox demo: pointing at a row of the Connect list
 * starts what its view needs (All Wallets: the catalogue's first requests; WalletConnect: the
 * runtime and its relay connection) and changes nothing the visitor sees; the click then shows the
 * view. Nothing leaves 127.0.0.1.
 */
const session = walletConnectSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

describe('hover preloads on the Connect list (sandbox demo)', () => {
  it('pointing at All Wallets and WalletConnect fetches and connects ahead without changing the view; the clicks then show the wallets and the QR code', async () => {
    const demo = await session.demo()
    const { page } = demo
    const walletRequests: string[] = []
    let walletReplies = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/getWallets') walletRequests.push(r.url())
    })
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname === '/getWallets') walletReplies += 1
    })
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const allWallets = dialog.getByRole('button', { name: 'All Wallets', exact: true })
    const walletConnect = dialog.getByRole('button', { name: 'WalletConnect', exact: true })
    await allWallets.waitFor()
    // The Connect view settled: the social buttons replaced their loading row.
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor()
    const shown = async () => ({
      rows: await dialog.getByRole('button').allTextContents(),
      search: await dialog.getByRole('searchbox', { name: 'Search wallets' }).count(),
      qr: await dialog.getByRole('img', { name: 'QR code' }).count(),
    })
    const before = await shown()
    expect(before.search).toBe(0)
    expect(before.qr).toBe(0)
    expect(walletRequests).toEqual([])
    const socketsBefore = sockets.length

    await allWallets.hover()
    // The recommended wallets and the first page, answered, before any click.
    await expect.poll(() => walletReplies, { timeout: 10_000 }).toBe(2)
    await walletConnect.hover()
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(socketsBefore)
    // What the hovers fetched has landed: still the same Connect list, no search field, no QR code.
    expect(await shown()).toEqual(before)

    await walletConnect.click()
    await dialog.getByRole('img', { name: 'QR code' }).waitFor({ timeout: 20_000 })
    // The pairing went through the connection the hover opened.
    expect(sockets.length).toBe(socketsBefore + 1)

    await dialog.getByRole('button', { name: 'Back' }).click()
    const requestsBeforeClick = walletRequests.length
    await dialog.getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).waitFor()
    await dialog.locator('[data-testid="hatch-wallet-tile"]').first().waitFor()
    // The view took over what the hover fetched: its first requests were not sent again.
    expect(walletRequests.length).toBe(requestsBeforeClick)

    expect(demo.offHostRequests).toEqual([])
    expect(sockets.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
    expect(demo.pageErrors).toEqual([])
  })
})
