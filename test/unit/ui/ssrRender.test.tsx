import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton, HatchProvider, useAccount, useModal } from '../../../ui/index.js'
import { createUiTestHatch } from './uiTestHatch.js'

function Status() {
  const { status } = useAccount()
  const { isOpen } = useModal()
  return <output>{`${status}/${isOpen ? 'open' : 'closed'}`}</output>
}

describe('server rendering', () => {
  it('renders the button and no modal, without a window', () => {
    expect(typeof window).toBe('undefined')
    const hatch = createUiTestHatch()
    const html = renderToString(
      <HatchProvider hatch={hatch}>
        <ConnectButton />
        <Status />
      </HatchProvider>,
    )
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Connect Wallet<\/button>/)
    expect(html).toContain('disconnected/closed')
    expect(html).not.toContain('role="dialog"')
    expect(html).not.toContain('hatch-modal')
  })

  it('still renders no modal when the instance is already open', () => {
    const hatch = createUiTestHatch()
    const tree = (
      <HatchProvider hatch={hatch}>
        <ConnectButton />
      </HatchProvider>
    )
    renderToString(tree)
    hatch.open()
    expect(hatch.getState().modal.open).toBe(true)
    const html = renderToString(
      <HatchProvider hatch={hatch}>
        <ConnectButton />
      </HatchProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain('role="dialog"')
  })

  it('renders the connected address on the server when the state has one', () => {
    const hatch = createUiTestHatch()
    hatch.context.setAccount('eip155', {
      address: '0x1234567890abcdef1234567890abcdef12345678',
      caipAddress: 'eip155:1337:0x1234567890abcdef1234567890abcdef12345678',
      status: 'connected',
      balance: '2.718281',
      balanceSymbol: 'ETH',
    })
    const html = renderToString(
      <HatchProvider hatch={hatch}>
        <ConnectButton />
      </HatchProvider>,
    )
    // The address first, as in the accessible name (what is seen is part of what is announced).
    expect(html).toContain('0x1234…5678 · 2.718 ETH')
    expect(html).toContain('aria-label="Account 0x1234…5678, 2.718 ETH"')
  })

  it('uses the messages the host passes (a locale) for the button', () => {
    const hatch = createUiTestHatch()
    const html = renderToString(
      <HatchProvider hatch={hatch} messages={{ 'button.connect': 'Wallet verbinden' }}>
        <ConnectButton />
      </HatchProvider>,
    )
    expect(html).toContain('>Wallet verbinden</button>')
  })
})
