import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'
import { alertShowing, fillSend, openSend, sendForm, successToast } from './sendPage.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const main = network(0)
const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
/** The sandbox account the data service's seeded name alice.hatch.id points at on EVM (sandbox/data/names.ts). */
const alice = () => sandbox().accounts[9]?.address as Address

async function openSendFor(name: string) {
  const account = freshAccount()
  await fund(main, account.address, { wei: parseEther('1') })
  const opened = await session.open([walletFor(account, { name, rdns: `io.hatch.e2e.${name.toLowerCase().replace(/\W+/g, '-')}`, networks: [main] })])
  await connectThroughModal(opened.page, name)
  await openAccount(opened.page)
  await openSend(opened.page)
  return opened
}

describe('send to a name (the data service name lookup)', () => {
  it('resolves alice.hatch.id, shows its name and avatar and the address it resolves to, and sends there', async () => {
    const { page, pageErrors, offHostRequests } = await openSendFor('Name Wallet')
    await fillSend(page, { token: 'ETH', amount: '0.01', to: 'alice.hatch.id' }, { waitForFee: true })
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('img', { name: 'Avatar of alice.hatch.id' }).waitFor()
    expect(await dialog.getByText('alice.hatch.id', { exact: true }).count()).toBe(1)
    expect(await dialog.getByText(`Sends to ${alice()}`).count()).toBe(1)
    await saveScreenshot(page, 'send/by-name')
    const before = await client.getBalance({ address: alice() })
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.01 ETH')
    expect((await client.getBalance({ address: alice() })) - before).toBe(parseEther('0.01'))
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it("names a typed address's owner from the reverse lookup", async () => {
    const { page } = await openSendFor('Reverse Wallet')
    await fillSend(page, { token: 'ETH', to: alice() })
    await page.getByRole('dialog').getByText('alice.hatch.id', { exact: true }).waitFor()
    expect(await page.getByRole('dialog').getByRole('img', { name: 'Avatar of alice.hatch.id' }).count()).toBe(1)
  })

  it("says an unknown name is not registered, in the name service's words, and sends nothing", async () => {
    const { page } = await openSendFor('Unknown Name Wallet')
    await fillSend(page, { token: 'ETH', amount: '0.01', to: 'nobody.hatch.id' })
    expect(await alertShowing(page, 'nobody.hatch.id is not registered')).toBe('nobody.hatch.id is not registered')
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'nobody.hatch.id is not registered')).toBe('nobody.hatch.id is not registered')
    expect(await page.getByText(/^Sent /).count()).toBe(0)
  })
})
