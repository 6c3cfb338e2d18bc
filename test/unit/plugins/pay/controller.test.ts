import { afterEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { HatchError } from '../../../../kernel/index.js'
import { pay, requestPayment, type PayState } from '../../../../plugins/pay/index.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'USDC', decimals: 6 }
const request = { recipient: RECIPIENT, amount: '1.5', asset: USDC, network: 'eip155:1337' } as const

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

async function start(connect = true) {
  const scripted = scriptedAdapter('eip155')
  hatch = createTestHatch({ features: { pay: true }, plugins: [pay()], adapters: [scripted.adapter] })
  if (connect) await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const { payFromWallet, cancel } = await hatch.context.plugins.controller<{ payFromWallet(): Promise<void>; cancel(): void }>('pay')
  const slice = () => (hatch as Hatch).getState().plugins['pay'] as PayState
  return { hatch, runtime: scripted.runtime, payFromWallet, cancel, slice }
}

/** Settles a promise into what it rejected with (fails when it resolved). */
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('the payment resolved'),
    (error: unknown) => error as HatchError,
  )

describe('pay controller', () => {
  it('opens the pay view with the request; a second request while it is open is PAY_IN_PROGRESS; closing the modal before paying cancels', async () => {
    const { hatch: h, slice } = await start()
    const first = requestPayment(h, request)
    await expect.poll(() => slice().step).toBe('choose')
    expect(h.getState().modal.open).toBe(true)
    expect(h.getState().router.stack.at(-1)?.view).toBe('pay/main')
    expect(slice().request).toMatchObject({ recipient: RECIPIENT, amount: '1.5', units: '1500000', symbol: 'USDC', networkName: 'Local One' })
    const second = await rejection(requestPayment(h, request))
    expect(second).toBeInstanceOf(HatchError)
    expect(second.code).toBe('PAY_IN_PROGRESS')
    h.close()
    const cancelled = await rejection(first)
    expect(cancelled.code).toBe('PAY_CANCELLED')
    expect(cancelled.shortMessage).toBe('Payment cancelled')
    expect(slice()).toMatchObject({ step: 'failed', error: { code: 'PAY_CANCELLED', message: 'Payment cancelled' } })
  })

  it('two requests made back to back (the controller still loading for the first) open one payment: the second is PAY_IN_PROGRESS', async () => {
    const { hatch: h, slice } = await start()
    const first = requestPayment(h, request)
    const second = await rejection(requestPayment(h, { ...request, amount: '2' }))
    expect(second.code).toBe('PAY_IN_PROGRESS')
    await expect.poll(() => slice().step).toBe('choose')
    expect(slice().request).toMatchObject({ amount: '1.5' })
    h.close()
    expect((await rejection(first)).code).toBe('PAY_CANCELLED')
  })

  it('an invalid request rejects with PAY_INVALID_REQUEST and opens nothing', async () => {
    const { hatch: h } = await start()
    const error = await rejection(requestPayment(h, { ...request, amount: '1.5000001' }))
    expect(error.code).toBe('PAY_INVALID_REQUEST')
    expect(error.shortMessage).toBe('Invalid payment request: amount has 7 decimals; USDC has 6')
    expect(h.getState().modal.open).toBe(false)
  })

  it('a transfer declined in the wallet rejects with PAY_REJECTED; the wallet was asked for the ERC20 transfer of 1.5 USDC', async () => {
    const { hatch: h, runtime, payFromWallet, slice } = await start()
    const asked: unknown[] = []
    runtime.writeContract = async (params) => {
      asked.push(params)
      throw new HatchError('WALLET_REQUEST_REJECTED')
    }
    const paying = requestPayment(h, request)
    await expect.poll(() => slice().step).toBe('choose')
    await payFromWallet()
    const error = await rejection(paying)
    expect(error.code).toBe('PAY_REJECTED')
    expect(asked).toEqual([{ address: USDC.address, args: [RECIPIENT, 1_500_000n] }])
    expect(slice()).toMatchObject({ step: 'failed', error: { code: 'PAY_REJECTED', message: 'Payment rejected in the wallet' } })
  })

  it('a wallet that cannot send the transfer fails with PAY_FAILED naming the missing capability', async () => {
    const { hatch: h, payFromWallet, slice } = await start()
    const paying = requestPayment(h, { ...request, asset: 'native' })
    await expect.poll(() => slice().step).toBe('choose')
    await payFromWallet()
    const error = await rejection(paying)
    expect(error.code).toBe('PAY_FAILED')
    expect(error.shortMessage).toBe('Payment failed: The eip155 adapter does not support sendTransaction')
  })

  it('on Solana an SPL token is asked of the wallet as sendTransfer with its mint', async () => {
    const scripted = scriptedAdapter('solana', { address: 'h7bnQrbH9dBY6rwuBiQEQqZyb8eYCsZBSNnr4aTZA6n', chainId: testNetworks.sol.id })
    const h = createTestHatch({
      networks: [testNetworks.one, testNetworks.sol] as never,
      features: { pay: true },
      plugins: [pay()],
      adapters: [scripted.adapter],
    })
    hatch = h
    await h.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    const asked: unknown[] = []
    scripted.runtime.sendTransfer = async (params) => {
      asked.push(params)
      throw new HatchError('WALLET_REQUEST_REJECTED')
    }
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const paying = requestPayment(h, {
      recipient: 'CNn2iyQ4mXx1Xx2CZ1uX5t9VqgCkk8bC2sJQa1fVvDYu',
      amount: '2.25',
      asset: { address: mint, symbol: 'USDC', decimals: 6 },
      network: testNetworks.sol.caipNetworkId,
    })
    const { payFromWallet } = await h.context.plugins.controller<{ payFromWallet(): Promise<void> }>('pay')
    await expect.poll(() => (h.getState().plugins['pay'] as PayState).step).toBe('choose')
    await payFromWallet()
    expect((await rejection(paying)).code).toBe('PAY_REJECTED')
    expect(asked).toEqual([{ recipient: 'CNn2iyQ4mXx1Xx2CZ1uX5t9VqgCkk8bC2sJQa1fVvDYu', amount: 2_250_000n, mint }])
  })

  it('without a connected wallet it says so and keeps the payment open until cancelled', async () => {
    const { hatch: h, payFromWallet, cancel, slice } = await start(false)
    const paying = requestPayment(h, request)
    await expect.poll(() => slice().step).toBe('choose')
    await payFromWallet()
    expect(slice()).toMatchObject({ step: 'choose', error: { message: 'Connect a wallet on Local One to pay from it' } })
    cancel()
    expect((await rejection(paying)).code).toBe('PAY_CANCELLED')
  })

  it('Connect Wallet takes a visitor without a wallet to Connect and, once connected, back to the same payment (closing without connecting cancels)', async () => {
    const { hatch: h, slice } = await start(false)
    const controller = await h.context.plugins.controller<{ connectWallet(): void; cancel(): void }>('pay')
    const paying = requestPayment(h, request)
    let settled = false
    void paying.then(
      () => (settled = true),
      () => (settled = true),
    )
    await expect.poll(() => slice().step).toBe('choose')
    controller.connectWallet()
    expect(h.getState().router.stack.map((e) => e.view)).toEqual(['pay/main', 'Connect'])
    // What the connecting view does: connect, then close the modal.
    await h.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    h.close()
    expect(h.getState().modal.open).toBe(true)
    expect(h.getState().router.stack.at(-1)?.view).toBe('pay/main')
    expect(slice()).toMatchObject({ step: 'choose', request: { amount: '1.5' } })
    await Promise.resolve()
    expect(settled).toBe(false)

    // A second trip to Connect that the visitor closes without connecting cancels the payment.
    controller.connectWallet()
    h.close()
    expect((await rejection(paying)).code).toBe('PAY_CANCELLED')
    expect(h.getState().modal.open).toBe(false)
  })
})
