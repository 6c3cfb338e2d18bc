// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import { definePlugin, type ViewEntry } from '../../../kernel/contracts/definePlugin.js'
import { HatchProvider } from '../../../ui/index.js'
import type { ViewProps } from '../../../ui/modal/ViewProps.js'
import { scriptedAdapter } from '../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

/** A stand-in plugin view that shows the params it was given. */
function ParamsView({ params }: ViewProps) {
  return <p data-testid="params">{JSON.stringify(params ?? null)}</p>
}
const paramsView: ViewEntry = () => Promise.resolve({ default: ParamsView })

/**
 * Stand-ins for the e-mail and socials plugins (not built yet): each contributes its Connect method
 * the way the real plugins will, with a view that shows its params.
 */
const connectMethodStandIn = (method: 'email' | 'social', view: 'EmailLogin' | 'ConnectSocials', label: string) =>
  definePlugin({
    id: `${method}-stand-in`,
    gate: { key: method === 'email' ? 'email' : 'socials', source: 'host', default: false },
    views: { [view]: paramsView },
    contributes: { connectMethods: [{ id: method, method, label, view: view }] },
  })
const emailStandIn = connectMethodStandIn('email', 'EmailLogin', 'Continue with email')
const socialStandIn = connectMethodStandIn('social', 'ConnectSocials', 'Continue with a social account')

async function openModal(
  options: {
    views?: Record<string, ViewEntry>
    gatedOff?: Record<string, ViewEntry>
    features?: Record<string, unknown>
    overrides?: Partial<HatchOptions>
  } = {},
) {
  const hatch = createUiTestHatch(options.overrides, options.views)
  if (options.gatedOff) {
    // They replace the core views of the same id (override), gated by a feature that is off.
    const overriding = Object.fromEntries(
      Object.entries(options.gatedOff).map(([id, load]) => [id, { load: load as () => Promise<{ default: unknown }>, override: true }]),
    )
    hatch.context.views.register('test-gated', overriding, 'featureThatIsOff')
  }
  // The UI registers its own AllWallets view; tests about other rows switch its row off.
  const features = { allWallets: false, ...options.features }
  hatch.context.store.update((draft) => void Object.assign(draft.features, features))
  const hostsBefore = document.querySelectorAll('hatch-modal').length
  const rendered = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <span />
    </HatchProvider>,
  )
  cleanups.push(rendered.unmount)
  await settle(() => hatch.open())
  const root = await waitFor(() => document.querySelectorAll('hatch-modal')[hostsBefore]?.shadowRoot, 'the modal host and its shadow root')
  await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
  // A button's name: its aria-label (icon buttons), else its visible name (wallet rows are named by their content).
  const buttons = () => [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.querySelector('.row-name')?.textContent ?? null)
  return { hatch, root, buttons }
}

