/**
 * The matrix's steps as a visitor takes them on the demo page, shared by every connection: the
 * Account view and its wallet features found by role and visible text, and the check that a feature
 * a connection cannot support is hidden or says why before any form.
 */
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { readQr } from '../../fixtures/readQr.js'

/** Polls that wait for the page to show a connection, a view or a balance (chunks load, wallets answer). */
export const SETTLES = { timeout: 20_000 }

/** The demo page, injected sandbox wallets off, with extra query options. */
export function demoUrl(query: Record<string, string> = {}): string {
  const demo = inject('sandbox').urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  return `${demo}/?${new URLSearchParams({ testWallets: 'off', ...query })}`
}

export const dialog = (page: Page): Locator => page.getByRole('dialog')

/** A field of the demo page's connection summary. */
export function demoField(page: Page, label: 'Status' | 'Address' | 'Network'): Promise<string> {
  return page.evaluate((name) => {
    const term = [...document.querySelectorAll('dl[aria-label="Connection"] dt')].find((dt) => dt.textContent === name)
    return term?.nextElementSibling?.textContent ?? ''
  }, label)
}

/** Closes whatever the modal shows (Escape, then Close), so the next step starts from the page. */
export async function closeModal(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 4 && (await dialog(page).isVisible()); attempt++) {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(150)
    const close = dialog(page).getByRole('button', { name: 'Close', exact: true })
    if ((await dialog(page).isVisible()) && (await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined)
  }
}

/** Opens the Account view through the connected account button (the modal closed first). */
export async function openAccount(page: Page): Promise<void> {
  await closeModal(page)
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog(page).getByLabel('Balance', { exact: true }).waitFor(SETTLES)
}

/** The Account view's balance, as shown. */
export const balanceShown = (page: Page) => dialog(page).getByLabel('Balance', { exact: true }).textContent()

/** A wallet-feature action of the Account view. */
export const featureAction = (page: Page, name: string): Locator =>
  dialog(page).getByRole('group', { name: 'Wallet features' }).getByRole('button', { name, exact: true })

/** What the accessible description of `locator` says (aria-describedby, else title). */
async function describedBy(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    const text = ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ')
    return (text || el.getAttribute('title') || '').trim()
  })
}

/** Whether the modal currently shows a control a visitor would fill in. */
async function formShown(page: Page): Promise<boolean> {
  const fields = dialog(page).locator('input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])')
  for (const field of await fields.all()) if (await field.isVisible()) return true
  return false
}

/**
 * Opens the Account view's `action` and tells whether it is offered with a form (`offered`) or,
 * for a connection that cannot support it, hidden or explained before any form. An enabled action
 * that opens a view without a form must show why (an alert or a status); a disabled one must carry
 * its reason as its description. `absentReason` is what the document says when the action is absent.
 */
export async function offeredOrExplained(page: Page, action: string, absentReason: string): Promise<{ offered: true } | { offered: false; note: string }> {
  await openAccount(page)
  const group = dialog(page).getByRole('group', { name: 'Wallet features' })
  const button = featureAction(page, action)
  if ((await group.count()) === 0 || (await button.count()) === 0) return { offered: false, note: absentReason }
  if (await button.isDisabled()) {
    const reason = await describedBy(button)
    if (!reason) throw new Error(`the ${action} action is disabled without a reason shown (no description, no title)`)
    return { offered: false, note: reason }
  }
  await button.click()
  // A view may show a loading status first: wait for a form, or for a reason that stays without one.
  const reasonShown = () =>
    dialog(page).evaluate((root) => {
      const texts = [...root.querySelectorAll('[role="alert"], [role="status"]')].map((el) => (el.textContent ?? '').trim())
      const said = texts.find((text) => text && !/loading|…$/i.test(text))
      if (said) return said
      // No live region: the view's own text under its heading (a paragraph saying why).
      const paragraphs = [...root.querySelectorAll('p')].map((el) => (el.textContent ?? '').trim()).filter(Boolean)
      return paragraphs.join(' ')
    })
  const deadline = Date.now() + SETTLES.timeout
  while (Date.now() < deadline) {
    if (await formShown(page)) return { offered: true }
    const reason = await reasonShown()
    if (reason) {
      await page.waitForTimeout(1_000)
      if (await formShown(page)) return { offered: true }
      return { offered: false, note: (await reasonShown()) || reason }
    }
    await page.waitForTimeout(200)
  }
  const shown = ((await dialog(page).textContent()) ?? '').replace(/\s+/g, ' ').trim().slice(0, 240)
  throw new Error(`the ${action} view shows neither a form nor a reason; it shows: ${shown}`)
}

/** Signs `message` with the demo's "Sign a message" section; the signature or the error shown. */
export async function signWithDemo(page: Page, message: string, approve?: () => Promise<void>): Promise<{ signature?: string; error?: string }> {
  await closeModal(page)
  await page.getByLabel('Message', { exact: true }).fill(message)
  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  // The approval (phone, secure frame) runs alongside: a refusal that says why never asks for one.
  const approval = approve?.().then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  )
  const signature = page.getByRole('status', { name: 'Signature' }).or(page.locator('output[aria-label="Signature"]')).first()
  const failure = page.getByRole('alert', { name: 'Signing error' })
  await expect.poll(async () => (await signature.count()) + (await failure.count()), { timeout: 40_000 }).toBeGreaterThan(0)
  if ((await failure.count()) > 0) return { error: ((await failure.textContent()) ?? '').trim() }
  const approvalError = await approval
  if (approvalError) throw approvalError
  return { signature: ((await signature.textContent()) ?? '').trim() }
}

