// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, createHatch, type Hatch, type HatchInitialState } from '../../../kernel/index.js'
import { cookieToInitialState } from '../../../kernel/ssr.js'
import { ConnectButton, HatchProvider, useAccount } from '../../../ui/index.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { waitFor } from './renderInDom.js'

// Issue 29: the server renders the connected button from the visitor's cookie, the client hydrates
// it without a warning, then the wallet decides: its account stays, or "Connect Wallet".

const walletAddress = '0x00000000000000000000000000000000000000a1'
const someoneElse = '0xb0b0000000000000000000000000000000000b0b'
const icon = 'https://icons.example/local-one.png'
const networks = [{ ...testNetworks.one, assets: { imageUrl: icon } }, testNetworks.two]
const quiet = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })

/** A page on the cookie; its wallet answers a reconnect once `answer()` is called: its account when it still grants the site. */
function page(grants = true, storage = cookieStorage({ fallback: memoryBackend(), logger: quiet() })) {
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const account = { address: walletAddress, chainId: 1337 }
  const wallet = scriptedAdapter('eip155', { reconnect: () => answered.then(() => (grants ? account : undefined)) })
  const hatch: Hatch = createHatch({
    projectId: 'ssr',
    networks,
    basic: true,
    adapters: [wallet.adapter],
    storage,
    endpoints: unusedEndpoints,
    logger: quiet(),
  })
  return { hatch, wallet, answer }
}

/** The previous visit: the visitor connected the wallet; cookieStorage wrote the session cookie. */
async function previousVisit() {
  const { hatch } = page(true, cookieStorage({ fallback: memoryBackend(), logger: quiet() }))
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  hatch.destroy()
  return document.cookie
}

const tree = (hatch: Hatch, initialState: HatchInitialState | undefined, probe: React.ReactNode = null) => (
  <HatchProvider hatch={hatch} initialState={initialState} prefetch={false}>
    <ConnectButton />
    {probe}
  </HatchProvider>
)

