/**
 * Issue 31 item 2 on Solana, in the embedded-wallet frame against the sandbox's local Solana RPC:
 * with the operator's send threshold of 1 SOL on the cluster and two-step verification on, a SOL
 * send below it is signed after Approve alone, one above it asks for the authenticator app's code
 * inside the frame before it is signed, and so does signing (without sending) such a transfer.
 */
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { generate } from 'otplib'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { encodeBase58 } from '../../../kernel/units/base58.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { connection, lamportsOf, solanaCluster } from '../solana/solanaStack.js'
import { call, logIn, showFrame, start } from './frameSession.js'
import { startFrameStack, type FrameStack } from './frameStack.js'
import { approveRequest } from './secureWindow.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator
let solana: string
let secret = ''
const email = `solana-2fa-${Date.now().toString(36)}@example.test`

/** The app's code `steps` periods from now (the secure site runs on the real clock). */
const codeAt = (steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

/** A transfer of `lamports` from the frame's account, unsigned, as a page sends it (base58). */
async function transfer(to: PublicKey, lamports: number): Promise<string> {
  const blockhash = await call<{ result: { value: { blockhash: string } } }>(page, 'RPC_REQUEST', { method: 'getLatestBlockhash', params: [] })
  if (!blockhash.ok) throw new Error(blockhash.message)
  const from = new PublicKey(solana)
  const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash.value.result.value.blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
  return encodeBase58(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

beforeAll(async () => {
  const cluster = solanaCluster().caipNetworkId
  ;[stack, browser] = await Promise.all([startFrameStack(info, { twoStep: { sendThresholds: { [cluster]: '1' } } }), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  frame = page.frameLocator('iframe[title="Hatch wallet"]')
  await logIn(page, info, email)
  expect(await call(page, 'SWITCH_NETWORK', { chainId: cluster })).toEqual({ ok: true, value: { chainId: cluster } })
  const user = await call<{ address: string }>(page, 'GET_USER')
  if (!user.ok) throw new Error(user.message)
  solana = user.value.address
  await connection().requestAirdrop(new PublicKey(solana), 5 * LAMPORTS_PER_SOL)
  for (let i = 0; i < 100 && (await lamportsOf(solana)) !== 5n * BigInt(LAMPORTS_PER_SOL); i++) await new Promise((r) => setTimeout(r, 100))
  await showFrame(page)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

it('turns two-step verification on inside the frame', async () => {
  const pending = await start(page, 'TWO_STEP', {})
  await frame.getByRole('heading', { name: 'Turn on two-step verification' }).waitFor({ timeout: 20_000 })
  secret = ((await frame.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/).textContent()) ?? '').replace(/ /g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await frame.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await codeAt())
  await frame.getByRole('button', { name: 'Turn on' }).click()
  await frame.getByRole('heading', { name: 'Save your recovery codes' }).waitFor({ timeout: 20_000 })
  await frame.getByRole('button', { name: 'Done' }).click()
  expect(await pending.settled()).toEqual({ ok: true, value: {} })
})

it('sends 0.5 SOL, below the threshold, after Approve alone', async () => {
  const to = Keypair.generate().publicKey
  const pending = await start<{ result: { signature: string } }>(page, 'RPC_REQUEST', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(to, 0.5 * LAMPORTS_PER_SOL), options: { preflightCommitment: 'confirmed' } },
  })
  await approveRequest(page, frame, 'Send transaction')
  expect(await pending.settled()).toMatchObject({ ok: true })
  expect(await frame.getByRole('heading', { name: 'Confirm it’s you' }).count()).toBe(0)
  await expect.poll(() => lamportsOf(to), { timeout: 10_000 }).toBe(500_000_000n)
})

it('asks for the code before sending 1.5 SOL, above the threshold, and sends it with the right one', async () => {
  const to = Keypair.generate().publicKey
  const pending = await start<{ result: { signature: string } }>(page, 'RPC_REQUEST', {
    method: 'solana_signAndSendTransaction',
    params: { transaction: await transfer(to, 1.5 * LAMPORTS_PER_SOL), options: { preflightCommitment: 'confirmed' } },
  })
  await approveRequest(page, frame, 'Send transaction')
  await frame.getByRole('heading', { name: 'Confirm it’s you' }).waitFor({ timeout: 20_000 })
  await frame.getByText('This send needs your second factor.', { exact: false }).waitFor()
  expect(await lamportsOf(to)).toBe(0n)
  // The enrolment used this period's code: the next period's (within the one-step tolerance) is new.
  await frame.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(await codeAt(1))
  await frame.getByRole('button', { name: 'Confirm' }).click()
  expect(await pending.settled()).toMatchObject({ ok: true })
  await expect.poll(() => lamportsOf(to), { timeout: 10_000 }).toBe(1_500_000_000n)
})

it('asks for the code before signing (not sending) a 2 SOL transfer too; Cancel rejects it', async () => {
  const pending = await start(page, 'RPC_REQUEST', {
    method: 'solana_signTransaction',
    params: { transaction: await transfer(Keypair.generate().publicKey, 2 * LAMPORTS_PER_SOL) },
  })
  await approveRequest(page, frame, 'Sign transaction')
  await frame.getByRole('heading', { name: 'Confirm it’s you' }).waitFor({ timeout: 20_000 })
  await frame.getByRole('button', { name: 'Cancel' }).click()
  expect(await pending.settled()).toEqual({ ok: false, code: 4001, message: 'Request rejected in the wallet' })
})
