import { Keypair } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterRuntime, TokenBalance } from '../../../../kernel/index.js'
import { send } from '../../../../plugins/send/index.js'
import { checkSend } from '../../../../plugins/send/checkSend.js'
import { SETTLE_MS } from '../../../../plugins/send/controller.js'
import { createNameResolver } from '../../../../plugins/send/receiver.js'
import type { SendToken } from '../../../../plugins/send/types.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { startLocalServer } from '../../kernel/http/localServer.js'

const SENDER = Keypair.generate().publicKey.toBase58()
const RECEIVER = Keypair.generate().publicKey.toBase58()
const MINT = Keypair.generate().publicKey.toBase58()
/** A Token-2022 transfer-fee mint of 8 decimals keeping 1 % of each transfer, as the sandbox's fee token. */
const FEE: SendToken = { id: MINT, symbol: 'FEE', name: 'Fee token', decimals: 8, balance: 1000n * 10n ** 8n }
const SOL: SendToken = { id: 'native', symbol: 'SOL', name: 'Solana', decimals: 9, balance: 2n * 10n ** 9n }

/** What the wallet's adapter answers: a network fee of 5000 lamports, and the mint keeping 1 % (rounded up, as Token-2022 does). */
function feeMintWallet() {
  const asked: Array<Record<string, unknown>> = []
  const sent: Array<Record<string, unknown>> = []
  const runtime = {
    estimateFee: async () => 5000n,
    estimateTokenFee: async (params: Record<string, unknown>) => {
      asked.push(params)
      return params['mint'] === MINT ? ((params['amount'] as bigint) + 99n) / 100n : 0n
    },
    sendTransfer: async (params: Record<string, unknown>) => {
      sent.push(params)
      return '5'.repeat(88)
    },
  } satisfies Partial<AdapterRuntime>
  return { runtime, asked, sent }
}

const noNames = createNameResolver({ data: { get: () => Promise.reject(new Error('this test looks up no names')) } } as never)

describe('checkSend: what a transfer-fee token keeps of the amount', () => {
  it('a Token-2022 fee mint: the check carries the units the mint keeps, asked of the adapter with the send’s own parameters', async () => {
    const wallet = feeMintWallet()
    const checked = await checkSend({
      namespace: 'solana',
      token: FEE,
      tokens: [SOL, FEE],
      amount: '10',
      receiver: RECEIVER,
      runtime: wallet.runtime as unknown as AdapterRuntime,
      names: noNames,
    })
    expect(checked).toEqual({
      ok: true,
      transfer: { namespace: 'solana', token: MINT, to: RECEIVER, amount: 10n * 10n ** 8n },
      token: FEE,
      fee: 5000n,
      tokenFee: 10_000_000n,
    })
    expect(wallet.asked).toEqual([{ recipient: RECEIVER, amount: 10n * 10n ** 8n, mint: MINT }])
  })

  it('SOL keeps nothing and the adapter is not asked; a failed token-fee reading is the form’s error, nothing is ready to send', async () => {
    const wallet = feeMintWallet()
    const input = { namespace: 'solana' as const, tokens: [SOL, FEE], receiver: RECEIVER, names: noNames }
    const sol = await checkSend({ ...input, token: SOL, amount: '0.5', runtime: wallet.runtime as unknown as AdapterRuntime })
    expect(sol).toMatchObject({ ok: true, fee: 5000n, tokenFee: 0n })
    expect(wallet.asked).toEqual([])

    const failing = {
      ...wallet.runtime,
      estimateTokenFee: () =>
        Promise.reject(Object.assign(new Error('rpc down'), { name: 'HatchError', code: 'WALLET_REQUEST_FAILED', params: { method: 'estimateTokenFee' } })),
    }
    const refused = await checkSend({ ...input, token: FEE, amount: '10', runtime: failing as unknown as AdapterRuntime })
    expect(refused).toMatchObject({ ok: false, errors: { form: { code: 'WALLET_REQUEST_FAILED' } } })
  })
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/**
 * The network's RPC as the send follows a signature on it: `getSignatureStatuses` answers `status`
 * for the scripted wallet's signature (a real HTTP server on 127.0.0.1).
 */
async function solanaNode(status: { err: unknown; confirmationStatus: string }) {
  const node = await startLocalServer({
    'POST /': (_req, res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { value: [{ slot: 7, ...status }] } })),
  })
  cleanups.push(() => node.close())
  return node
}

