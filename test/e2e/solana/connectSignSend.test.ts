import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, openAccount } from '../evm/evmStack.js'
import { displayed, fundedKeypair, lamportsOf, solanaWalletControl, solanaWalletFor, solanaWalletScript } from './solanaStack.js'

const WALLET = 'E2E Solana Wallet'
const DEMO_MESSAGE = 'Hello from the Hatch demo'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

async function open(keypair: Keypair, mode: 'approve' | 'reject' | 'prompt' = 'approve') {
  const page = await openPage(browser, demoUrl(), { initScripts: [await solanaWalletScript([solanaWalletFor(keypair, { name: WALLET, mode })])] })
  opened.push(page)
  return page
}

async function connect(page: OpenedPage['page']) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: WALLET, exact: true }).click()
  await expect.poll(() => demoField(page, 'Status')).toBe('connected')
}

/** Verifies a raw ed25519 signature with Node's crypto and the 32-byte public key. */
function ed25519Verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  return verify(null, message, key, signature)
}

function decodeBase58(text: string): Uint8Array {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const c of text) {
    const digit = alphabet.indexOf(c)
    if (digit < 0) throw new Error(`'${c}' is not base58`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const c of text) {
    if (c !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

describe('Solana end to end: the Solana test wallet on the demo page', () => {
  it('connects by its visible name; Account shows the SOL balance the local RPC reports, and the Tokens tab lists SOL', async () => {
    const keypair = await fundedKeypair(12.3456789)
    const { page, pageErrors, offHostRequests } = await open(keypair)
    await connect(page)
    expect(await demoField(page, 'Address')).toBe(keypair.publicKey.toBase58())
    expect(await demoField(page, 'Network')).toBe('Hatch Solana')

    await openAccount(page)
    const lamports = await lamportsOf(keypair.publicKey)
    expect(displayed(lamports)).toBe('12.345')
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent()).toBe(`${displayed(lamports)} SOL`)
    const solRow = page.locator('[data-testid="hatch-token-row"][data-symbol="SOL"]')
    await solRow.waitFor()
    expect(await solRow.textContent()).toContain('12.345')
    await saveScreenshot(page, 'solana/account')
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('signs a message whose base58 signature verifies with ed25519 against the account key', async () => {
    const keypair = await fundedKeypair(1)
    const { page, pageErrors } = await open(keypair)
    await connect(page)
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    const output = page.getByRole('status', { name: 'Solana message signature' })
    await expect.poll(() => output.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const signature = decodeBase58((await output.textContent()) ?? '')
    expect(signature).toHaveLength(64)
    const message = new TextEncoder().encode(DEMO_MESSAGE)
    expect(ed25519Verifies(keypair.publicKey.toBytes(), message, signature)).toBe(true)
    expect(ed25519Verifies(keypair.publicKey.toBytes(), new TextEncoder().encode(`${DEMO_MESSAGE}!`), signature)).toBe(false)
    expect(ed25519Verifies(Keypair.generate().publicKey.toBytes(), message, signature)).toBe(false)
    expect(pageErrors).toEqual([])
  })

  it('sends SOL through the wallet: the receiver gets it on the local RPC and the sender pays amount plus fee', async () => {
    const keypair = await fundedKeypair(5)
    const receiver = Keypair.generate().publicKey
    const { page, pageErrors } = await open(keypair, 'prompt')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).click()
    await page
      .getByRole('dialog', { name: `${WALLET} — Connect to ${new URL(demoUrl()).host}?` })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')

    await page.getByLabel('Solana recipient').fill(receiver.toBase58())
    await page.getByLabel('Amount (SOL)').fill('0.25')
    await page.getByRole('button', { name: 'Send SOL' }).click()
    const prompt = page.getByRole('dialog', { name: `${WALLET} — Send transaction?` })
    await prompt.waitFor()
    expect(await prompt.textContent()).toContain(`Send 0.25 SOL to ${receiver.toBase58()}`)
    await prompt.getByRole('button', { name: 'Approve' }).click()

    const output = page.getByRole('status', { name: 'Solana transaction signature' })
    await expect.poll(() => output.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    await expect.poll(() => lamportsOf(receiver), { timeout: 10_000 }).toBe(250_000_000n)
    expect(await lamportsOf(keypair.publicKey)).toBe(5_000_000_000n - 250_000_000n - 5_000n)
    const requests = (await solanaWalletControl(page, WALLET, 'requests')) as { method: string }[]
    expect(requests.map((r) => r.method)).toContain('solana:signAndSendTransaction')
    expect(pageErrors).toEqual([])
  })

  it("shows 'Connection rejected' when the visitor declines, and a rejected signature is reported without signing", async () => {
    const keypair = await fundedKeypair(1)
    const { page, pageErrors } = await open(keypair, 'reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).click()
    const status = page.locator('[data-testid="hatch-connecting-external"] [role="status"]')
    await expect.poll(() => status.textContent()).toContain('Connection rejected')
    expect(await demoField(page, 'Status')).toBe('disconnected')

    await solanaWalletControl(page, WALLET, 'setMode', 'approve')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    await solanaWalletControl(page, WALLET, 'setMode', 'reject')
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await expect.poll(() => page.getByRole('alert', { name: 'Solana message signature' }).textContent()).toBe('Failed: Request rejected in the wallet')
    expect(pageErrors).toEqual([])
  })

  it('restores the connection on reload without a prompt (silent connect); disconnect revokes it and a reload stays disconnected', async () => {
    const keypair = await fundedKeypair(1)
    const { page, pageErrors } = await open(keypair)
    await connect(page)
    await page.reload()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(keypair.publicKey.toBase58())
    const afterReload = (await solanaWalletControl(page, WALLET, 'requests')) as { method: string; silent?: boolean }[]
    expect(afterReload.filter((r) => r.method === 'standard:connect' && !r.silent)).toEqual([])

    await openAccount(page)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    expect(await solanaWalletControl(page, WALLET, 'isConnected')).toBe(false)
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForTimeout(500)
    expect(await demoField(page, 'Status')).toBe('disconnected')
    expect(pageErrors).toEqual([])
  })
})