/** Renders on the server, puts the HTML in the page and hydrates it; collects every warning React or Hatch wrote. */
async function serveAndHydrate(header: string, client: Hatch, probe?: React.ReactNode) {
  const initialState = cookieToInitialState(header, { networks, logger: quiet() })
  const server = page(true, memoryBackend()).hatch
  const html = renderToString(tree(server, initialState, probe))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const console_ = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') }
  const recoverable: unknown[] = []
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, tree(client, initialState, probe), { onRecoverableError: (error) => void recoverable.push(error) })
  })
  const button = () => container.querySelector('button')!
  // What the visitor sees the moment the client has taken over, before the wallet answered.
  const hydratedText = button().textContent
  cleanups.push(async () => {
    await act(async () => root?.unmount())
    container.remove()
  })
  return { html, initialState, button, hydratedText, recoverable, console_ }
}

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.restoreAllMocks()
  for (const c of document.cookie.split('; ').filter(Boolean)) document.cookie = `${c.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
})

describe('server rendering from the cookie, then hydration', () => {
  it('renders the short address on the server, hydrates without a warning and reconnects silently', async () => {
    const header = await previousVisit()
    const granted = page(true)
    const rendered = await serveAndHydrate(header, granted.hatch)
    expect(rendered.initialState?.accounts.eip155).toMatchObject({ networkImageUrl: icon, networkName: 'Local One' })
    // The stored network's icon, named by the network, before the short address.
    expect(rendered.html).toMatch(
      /<button[^>]*aria-label="Account 0x0000…00a1"[^>]*><img src="https:\/\/icons.example\/local-one.png" alt="Local One"[^>]*\/>0x0000…00a1<\/button>/,
    )
    expect(rendered.hydratedText).toBe('0x0000…00a1')
    expect(rendered.button().querySelector('img')?.getAttribute('alt')).toBe('Local One')
    await act(async () => granted.answer())
    await granted.hatch.ready
    await waitFor(() => (granted.hatch.getState().chains.eip155?.account.status === 'connected' ? true : undefined), 'the silent reconnect')
    expect(granted.wallet.calls).toEqual(['reconnect:eip155-wallet'])
    await waitFor(() => (rendered.button().textContent?.startsWith('0x0000…00a1') ? true : undefined), 'the connected button')
    // Connected now: the icon stays, from the instance's own network.
    const shown = rendered.button().querySelector('img')
    expect([shown?.getAttribute('src'), shown?.getAttribute('alt')]).toEqual([icon, 'Local One'])
    expect(rendered.recoverable).toEqual([])
    expect(rendered.console_.error).not.toHaveBeenCalled()
    expect(rendered.console_.warn).not.toHaveBeenCalled()
  })

  it('falls back to "Connect Wallet" when the wallet no longer grants the site', async () => {
    const header = await previousVisit()
    const revoked = page(false)
    const rendered = await serveAndHydrate(header, revoked.hatch)
    expect(rendered.hydratedText).toBe('0x0000…00a1')
    await act(async () => revoked.answer())
    await revoked.hatch.ready
    await waitFor(() => (rendered.button().textContent === 'Connect Wallet' ? true : undefined), '"Connect Wallet"')
    expect(rendered.button().getAttribute('aria-label')).toBeNull()
    expect(rendered.button().querySelector('img')).toBeNull()
    expect(revoked.wallet.calls).toEqual(['reconnect:eip155-wallet'])
    expect(rendered.recoverable).toEqual([])
    expect(rendered.console_.error).not.toHaveBeenCalled()
  })

  it('shows a forged address only until the wallet answers, and never as a session: nothing is signed or asked for it', async () => {
    const envelope = (value: unknown) => ({ v: 1, value })
    const forged = {
      connections: envelope([{ connectorId: 'eip155-wallet', namespace: 'eip155', accounts: [{ address: someoneElse }], caipNetworkId: 'eip155:1337' }]),
      connectedConnectors: envelope({ eip155: 'eip155-wallet' }),
      activeNamespace: envelope('eip155'),
    }
    const header = `hatch.session=${encodeURIComponent(JSON.stringify(forged))}`
    document.cookie = `${header}; Path=/`
    const seen: string[] = []
    function Probe() {
      const account = useAccount()
      if (account.isConnected && account.address) seen.push(account.address)
      return null
    }
    const visitor = page(false)
    const states: (string | undefined)[] = []
    visitor.hatch.subscribe((s) => void states.push(s.chains.eip155?.account.address))
    const rendered = await serveAndHydrate(header, visitor.hatch, <Probe />)
    expect(rendered.html).toContain('0xb0b0…0b0b')
    expect(rendered.hydratedText).toBe('0xb0b0…0b0b')
    await act(async () => visitor.answer())
    await visitor.hatch.ready
    await waitFor(() => (rendered.button().textContent === 'Connect Wallet' ? true : undefined), '"Connect Wallet"')
    // The wallet was asked whether it still grants the site, by connector, never for the address.
    expect(visitor.wallet.calls).toEqual(['reconnect:eip155-wallet'])
    expect(seen).toEqual([])
    expect(states).not.toContain(someoneElse)
    expect(visitor.hatch.getProvider('eip155')).toBeDefined()
    await expect(visitor.hatch.getProvider('eip155').request({ method: 'eth_accounts' })).resolves.toEqual([])
  })

  it("a forged address gives way to the wallet's own account when the wallet does grant the site", async () => {
    const envelope = (value: unknown) => ({ v: 1, value })
    const forged = {
      connections: envelope([{ connectorId: 'eip155-wallet', namespace: 'eip155', accounts: [{ address: someoneElse }] }]),
      connectedConnectors: envelope({ eip155: 'eip155-wallet' }),
    }
    const header = `hatch.session=${encodeURIComponent(JSON.stringify(forged))}`
    document.cookie = `${header}; Path=/`
    const visitor = page(true)
    const rendered = await serveAndHydrate(header, visitor.hatch)
    expect(rendered.hydratedText).toBe('0xb0b0…0b0b')
    await act(async () => visitor.answer())
    await visitor.hatch.ready
    await waitFor(() => (rendered.button().textContent?.startsWith('0x0000…00a1') ? true : undefined), "the wallet's account")
    expect(visitor.hatch.getState().chains.eip155?.account.address).toBe(walletAddress)
  })
})
