// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { useRef } from 'react'
import { renderToString } from 'react-dom/server'
import { HatchProvider, useAccount, useHatch, useModal, useNetwork } from '../../../ui/index.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function mount(hatch: ReturnType<typeof createUiTestHatch>, child: React.ReactNode) {
  const rendered = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      {child}
    </HatchProvider>,
  )
  cleanups.push(rendered.unmount)
  return rendered.container
}

function AccountProbe() {
  const renders = useRef(0)
  renders.current += 1
  const account = useAccount()
  return <output data-renders={renders.current}>{`${account.status}|${account.address ?? '-'}|${account.isConnected}|${account.balance ?? '-'}`}</output>
}

describe('useAccount', () => {
  it('follows the account of the active namespace and re-renders only when it changes', async () => {
    const hatch = createUiTestHatch()
    const container = await mount(hatch, <AccountProbe />)
    const output = () => container.querySelector('output')!
    expect(output().textContent).toBe('disconnected|-|false|-')
    const rendersBefore = Number(output().dataset.renders)

    await settle(() => hatch.setThemeMode('dark'))
    expect(Number(output().dataset.renders)).toBe(rendersBefore)

    await settle(() => hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' }).then(() => undefined))
    // The balance follower reads the new account's balance at once (the scripted wallet holds 0).
    await waitFor(() => (output().textContent?.endsWith('|0') ? true : undefined), 'the balance read after connecting')
    expect(output().textContent).toBe('connected|0x00000000000000000000000000000000000000a1|true|0')

    await settle(() => hatch.context.setAccount('eip155', { balance: '1.5' }))
    expect(output().textContent).toContain('|1.5')
  })

  it('names the missing provider when used outside one', () => {
    expect(() => renderToString(<AccountProbe />)).toThrow('useHatchState() must be used inside <HatchProvider hatch={...}>')
  })
})

function NetworkProbe() {
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  return (
    <div>
      <output>{`${caipNetwork?.caipNetworkId}|${networks.length}`}</output>
      <button type="button" onClick={() => switchNetwork('eip155:999')}>
        bad
      </button>
    </div>
  )
}

describe('useNetwork', () => {
  it('gives the current network, the configured ones, and rejects unknown networks by name', async () => {
    const hatch = createUiTestHatch()
    const container = await mount(hatch, <NetworkProbe />)
    expect(container.querySelector('output')!.textContent).toBe('eip155:1337|2')
    let thrown: unknown
    try {
      hatch.switchNetwork('eip155:999')
    } catch (error) {
      thrown = error
    }
    expect(String(thrown)).toContain('eip155:999')
  })
})

function ModalProbe() {
  const { isOpen, open, close } = useModal()
  const hatch = useHatch()
  return (
    <div>
      <output>{`${isOpen}|${hatch.getState().router.stack.at(-1)?.view ?? '-'}`}</output>
      <button type="button" data-action="open" onClick={() => open()} />
      <button type="button" data-action="close" onClick={() => close()} />
    </div>
  )
}

describe('useModal', () => {
  it('opens on Connect and closes, mounting the modal host on first open only', async () => {
    const hatch = createUiTestHatch()
    const container = await mount(hatch, <ModalProbe />)
    expect(document.querySelector('hatch-modal')).toBeNull()
    await settle(() => container.querySelector<HTMLButtonElement>('[data-action="open"]')!.click())
    expect(container.querySelector('output')!.textContent).toBe('true|Connect')
    await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot?.querySelector('[role="dialog"]'), 'the dialog')
    await settle(() => container.querySelector<HTMLButtonElement>('[data-action="close"]')!.click())
    expect(container.querySelector('output')!.textContent).toBe('false|Connect')
  })
})