/** Opens Receive and returns the address shown as text and the one its QR code holds. */
export async function receiveShown(page: Page, address: string): Promise<{ text: string; qr: string }> {
  await openAccount(page)
  await featureAction(page, 'Receive').click()
  await page.getByRole('heading', { name: 'Receive', exact: true }).waitFor(SETTLES)
  const text = (await dialog(page).getByText(address, { exact: true }).first().textContent({ timeout: 10_000 })) ?? ''
  const qr = await readQr(page.getByRole('img', { name: 'QR code of your address' }))
  return { text, qr }
}

/**
 * Selects the Account view's Activity tab and waits for a row whose accessible name matches `row`;
 * fails listing the rows it saw.
 */
export async function activityRow(page: Page, row: RegExp, hasText?: string): Promise<string> {
  await openAccount(page)
  await dialog(page).getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Activity' }).click()
  const list = dialog(page).getByRole('list', { name: 'Transactions' })
  let labels: string[] = []
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const items = hasText ? list.getByRole('listitem').filter({ hasText }) : list.getByRole('listitem')
    labels = await items.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')).catch(() => [] as string[])
    const found = labels.find((label) => row.test(label))
    if (found) return found
    await page.waitForTimeout(500)
  }
  const all = await list
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''))
    .catch(() => [] as string[])
  throw new Error(`Activity lists no row matching ${row}${hasText ? ` with ${hasText}` : ''}; rows: ${JSON.stringify(all.slice(0, 5))}`)
}

/** Switches the network from the Account view's network button; resolves once the demo shows it. */
export async function switchNetwork(page: Page, from: string, to: string): Promise<void> {
  await openAccount(page)
  await dialog(page)
    .getByRole('button', { name: `Network: ${from}` })
    .click()
  await dialog(page).getByRole('list', { name: 'Networks' }).getByRole('button', { name: to, exact: true }).click()
  await expect.poll(() => demoField(page, 'Network'), SETTLES).toBe(to)
}

/** ProfileWallets (multi-wallet plugin) as a visitor opens it. */
export const walletList = (page: Page) => dialog(page).getByRole('list', { name: 'Connected wallets' })

export async function openWallets(page: Page): Promise<void> {
  await openAccount(page)
  await featureAction(page, 'Wallets').click()
  await walletList(page).waitFor(SETTLES)
}

/**
 * Adds the wallet `companion` next to the connection under test through ProfileWallets, switches
 * back to `own` (the connection's wallet as the list names it), deletes the companion, and checks
 * the demo shows the connection's address at the end.
 */
export async function walkMultiWallet(page: Page, input: { own: string; ownAddress: string; companion: string; companionAddress: string }): Promise<void> {
  await openWallets(page)
  const rows = walletList(page).getByRole('listitem')
  await rows.first().waitFor(SETTLES)
  // A WalletConnect session lists one row per namespace it holds.
  const before = await rows.count()
  try {
    await dialog(page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(page).getByRole('button', { name: input.companion, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address'), SETTLES).toBe(input.companionAddress)
    await openWallets(page)
    await expect.poll(() => rows.count(), SETTLES).toBe(before + 1)
    const ownRow = rows.filter({ hasText: `${input.ownAddress.slice(0, 6)}…${input.ownAddress.slice(-4)}` })
    try {
      await ownRow.waitFor(SETTLES)
    } catch {
      throw new Error(`ProfileWallets lists no row for ${input.own} (${input.ownAddress}); rows: ${JSON.stringify(await rows.allTextContents())}`)
    }
    await ownRow.getByRole('button', { name: /^Switch to / }).click()
    await expect.poll(() => demoField(page, 'Address'), SETTLES).toBe(input.ownAddress)
    await dialog(page)
      .getByRole('button', { name: `Delete ${input.companion}` })
      .click()
    await expect.poll(() => rows.count(), SETTLES).toBe(before)
    expect(await demoField(page, 'Address')).toBe(input.ownAddress)
    expect(await demoField(page, 'Status')).toBe('connected')
  } catch (error) {
    // Leave the page with the connection under test only, so the next cells test it, not the companion.
    await openWallets(page).catch(() => undefined)
    await dialog(page)
      .getByRole('button', { name: `Delete ${input.companion}` })
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    throw error
  }
}

/** Disconnects from the Account view and checks a reload stays disconnected. */
export async function disconnectAndReload(page: Page): Promise<void> {
  await openAccount(page)
  const disconnect = dialog(page).getByRole('button', { name: 'Disconnect', exact: true })
  // A toast may sit over the button: the visitor uses the keyboard.
  await disconnect.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('disconnected')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(SETTLES)
  await page.waitForTimeout(1_500)
  expect(await demoField(page, 'Status')).toBe('disconnected')
}

/** Reloads and waits until the same account is connected again without any prompt. */
export async function reloadRestores(page: Page, address: string): Promise<void> {
  await page.reload()
  await expect.poll(() => demoField(page, 'Status'), SETTLES).toBe('connected')
  expect(await demoField(page, 'Address')).toBe(address)
  await openAccount(page)
}
