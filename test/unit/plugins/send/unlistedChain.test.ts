import { afterEach, describe, expect, it, vi } from 'vitest'
import { send } from '../../../../plugins/send/index.js'
import { swaps } from '../../../../plugins/swaps/index.js'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined }
const RECEIVER = '0x00000000000000000000000000000000000000b0'
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A connected EVM wallet that then moves itself to chain 4242, which the host does not list. */
async function onUnlistedChain() {
  const sendTransaction = vi.fn(async () => `0x${'ab'.repeat(32)}`)
  const wallet = scriptedAdapter('eip155', { sendTransaction })
  wallet.runtime.getBalance = async () => ({ balance: '2', symbol: 'ETH' })
  // Not basic mode, which turns the remote-gated Swap off; the project configuration cannot be fetched here, so it takes the host's value.
  const hatch = createTestHatch({ adapters: [wallet.adapter], plugins: [send(), swaps()], basic: false, features: { swaps: true }, logger: quiet })
  cleanups.push(() => hatch.destroy())
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  hatch.context.handleChainChanged('eip155', 4242)
  return { hatch, sendTransaction }
}

/**
 * Spec §4: the network becomes an unsupported-network state. The wallet would send on the chain it
 * is on, not on the network the form shows; it used to be asked anyway and failed with "The wallet
 * could not complete eth_sendTransaction".
 */
describe('a send or a swap while the wallet is on a chain the host does not list', () => {
  it('Send says "Unsupported chain" and does not ask the wallet; back on a listed chain the same form sends', async () => {
    const { hatch, sendTransaction } = await onUnlistedChain()
    const controller = await hatch.context.plugins.controller('send')
    const fill = () => {
      controller.setToken('native')
      controller.setAmount('0.5')
      controller.setReceiver(RECEIVER)
    }
    fill()
    expect(await controller.send()).toBe(false)
    expect(hatch.context.plugins.state('send')!.errors.form).toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(sendTransaction).not.toHaveBeenCalled()

    // Back on a listed chain (a network change starts the form afresh).
    hatch.context.handleChainChanged('eip155', 1337)
    await vi.waitFor(() => expect(hatch.getState().chains.eip155!.account.balance).toBe('2'))
    fill()
    // The wallet is asked; the send then follows its transaction on a node this test does not run.
    void controller.send().catch(() => undefined)
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledOnce())
    expect(hatch.context.plugins.state('send')!.errors).toEqual({})
  })

  it('Swap says "Unsupported chain" and asks the wallet nothing', async () => {
    const { hatch, sendTransaction } = await onUnlistedChain()
    const controller = await hatch.context.plugins.controller('swaps')
    expect(await controller.swap()).toBe(false)
    expect(await controller.approve()).toBe(false)
    expect(hatch.context.plugins.state('swaps')!.errors.form).toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(sendTransaction).not.toHaveBeenCalled()
  })
})
