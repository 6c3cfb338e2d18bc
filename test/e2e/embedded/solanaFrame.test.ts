/**
 * Solana in the embedded-wallet frame, against the sandbox's local Solana RPC (Chromium, page and
 * secure site on different origins): reads served without a prompt from the frame's own endpoint,
 * solana_signTransaction / solana_signAllTransactions / solana_signAndSendTransaction only after
 * Approve inside the frame, which shows the verified page origin, the network by its name and every instruction; the
 * signatures verify and a sent transfer lands (balances move by exactly the amount and the fee).
 */
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { decodeBase58, encodeBase58 } from '../../../kernel/units/base58.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { connection, lamportsOf, solanaCluster } from '../solana/solanaStack.js'
import { call, logIn, showFrame, start } from './frameSession.js'
import { SOLANA_PUBLIC_NETWORKS, startFrameStack, type FrameStack } from './frameStack.js'
import { approveRequest } from './secureWindow.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator
let solana: string
const email = `solana-${Date.now().toString(36)}@example.test`

/** A transfer from the frame's account, serialized unsigned as a page would send it (base58). */
async function transfer(to: PublicKey, lamports: number, feePayer = new PublicKey(solana)): Promise<string> {
  const blockhash = await call<{ result: { value: { blockhash: string } } }>(page, 'RPC_REQUEST', { method: 'getLatestBlockhash', params: [] })
  if (!blockhash.ok) throw new Error(blockhash.message)
  const tx = new Transaction({ feePayer, recentBlockhash: blockhash.value.result.value.blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(solana), toPubkey: to, lamports }),
  )
  return encodeBase58(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

const approveInFrame = async () => {
  await approveRequest(page, frame)
}

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  frame = page.frameLocator('iframe[title="Hatch wallet"]')
  await logIn(page, info, email)
  const switched = await call(page, 'SWITCH_NETWORK', { chainId: solanaCluster().caipNetworkId })
  expect(switched).toEqual({ ok: true, value: { chainId: solanaCluster().caipNetworkId } })
  const user = await call<{ address: string; chainId: string }>(page, 'GET_USER')
  if (!user.ok) throw new Error(user.message)
  expect(user.value.chainId).toBe(solanaCluster().caipNetworkId)
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

describe('Solana reads', () => {
  it('serves getBalance and getLatestBlockhash from its own endpoint without any prompt', async () => {
    expect(await call(page, 'RPC_REQUEST', { method: 'getBalance', params: [solana] })).toMatchObject({
      ok: true,
      value: { result: { value: 5 * LAMPORTS_PER_SOL } },
    })
    expect(await call(page, 'RPC_REQUEST', { method: 'getLatestBlockhash', params: [] })).toMatchObject({
      ok: true,
      value: { result: { value: { blockhash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/) } } },
    })
    expect(await frame.getByRole('button', { name: 'Approve' }).count()).toBe(0)
  })

  it('refuses Solana RPC methods that are not reads (sendTransaction, requestAirdrop) with 4200', async () => {
    for (const method of ['sendTransaction', 'requestAirdrop']) {
      expect(await call(page, 'RPC_REQUEST', { method, params: [solana, 1] })).toEqual({ ok: false, code: 4200, message: 'Requested RPC call is not allowed' })
    }
  })

  it('refuses a request naming another Solana network than the frame is on (case 16)', async () => {
    const outcome = await call(page, 'RPC_REQUEST', { method: 'getBalance', params: [solana], chainId: SOLANA_PUBLIC_NETWORKS[0] })
    expect(outcome).toMatchObject({
      ok: false,
      code: -32602,
      message: expect.stringContaining(`is not the frame's Solana network ${solanaCluster().caipNetworkId}`),
    })
  })
})

