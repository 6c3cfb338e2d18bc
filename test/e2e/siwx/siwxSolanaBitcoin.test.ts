import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { bitcoinTestWalletInitScript } from '../../../sandbox/wallets/bitcoin/index.js'
import { bitcoinControl, bitcoinWallet, freshBitcoinKey } from '../bitcoin/bitcoinStack.js'
import { demoField } from '../evm/evmStack.js'
import { solanaCluster, solanaWalletControl, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'
import { dialogOpen, eventually, sandboxSessions, signIn, siwxDemoUrl, verifiedBySandbox, waitForSignIn } from './siwxStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

async function connect(page: OpenedPage['page'], wallet: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: wallet, exact: true }).click()
  await eventually(() => demoField(page, 'Status')).toBe('connected')
}

describe('sign-in with the wallet on Solana (Sign In With Solana) and Bitcoin (BIP-322), sign-in required', () => {
  it('Solana: SIWXSignMessage after connect, Escape does nothing; the signature makes a session the sandbox verifies (ed25519); a reload keeps it without a new signature', async () => {
    const WALLET = 'SIWX Solana Wallet'
    const keypair = Keypair.generate()
    const address = keypair.publicKey.toBase58()
    const { caipNetworkId } = solanaCluster()
    const opened_ = await openPage(browser, siwxDemoUrl('required'), { initScripts: [await solanaWalletScript([solanaWalletFor(keypair, { name: WALLET })])] })
    opened.push(opened_)
    const { page, pageErrors } = opened_
    await connect(page, WALLET)

    const text = await waitForSignIn(page)
    expect(text).toContain('wants you to sign in with your Solana account:')
    expect(text).toContain(address)
    expect(text).toContain(`Chain ID: ${caipNetworkId.split(':')[1]}`)
    await page.keyboard.press('Escape')
    await page.waitForTimeout(300)
    expect(await signIn.heading(page).isVisible()).toBe(true)
    await saveScreenshot(page, 'siwx/solana-required')

    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    const sessions = await sandboxSessions(address, caipNetworkId)
    expect(sessions).toHaveLength(1)
    expect((await verifiedBySandbox(sessions[0]!, address, caipNetworkId)).namespace).toBe('solana')
    const signed = async () =>
      ((await solanaWalletControl(page, WALLET, 'requests')) as { method: string }[]).filter((r) => /signMessage/.test(r.method)).length
    expect(await signed()).toBe(1)

    await page.reload()
    await eventually(() => demoField(page, 'Status')).toBe('connected')
    await page.waitForTimeout(1000)
    expect(await dialogOpen(page)).toBe(false)
    expect(await signed()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('Bitcoin: SIWXSignMessage after connect, Close does nothing; the BIP-322 signature makes a session the sandbox verifies; a reload keeps it', async () => {
    const WALLET = 'SIWX Bitcoin Wallet'
    const key = freshBitcoinKey()
    const opened_ = await openPage(browser, siwxDemoUrl('required'), {
      initScripts: [await bitcoinTestWalletInitScript([bitcoinWallet(key.privateKeyHex, { name: WALLET })])],
    })
    opened.push(opened_)
    const { page, pageErrors } = opened_
    await connect(page, WALLET)

    const text = await waitForSignIn(page)
    expect(text).toContain('wants you to sign in with your Bitcoin account:')
    expect(text).toContain(key.payment)
    const chainId = `bip122:${/Chain ID: (\S+)/.exec(text)?.[1]}`
    await signIn.close(page).click()
    await page.waitForTimeout(300)
    expect(await signIn.heading(page).isVisible()).toBe(true)

    await signIn.sign(page).click()
    await eventually(() => dialogOpen(page)).toBe(false)
    const sessions = await sandboxSessions(key.payment, chainId)
    expect(sessions).toHaveLength(1)
    expect((await verifiedBySandbox(sessions[0]!, key.payment, chainId)).namespace).toBe('bip122')
    const signed = async () => (await bitcoinControl<{ method: string }[]>(page, WALLET, 'requests')).filter((r) => r.method === 'bitcoin:signMessage').length
    expect(await signed()).toBe(1)

    await page.reload()
    await eventually(() => demoField(page, 'Status')).toBe('connected')
    await page.waitForTimeout(1000)
    expect(await dialogOpen(page)).toBe(false)
    expect(await signed()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
