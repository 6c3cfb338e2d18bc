// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Hatch } from '../../../kernel/index.js'
import { defineHatchButton } from '../../../element/index.js'
import type { HatchButtonElement } from '../../../element/index.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'

// Issue 29: `initial-state` carries what the server read from the cookie, so <hatch-button> shows
// the connected account from its first paint, until the wallet answers.

defineHatchButton({ tagName: 'ssr-hatch-button' })

const address = '0x1234567890abcdef1234567890abcdef12345678'
const icon = 'https://icons.example/local-one.png'
const initialState = {
  activeNamespace: 'eip155',
  accounts: { eip155: { address, connectorId: 'eip155-wallet', caipNetworkId: 'eip155:1337', networkImageUrl: icon, networkName: 'Local One' } },
}
afterEach(() => {
  document.body.innerHTML = ''
})

function mount(attribute: string, grants: boolean) {
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const storage = memoryBackend()
  // The visitor's stored session, as the previous visit left it.
  storage.setItem('hatch:connectedConnectors', JSON.stringify({ v: 1, value: { eip155: 'eip155-wallet' } }))
  const wallet = scriptedAdapter('eip155', { reconnect: () => answered.then(() => (grants ? { address, chainId: 1337 } : undefined)) })
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const host = document.createElement('div')
  host.innerHTML = `<ssr-hatch-button initial-state='${attribute}'></ssr-hatch-button>`
  document.body.append(host)
  const el = host.querySelector('ssr-hatch-button') as HatchButtonElement
  el.options = { projectId: 'p', networks: [testNetworks.one], basic: true, adapters: [wallet.adapter], storage, logger }
  const button = () => el.shadowRoot?.querySelector('button')
  return { el, button, answer, logger, wallet }
}

describe('<hatch-button initial-state>', () => {
  it('shows the account the server read until the wallet answers, then "Connect Wallet" when it no longer grants the site', async () => {
    const page = mount(JSON.stringify(initialState), false)
    await vi.waitFor(() => expect(page.button()?.textContent).toBe('0x1234…5678'))
    expect(page.button()?.getAttribute('aria-label')).toBe('Account 0x1234…5678')
    // The network's icon the server looked up, named by the network.
    const shown = page.button()?.querySelector('img')
    expect([shown?.getAttribute('src'), shown?.getAttribute('alt')]).toEqual([icon, 'Local One'])
    page.answer()
    await vi.waitFor(() => expect(page.button()?.textContent).toBe('Connect Wallet'))
    expect(page.button()?.querySelector('img')).toBeNull()
    expect(page.wallet.calls).toEqual(['reconnect:eip155-wallet'])
    expect(page.logger.warn).not.toHaveBeenCalled()
  })

  it('keeps the account once the wallet confirms it', async () => {
    const page = mount(JSON.stringify(initialState), true)
    await vi.waitFor(() => expect(page.button()?.textContent).toBe('0x1234…5678'))
    page.answer()
    const hatch = await vi.waitFor(() => {
      const h = page.el.hatch as Hatch
      expect(h.getState().chains.eip155?.account.status).toBe('connected')
      return h
    })
    expect(hatch.getState().chains.eip155?.account.address).toBe(address)
    await vi.waitFor(() => expect(page.button()?.textContent?.startsWith('0x1234…5678')).toBe(true))
  })

  it('ignores an attribute that is not a valid initial state, with a warning, and starts on "Connect Wallet"', async () => {
    const forged = { ...initialState, accounts: { eip155: { ...initialState.accounts.eip155, address: 'javascript:alert(1)' } } }
    const page = mount(JSON.stringify(forged), false)
    await vi.waitFor(() => expect(page.button()?.textContent).toMatch(/^(Connect Wallet|Connecting…)$/))
    expect(page.logger.warn).toHaveBeenCalledWith(expect.stringContaining('ignored the initial state (the initial-state attribute of <hatch-button>)'))
  })
})