describe('Connect view', () => {
  it('puts wallets first when an announced wallet is shown, then the contributed email and social methods (stand-in plugins: email and socials are not built yet)', async () => {
    const { buttons } = await openModal({
      overrides: { plugins: [emailStandIn, socialStandIn] },
      features: { email: true, socials: true },
    })
    expect(buttons()).toEqual(['Close', 'Test Wallet', 'Continue with email', 'Continue with a social account'])
  })

  it('leaves out a method no plugin contributes (email), and one whose feature is off (socials)', async () => {
    const { buttons } = await openModal({ overrides: { plugins: [socialStandIn] }, features: { email: true, socials: false } })
    expect(buttons()).toEqual(['Close', 'Test Wallet'])
  })

  it("follows the host's connectMethodsOrder", async () => {
    const { buttons } = await openModal({
      overrides: { plugins: [emailStandIn, socialStandIn] },
      features: { email: true, socials: true, connectMethodsOrder: ['social', 'email', 'wallet'] },
    })
    expect(buttons()).toEqual(['Close', 'Continue with a social account', 'Continue with email', 'Test Wallet'])
  })

  it("shows a host plugin's own connect method, where connectMethodsOrder places it (issue 26 item 5)", async () => {
    const passkey = definePlugin({
      id: 'passkey',
      views: { 'passkey/login': paramsView },
      contributes: { connectMethods: [{ id: 'passkey', method: 'passkey', label: 'Continue with a passkey', view: 'passkey/login' }] },
    })
    const { buttons } = await openModal({
      overrides: { plugins: [emailStandIn, passkey], features: { connectMethodsOrder: ['passkey', 'wallet'] } },
      features: { email: true },
    })
    expect(buttons()).toEqual(['Close', 'Continue with a passkey', 'Test Wallet', 'Continue with email'])
  })

  it('offers All Wallets when that view is registered, unless the host turned allWallets off', async () => {
    expect((await openModal({ views: { AllWallets: paramsView }, features: { allWallets: true } })).buttons()).toContain('All Wallets')
    expect((await openModal({ views: { AllWallets: paramsView }, features: { allWallets: false } })).buttons()).not.toContain('All Wallets')
  })

  it("loads the views its rows open once, when idle or on the visitor's intent, before any click, and the click then opens the view at once (issue 32 item 1)", async () => {
    const loads = { AllWallets: 0, ConnectingExternal: 0 }
    const counted =
      (view: keyof typeof loads): ViewEntry =>
      () => {
        loads[view] += 1
        return Promise.resolve({ default: ParamsView })
      }
    const { hatch, root } = await openModal({
      views: { AllWallets: counted('AllWallets'), ConnectingExternal: counted('ConnectingExternal') },
      features: { allWallets: true },
    })
    const row = (name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === name)!
    // React's onPointerEnter listens to pointerover; onFocus to focusin.
    await settle(() => void row('All Wallets').dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    await settle(() => row('Test Wallet').focus())
    // Each module loaded once, whether the idle preload or the intent came first; nothing navigated.
    expect(loads).toEqual({ AllWallets: 1, ConnectingExternal: 1 })
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual(['Connect'])
    await settle(() => row('All Wallets').click())
    expect(root.querySelector('[data-testid="params"]')).not.toBeNull()
    expect(loads.AllWallets).toBe(1)
  })

  it('navigates to ConnectingExternal with the connector and namespace, and the header gains Back', async () => {
    const { hatch, root, buttons } = await openModal({ views: { ConnectingExternal: paramsView } })
    await settle(() =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === 'Test Wallet')!.click(),
    )
    expect(hatch.getState().router.stack.at(-1)).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'eip155-wallet', namespace: 'eip155' } })
    expect(root.querySelector('[data-testid="params"]')?.textContent).toBe('{"connectorId":"eip155-wallet","namespace":"eip155"}')
    expect(root.querySelector('h2')?.textContent).toBe('Connecting')
    expect(buttons()[0]).toBe('Back')
    await settle(() => root.querySelector<HTMLButtonElement>('button[aria-label="Back"]')!.click())
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
  })

  it('connects directly without a ConnectingExternal view and shows a rejection as an error toast', async () => {
    const rejecting = scriptedAdapter('eip155', {
      connect: () => Promise.reject(new HatchError('CONNECTION_REJECTED')),
    })
    // The UI ships a ConnectingExternal view; one gated by a feature that is off is unreachable.
    const { hatch, root } = await openModal({ overrides: { adapters: [rejecting.adapter] }, gatedOff: { ConnectingExternal: paramsView } })
    expect(hatch.context.views.get('ConnectingExternal')?.owner).toBe('test-gated')
    await settle(() =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === 'Test Wallet')!.click(),
    )
    // The first connect loads the connection controller's code: under load that takes more than settle's turns.
    await waitFor(() => (rejecting.calls.length > 0 ? true : null), 'the adapter to be asked to connect')
    expect(rejecting.calls).toEqual(['connect:eip155-wallet'])
    // The loading toast is replaced by the error 150 ms later (spec §4).
    const toast = await waitFor(() => root.querySelector('.toasts[data-variant="error"] [role="status"]'), 'the error toast', 2000)
    expect(toast.textContent).toBe('Connection rejected')
    expect(hatch.getState().modal.open).toBe(true)
  })
})

describe('modal chrome', () => {
  it('renders alerts with a dismiss button that removes them', async () => {
    const { hatch, root } = await openModal()
    await settle(() =>
      hatch.context.store.update((draft) => {
        draft.alerts.push({ id: 7, variant: 'error', code: 'APKT009', title: 'Server Error', description: 'The app configuration could not be fetched.' })
      }),
    )
    // The alerts' code loads with the first one.
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toContain('Server Error')
    expect(alert.textContent).toContain('APKT009')
    await settle(() => alert.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')!.click())
    expect(root.querySelector('[role="alert"]')).toBeNull()
    expect(hatch.getState().alerts).toEqual([])
  })

  it('shakes for 500 ms when the kernel asks, e.g. when a view blocks closing', async () => {
    const { hatch, root } = await openModal({ views: { Blocking: { load: paramsView, blocksClose: () => true } } })
    await settle(() => hatch.context.router.push('Blocking'))
    await settle(() => void hatch.close())
    const dialog = root.querySelector('[role="dialog"]')!
    expect(hatch.getState().modal.open).toBe(true)
    expect(dialog.hasAttribute('data-shaking')).toBe(true)
    await settle(() => new Promise((resolve) => setTimeout(resolve, 550)))
    expect(dialog.hasAttribute('data-shaking')).toBe(false)
  })

  it('shows a retry when a view fails to load, and loads it on retry', async () => {
    let attempts = 0
    const flaky: ViewEntry = () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: ParamsView }))
    const { hatch, root } = await openModal({ views: { Flaky: flaky } })
    await settle(() => hatch.context.router.push('Flaky', { n: 1 }))
    expect(root.querySelector('.view-error [role="alert"], .view-error')?.textContent).toContain('This screen could not be loaded.')
    await settle(() => root.querySelector<HTMLButtonElement>('.view-error button')!.click())
    expect(root.querySelector('[data-testid="params"]')?.textContent).toBe('{"n":1}')
    expect(attempts).toBe(2)
  })

  it("applies theme mode and variables to the shadow root, warning through the host's logger about unknown ones", async () => {
    const warnings: string[] = []
    const logger = { debug: () => undefined, warn: (message: string) => void warnings.push(message), error: () => undefined }
    const { hatch, root } = await openModal({ overrides: { logger } })
    await settle(() => {
      hatch.setThemeMode('dark')
      hatch.setThemeVariables({ accent: '#ff0000', glitter: 'gold' })
    })
    const themed = root.querySelector<HTMLElement>('.hatch-root')!
    expect(themed.dataset.theme).toBe('dark')
    expect(themed.style.getPropertyValue('--hatch-accent')).toBe('#ff0000')
    expect(warnings.some((w) => w.includes('"glitter" is unknown'))).toBe(true)
  })
})