/** A connected Solana account holding 2 SOL and 1,000 of the fee token, with the send plugin; the chain reports its sends as `status`. */
async function connectedWithFeeToken(status = { err: null as unknown, confirmationStatus: 'confirmed' }) {
  const wallet = feeMintWallet()
  const node = await solanaNode(status)
  const network = { ...testNetworks.sol, rpcUrls: { default: { http: [node.url] } } }
  const scripted = scriptedAdapter('solana', { address: SENDER, chainId: testNetworks.sol.id })
  Object.assign(scripted.runtime, wallet.runtime, { getBalance: async () => ({ balance: '2', symbol: 'SOL' }) })
  const hatch = createTestHatch({ networks: [network], adapters: [scripted.adapter], plugins: [send()] })
  cleanups.push(() => hatch.destroy())
  await hatch.ready
  await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
  const listed: TokenBalance = {
    name: 'Fee token',
    symbol: 'FEE',
    chainId: testNetworks.sol.caipNetworkId,
    address: `${testNetworks.sol.caipNetworkId}:${MINT}`,
    quantity: { decimals: '8', numeric: '1000' },
    price: 0,
  }
  hatch.context.store.update((draft) => {
    const account = draft.chains.solana!.account
    account.balance = '2'
    account.tokenBalance = [listed]
  })
  const controller = await hatch.context.plugins.controller('send')
  return { hatch, controller, wallet, node, slice: () => hatch.context.plugins.state('send')! }
}

describe('the send controller with a transfer-fee token', () => {
  it('once typing pauses, the form holds what the mint keeps of the typed amount and what the receiver gets', async () => {
    const { controller, slice } = await connectedWithFeeToken()
    vi.useFakeTimers()
    controller.setToken(MINT)
    controller.setAmount('10')
    controller.setReceiver(RECEIVER)
    await vi.advanceTimersByTimeAsync(SETTLE_MS) // the receiver settles
    await vi.advanceTimersByTimeAsync(SETTLE_MS) // then the fees are estimated
    await vi.waitFor(() => expect(slice().feeStatus).toBe('ready'))
    expect(slice().fee).toBe(5000n)
    expect(slice().tokenFee).toEqual({ withheld: 10_000_000n, received: 990_000_000n })
    // A new amount drops the old reading until the new one is there.
    controller.setAmount('0.5')
    expect(slice().tokenFee).toBeUndefined()
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    await vi.waitFor(() => expect(slice().tokenFee).toEqual({ withheld: 500_000n, received: 49_500_000n }))
  })

  it('the send goes out for the typed amount and the toast says what the recipient gets, not that they got the amount', async () => {
    const { hatch, controller, wallet, node } = await connectedWithFeeToken()
    controller.setToken(MINT)
    controller.setAmount('10')
    controller.setReceiver(RECEIVER)
    expect(await controller.send()).toBe(true)
    expect(wallet.sent).toEqual([{ recipient: RECEIVER, amount: 10n * 10n ** 8n, mint: MINT }])
    // "Sent" once the chain confirmed the signature, not when the wallet returned it.
    expect(node.seen.map((r) => JSON.parse(r.body).method)).toContain('getSignatureStatuses')
    expect(hatch.getState().toast).toMatchObject({
      variant: 'success',
      messageId: 'send.sentLessTokenFee',
      message: 'Sent {amount}: the recipient gets {received}',
      values: { amount: { units: '1000000000', decimals: 8, symbol: 'FEE' }, received: { units: '990000000', decimals: 8, symbol: 'FEE' } },
    })
  })

  it('a send the chain reports failed says so in the form, keeps what was typed and shows no "Sent" toast', async () => {
    const { hatch, controller, wallet, slice } = await connectedWithFeeToken({ err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' })
    controller.setToken(MINT)
    controller.setAmount('10')
    controller.setReceiver(RECEIVER)
    expect(await controller.send()).toBe(false)
    expect(wallet.sent).toHaveLength(1)
    expect(slice()).toMatchObject({ loading: false, sendTokenAmount: '10', receiver: RECEIVER, errors: { form: { code: 'SEND_REVERTED' } } })
    expect(slice().confirming).toBeUndefined()
    expect(hatch.getState().toast).toMatchObject({ variant: 'error', messageId: 'SEND_REVERTED', message: 'The transaction failed on chain: nothing was sent' })
  })
})
