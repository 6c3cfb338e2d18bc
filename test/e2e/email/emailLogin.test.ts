/**
 * Issue 12, first "Done when": a visitor of the sandbox demo logs in with an e-mail address from
 * the Connect view, reads the code on the sandbox mailbox page, and sees the Account; a message
 * signature (approved inside the secure frame shown by ApproveTransaction) verifies with viem; ETH
 * sent through Send and ApproveTransaction is mined on the local node; a Solana message signature
 * verifies; a reload keeps the session without a new code; Disconnect ends it and the server
 * revokes the session. The demo page and the secure site run on different origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, askForCode, codeOf, demoField, demoUrl, enterCode, freshEmail, readMailbox, sandbox } from './emailStack.js'

const info = sandbox()
const network = info.networks[0]!
const rpc = network.rpcUrls.default.http[0] as string
const email = freshEmail('visitor')
let browser: Browser
let opened: OpenedPage
let page: Page
let address: `0x${string}`
let mails = 0

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
  page = opened.page
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

const dialog = () => page.getByRole('dialog')

describe('e-mail login from the Connect view', () => {
  it('asks for a code, refuses a wrong one, and shows the Account after the right one', async () => {
    expect(info.urls.secureSite).toBeDefined()
    expect(new URL(info.urls.secureSite!).origin).not.toBe(new URL(info.urls.demo!).origin)
    await askForCode(page, email)
    const codeField = dialog().getByRole('textbox', { name: 'Code', exact: true })
    await codeField.waitFor()
    // Focus is where the visitor types next.
    expect(await codeField.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)).toBe(true)
    expect(await dialog().getByText(`Enter the code we sent to ${email}`).count()).toBe(1)
    // Resend waits for the 30 s cooldown, counting down.
    expect(
      await dialog()
        .getByRole('button', { name: /^Resend code in \d+ s$/ })
        .isDisabled(),
    ).toBe(true)

    const mail = await readMailbox(opened.context, email, /^Your login code$/)
    mails = mail.count
    const code = codeOf(mail)
    await enterCode(page, String((Number(code) + 1) % 1e6).padStart(6, '0'))
    await dialog().getByText('Invalid code').waitFor()
    await enterCode(page, code)
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    address = (await demoField(page, 'Address')) as `0x${string}`
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    // Shown cut at 30 characters; a screen reader reads the whole address as text (not an aria-label on a <p>).
    const shownEmail = dialog().getByTitle(email, { exact: true })
    expect(await shownEmail.getByText(email.length > 30 ? `${email.slice(0, 30)}…` : email, { exact: true }).isVisible()).toBe(true)
    expect(await shownEmail.getByText(`E-mail: ${email}`, { exact: true }).count()).toBe(1)
    await dialog().getByRole('button', { name: 'Close' }).click()
  })

  it('signs a message after Approve inside the frame shown by ApproveTransaction; the signature verifies with viem', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await dialog().getByRole('region', { name: 'Approve in the secure wallet' }).waitFor()
    await approveInFrame(page, 'Sign message')
    const output = page.getByRole('status', { name: 'Signature' }).or(page.locator('output[aria-label="Signature"]')).first()
    await output.waitFor({ timeout: 20_000 })
    const shown = ((await output.textContent()) ?? '').trim() as `0x${string}`
    expect(shown).toMatch(/^0x[0-9a-f]+$/)
    expect(await verifyMessage({ address, message: 'Hello from the Hatch demo', signature: shown })).toBe(true)
    // The approval closed the modal it opened.
    await expect.poll(() => dialog().count()).toBe(0)
  })

  it('closing the modal on ApproveTransaction aborts the waiting signature', async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await dialog().getByRole('region', { name: 'Approve in the secure wallet' }).waitFor()
    await dialog().getByRole('button', { name: 'Close' }).click()
    const failure = page.getByRole('alert', { name: 'Signing error' })
    await failure.waitFor({ timeout: 10_000 })
    expect(await failure.textContent()).toContain('Request was aborted')
    await expect.poll(() => dialog().count()).toBe(0)
  })

  it('signs a Solana message with the same login; the ed25519 signature verifies', async () => {
    const { ed25519 } = await import('@noble/curves/ed25519')
    const { decodeBase58 } = await import('../../../kernel/units/base58.js')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => demoField(page, 'Address')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const solana = (
      (await page
        .getByRole('definition')
        .filter({ hasText: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ })
        .first()
        .textContent()) ?? ''
    ).trim()
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await approveInFrame(page, 'Sign message')
    const result = page.getByRole('status', { name: 'Solana message signature' })
    await expect.poll(async () => /^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(((await result.textContent()) ?? '').trim()), { timeout: 20_000 }).toBe(true)
    const signature = ((await result.textContent()) ?? '').trim()
    // The demo signs SOLANA_DEMO_MESSAGE (sandbox/demo/app/SolanaActions.tsx).
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('Hello from the Hatch demo'), decodeBase58(solana))).toBe(true)
    await page.getByRole('button', { name: 'Use EVM' }).click()
    await expect.poll(() => demoField(page, 'Address')).toBe(address)
  })
})

describe('the session', () => {
  it('survives a reload without a new code', async () => {
    // 10 ETH for the send below; the reload reads the balance afresh.
    await createPublicClient({ transport: http(rpc) }).request({ method: 'anvil_setBalance' as never, params: [address, '0x8AC7230489E80000'] as never })
    await page.reload()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(address)
    const mailbox = await readMailbox(opened.context, email, /^Your login code$/, 0)
    expect(mailbox.count).toBe(mails)
  })

  it('sends ETH with Send; the transaction approved in the frame is mined on the local node', async () => {
    const client = createPublicClient({ transport: http(rpc) })
    const receiver = privateKeyToAddress(generatePrivateKey())
    // Balances are cached for 30 s (spec §9): the visitor reopens the Account until the funds show.
    const accountButton = page.getByRole('button', { name: /^Account / })
    await expect
      .poll(
        async () => {
          await accountButton.click()
          const balance = dialog().getByLabel('Balance', { exact: true })
          await balance.waitFor()
          await page.waitForTimeout(1_000)
          if (/^10(\.0+)? ETH$/.test(((await balance.textContent()) ?? '').trim())) return true
          await page.keyboard.press('Escape')
          await page.waitForTimeout(4_000)
          return false
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe(true)
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    await dialog().getByRole('combobox', { name: 'Token', exact: true }).selectOption({ label: 'ETH' })
    await dialog().getByRole('textbox', { name: 'Amount', exact: true }).fill('0.25')
    await dialog().getByRole('textbox', { name: 'To', exact: true }).fill(receiver)
    await page.getByText(/^Network fee: \d/).waitFor({ timeout: 15_000 })
    await dialog().getByRole('button', { name: 'Send', exact: true }).click()
    await approveInFrame(page, 'Send transaction')
    await expect.poll(() => client.getBalance({ address: receiver }), { timeout: 20_000 }).toBe(parseEther('0.25'))
  }, 120_000)

  it('Disconnect ends it: the secure site revokes the session', async () => {
    const frame = page.frames().find((f) => f.url().startsWith(new URL(info.urls.secureSite!).origin))!
    const token = await frame.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('hatch-frame')
        open.onsuccess = () => resolve(open.result)
      })
      return new Promise<string>((resolve) => {
        const get = db.transaction('kv').objectStore('kv').get('session')
        get.onsuccess = () => resolve((get.result as { accessToken: string }).accessToken)
      })
    })
    expect((await fetch(`${info.urls.secureSite}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
    // Send returned to the Account view.
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    // The send's success toast sits over the button: the visitor uses the keyboard.
    await dialog().getByRole('button', { name: 'Disconnect' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    expect((await fetch(`${info.urls.secureSite}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    await page.reload()
    await page.waitForTimeout(1_500)
    expect(await demoField(page, 'Status')).toBe('disconnected')
    expect(opened.offHostRequests).toEqual([])
  })
})
