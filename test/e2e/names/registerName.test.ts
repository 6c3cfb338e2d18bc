import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { saveScreenshot } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const main = network(0)
const sdk = () => new URLSearchParams({ projectId: sandbox().projectId, st: 'hatch-e2e', sv: '0.1.0' })

/** A label no other test (or earlier run) uses. */
const freshLabel = (stem: string) => `${stem}-${Math.random().toString(36).slice(2, 7)}`

/** Registers `name` for a key of the test's own, straight through the name service (someone else took it). */
async function takenBySomeoneElse(name: string): Promise<void> {
  const other = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${sandbox().urls.data}/v1/profile/account?${sdk()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: other.address, message, signature: await other.signMessage({ message }) }),
  })
  expect(response.status).toBe(200)
}

async function connectedVisitor(walletName: string) {
  const account = freshAccount()
  await fund(main, account.address, { wei: parseEther('1') })
  const rdns = `io.hatch.e2e.${walletName.toLowerCase().replace(/\W+/g, '-')}`
  const opened = await session.open([walletFor(account, { name: walletName, rdns, networks: [main] })])
  await connectThroughModal(opened.page, walletName)
  await openAccount(opened.page)
  return { ...opened, account, rdns }
}

/** RegisterAccountName as the visitor finds it: the Account view's "Register name" action. */
async function openRegister(page: Page) {
  await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Register name' }).click()
  await page.getByRole('heading', { name: 'Choose Name' }).waitFor()
  const dialog = page.getByRole('dialog')
  return {
    field: dialog.getByRole('textbox', { name: 'Name', exact: true }),
    register: dialog.getByRole('button', { name: 'Register', exact: true }),
    alert: (text: string) => dialog.getByRole('alert').filter({ hasText: text }),
    dialog,
  }
}

describe('a visitor registers an account name', () => {
  it('refuses names breaking a rule, offers free names for a taken one, registers one after the wallet signs, and the Account, the button and a second visitor see it', async () => {
    const { page, account, pageErrors, offHostRequests } = await connectedVisitor('Names Wallet')
    const form = await openRegister(page)
    // Focus is where the visitor types.
    expect(await form.field.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)

    await form.field.pressSequentially('ab_')
    await form.alert('Name may contain only letters, digits and hyphen').waitFor()
    await form.field.fill('abc')
    await form.alert('Name must be at least 4 characters').waitFor()
    expect(await form.field.getAttribute('aria-invalid')).toBe('true')
    // Register with a broken rule names the rule again, and nothing is signed.
    await form.register.click()
    await form.alert('Name must be at least 4 characters').waitFor()

    // A taken name (the seeded alice.hatch.id) offers free names near it.
    await form.field.fill('alice')
    await form.alert('alice.hatch.id is not available').waitFor()
    const suggestions = form.dialog.getByRole('region', { name: 'Available names' })
    await suggestions.getByRole('button', { name: 'Use alice-1.hatch.id' }).waitFor()
    await saveScreenshot(page, 'names/taken')

    // Someone else holds a fresh name: take the first free name offered instead.
    const taken = freshLabel('visitor')
    await takenBySomeoneElse(`${taken}.hatch.id`)
    await form.field.fill(taken)
    await form.alert(`${taken}.hatch.id is not available`).waitFor()
    const wanted = `${taken}-1.hatch.id`
    await suggestions.getByRole('button', { name: `Use ${wanted}` }).click()
    expect(await form.field.inputValue()).toBe(`${taken}-1`)
    await form.dialog.getByText(`${wanted} is available`).waitFor()
    await saveScreenshot(page, 'names/available')

    await form.register.click()
    await page.getByRole('heading', { name: 'Name Registered' }).waitFor({ timeout: 20_000 })
    await form.dialog.getByText(`${wanted} is now your account name`).waitFor()
    await saveScreenshot(page, 'names/registered')
    // The button shows the name in place of the address.
    expect(await page.getByRole('button', { name: new RegExp(`^Account ${wanted.replace(/\./g, '\\.')}`) }).textContent()).toContain(wanted)
    await form.dialog.getByRole('button', { name: 'Back to account' }).click()
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    expect(await form.dialog.getByText(wanted, { exact: true }).count()).toBe(1)

    // The name service holds it for this address: any visitor's reverse lookup returns it.
    const reverse = (await (await fetch(`${sandbox().urls.data}/v1/profile/reverse/${account.address}?${sdk()}&apiVersion=2`)).json()) as { name: string }[]
    expect(reverse.map((e) => e.name)).toEqual([wanted])

    // A second visitor, on another page with another wallet, types the address into Send's To: the name shows.
    const second = await connectedVisitor('Second Names Wallet')
    await second.page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    await second.page.getByRole('dialog').getByRole('textbox', { name: 'To', exact: true }).fill(account.address)
    await second.page.getByRole('dialog').getByText(wanted, { exact: true }).waitFor({ timeout: 15_000 })

    // The first visitor reloads: the button shows the name again without opening the modal.
    await page.reload()
    await page.getByRole('button', { name: new RegExp(`^Account ${wanted.replace(/\./g, '\\.')}`) }).waitFor({ timeout: 20_000 })
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('a wallet that refuses to sign, or a name taken meanwhile, leaves the visitor on RegisterAccountName with the reason and the name kept', async () => {
    const { page, rdns, account } = await connectedVisitor('Refusing Names Wallet')
    const form = await openRegister(page)
    const label = freshLabel('refused')
    await form.field.fill(label)
    await form.dialog.getByText(`${label}.hatch.id is available`).waitFor()

    await walletControl(page, rdns, 'setMode', 'reject')
    await form.register.click()
    await form.alert(`Error registering name ${label}.hatch.id`).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('heading', { name: 'Choose Name' }).count()).toBe(1)
    expect(await form.field.inputValue()).toBe(label)

    // Taken by someone else after the view said it was free: the service's own reason shows.
    await takenBySomeoneElse(`${label}.hatch.id`)
    await walletControl(page, rdns, 'setMode', 'approve')
    await form.register.click()
    await form.alert(`${label}.hatch.id is already registered`).waitFor({ timeout: 15_000 })
    await form.dialog
      .getByRole('region', { name: 'Available names' })
      .getByRole('button', { name: `Use ${label}-1.hatch.id` })
      .waitFor()
    expect(await form.field.inputValue()).toBe(label)
    const reverse = (await (await fetch(`${sandbox().urls.data}/v1/profile/reverse/${account.address}?${sdk()}&apiVersion=2`)).json()) as unknown[]
    expect(reverse).toEqual([])
  })
})
