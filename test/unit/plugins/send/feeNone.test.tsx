// @vitest-environment happy-dom
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { send } from '../../../../plugins/send/index.js'
import SendView from '../../../../plugins/send/views/SendView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * The Send form of an EVM account whose wallet estimates the fee at `fee` wei: an embedded smart
 * account whose operation a paymaster sponsors answers 0 (adapters/embedded's estimateFee).
 */
async function sendForm(fee: bigint, locale: string) {
  const scripted = scriptedAdapter('eip155')
  Object.assign(scripted.runtime, {
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    estimateFee: async () => fee,
    sendTransaction: () => new Promise<string>(() => undefined),
  })
  const hatch = createTestHatch({ adapters: [scripted.adapter], plugins: [send()], locale })
  cleanups.push(() => hatch.destroy())
  await hatch.ready
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  hatch.context.store.update((draft) => void (draft.chains.eip155!.account.balance = '1'))
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>loading</p>}>
        <SendView params={undefined} />
      </Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount)
  const controller = await hatch.context.plugins.controller('send')
  await settle(() => {
    controller.setToken('native')
    controller.setAmount('0.25')
    controller.setReceiver('0x000000000000000000000000000000000000dEaD')
  })
  return container
}

const feeLine = (container: HTMLElement, start: string) =>
  waitFor(() => [...container.querySelectorAll('p')].map((p) => p.textContent).find((text) => text?.startsWith(start)), `the line "${start}…"`)

describe('Send says plainly when the visitor pays no network fee', () => {
  it('a fee of 0 (a sponsored operation) reads "none, you pay nothing", not "0 ETH"', async () => {
    const container = await sendForm(0n, 'en')
    expect(await feeLine(container, 'Network fee:')).toBe('Network fee: none, you pay nothing')
  })

  it('in German too', async () => {
    const container = await sendForm(0n, 'de')
    expect(await feeLine(container, 'Netzwerkgebühr:')).toBe('Netzwerkgebühr: keine, Sie zahlen nichts')
  })

  it('a fee above 0 is still written as an amount', async () => {
    const container = await sendForm(21_000n * 1_000_000_000n, 'en')
    expect(await feeLine(container, 'Network fee:')).toMatch(/^Network fee: .*0\.000021 ETH/)
  })
})