describe('Solana signing, approved in the frame', () => {
  it('signs a transaction after Approve, showing the page origin and the transfer; the signature verifies and nothing is sent', async () => {
    const to = Keypair.generate().publicKey
    const before = await lamportsOf(solana)
    const pending = await start<{ result: { transaction: string; signature: string } }>(page, 'RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: await transfer(to, LAMPORTS_PER_SOL / 2), pubkey: solana },
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign transaction' }).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Requested by ${stack.pages.url}`).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Send 0.5 SOL from ${solana} to ${to.toBase58()}`).count()).toBe(1)
    // The network by its name, as an EVM prompt names its chain, never by its CAIP-2 id.
    expect(await frame.getByRole('definition').first().textContent()).toBe('Hatch Solana')
    expect(await frame.getByText(solanaCluster().caipNetworkId).count()).toBe(0)
    await approveInFrame()
    const outcome = await pending.settled()
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const signed = Transaction.from(decodeBase58(outcome.value.result.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures[0]?.publicKey.toBase58()).toBe(solana)
    expect(encodeBase58(signed.signatures[0]?.signature as Uint8Array)).toBe(outcome.value.result.signature)
    expect(await lamportsOf(solana)).toBe(before)
  })

  it('signs and sends a transfer after Approve: it lands on the local cluster and the balances move', async () => {
    const to = Keypair.generate().publicKey
    const before = await lamportsOf(solana)
    const pending = await start<{ result: { signature: string } }>(page, 'RPC_REQUEST', {
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transfer(to, 1.25 * LAMPORTS_PER_SOL), options: { preflightCommitment: 'confirmed' } },
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Send 1.25 SOL from ${solana} to ${to.toBase58()}`).count()).toBe(1)
    expect(await frame.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await approveInFrame()
    const outcome = await pending.settled()
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.value.result.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(() => lamportsOf(to), { timeout: 10_000 }).toBe(1_250_000_000n)
    expect(await lamportsOf(solana)).toBe(before - 1_250_000_000n - 5_000n)
    const status = await call<{ result: { value: [{ err: unknown } | null] } }>(page, 'RPC_REQUEST', {
      method: 'getSignatureStatuses',
      params: [[outcome.value.result.signature]],
    })
    expect(status).toMatchObject({ ok: true, value: { result: { value: [{ err: null }] } } })
  })

  it('signs several transactions after one approval listing each of them', async () => {
    const [a, b] = [Keypair.generate().publicKey, Keypair.generate().publicKey]
    const pending = await start<{ result: { transactions: string[] } }>(page, 'RPC_REQUEST', {
      method: 'solana_signAllTransactions',
      params: { transactions: [await transfer(a, 1_000), await transfer(b, 2_000)] },
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign 2 transactions' }).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Send 0.000001 SOL from ${solana} to ${a.toBase58()}`).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Send 0.000002 SOL from ${solana} to ${b.toBase58()}`).count()).toBe(1)
    await approveInFrame()
    const outcome = await pending.settled()
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.value.result.transactions.map((t) => Transaction.from(decodeBase58(t)).verifySignatures())).toEqual([true, true])
  })

  it('sends nothing when the visitor rejects (4001)', async () => {
    const to = Keypair.generate().publicKey
    const pending = await start(page, 'RPC_REQUEST', { method: 'solana_signAndSendTransaction', params: { transaction: await transfer(to, LAMPORTS_PER_SOL) } })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toEqual({ ok: false, code: 4001, message: 'Request rejected in the wallet' })
    expect(await lamportsOf(to)).toBe(0n)
  })

  it('refuses, without a prompt, a transaction that does not ask this account to sign and a pubkey that is not this account', async () => {
    const stranger = Keypair.generate().publicKey
    const foreign = encodeBase58(
      new Transaction({ feePayer: stranger, recentBlockhash: Keypair.generate().publicKey.toBase58() })
        .add(SystemProgram.transfer({ fromPubkey: stranger, toPubkey: new PublicKey(solana), lamports: 1 }))
        .serialize({ requireAllSignatures: false, verifySignatures: false }),
    )
    expect(await call(page, 'RPC_REQUEST', { method: 'solana_signTransaction', params: { transaction: foreign } })).toMatchObject({
      ok: false,
      code: -32602,
      message: `Invalid solana_signTransaction parameters: transaction does not ask ${solana} to sign`,
    })
    expect(
      await call(page, 'RPC_REQUEST', { method: 'solana_signTransaction', params: { transaction: await transfer(stranger, 1), pubkey: stranger.toBase58() } }),
    ).toMatchObject({ ok: false, code: -32602, message: `Invalid solana_signTransaction parameters: pubkey ${stranger.toBase58()} is not this account` })
    expect(await call(page, 'RPC_REQUEST', { method: 'solana_signTransaction', params: { transaction: '1111' } })).toMatchObject({
      ok: false,
      code: -32602,
      message: expect.stringContaining('transaction is not a Solana transaction: the transaction ends before'),
    })
    expect(await frame.getByRole('heading').count()).toBe(0)
  })

  it('serves the three public Solana networks of the frame list by their CAIP-2 ids (here on the local node)', async () => {
    for (const id of SOLANA_PUBLIC_NETWORKS) {
      expect(await call(page, 'SWITCH_NETWORK', { chainId: id })).toEqual({ ok: true, value: { chainId: id } })
      expect(await call(page, 'RPC_REQUEST', { method: 'getBalance', params: [solana], chainId: id })).toMatchObject({
        ok: true,
        value: { result: { value: expect.any(Number) } },
      })
    }
    expect(await call(page, 'SWITCH_NETWORK', { chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' })).toMatchObject({ ok: false, code: 4901 })
    expect(await call(page, 'SWITCH_NETWORK', { chainId: solanaCluster().caipNetworkId })).toMatchObject({ ok: true })
  })
})
