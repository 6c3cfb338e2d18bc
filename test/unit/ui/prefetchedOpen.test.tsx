// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton, HatchProvider } from '../../../ui/index.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const connectView = () => document.querySelector('hatch-modal')?.shadowRoot?.querySelector('[data-testid="hatch-connect-view"]')
const walletRows = () => [...(document.querySelector('hatch-modal')?.shadowRoot?.querySelectorAll('[data-testid="hatch-wallet-list"] button') ?? [])]
const loadingStatus = () =>
  [...(document.querySelector('hatch-modal')?.shadowRoot?.querySelectorAll('[role="status"]') ?? [])].find((el) => el.textContent?.includes('Loading'))

describe('opening the modal after the prefetch', () => {
  it('shows the Connect view in the first commit, with no loading placeholder in between', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    // warm() (a host's own idle callback, say) brings the shell and the Connect view.
    hatch.warm()
    for (let i = 0; i < 10; i++) await settle()
    // A synchronous act: React commits what it can render now, without waiting for any promise.
    // A view behind a suspending lazy() would show its loading placeholder here instead.
    act(() => {
      hatch.open()
    })
    expect(loadingStatus()).toBeUndefined()
    expect(connectView()).toBeTruthy()
  })

  it('still opens (through the loading placeholder) when nothing was prefetched', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => hatch.open())
    expect(await waitFor(() => connectView(), 'the Connect view')).toBeTruthy()
  })
})

/** Runs `check` with React outside act(), as in a browser: only microtasks run between an event and the check. */
async function outsideAct(check: () => Promise<void>) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await check()
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  }
}

describe('the click that opens the prefetched modal', () => {
  it('loads nothing of the modal while the page is only looked at: a click without a hover waits for its chunks', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch}>
        <ConnectButton />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    for (let i = 0; i < 10; i++) await settle()
    const button = [...rendered.container.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')!
    await outsideAct(async () => {
      button.click()
      for (let i = 0; i < 20; i++) await Promise.resolve()
      // Nothing was prefetched: the shell's chunk is still on its way.
      expect(connectView()).toBeFalsy()
    })
    expect(await waitFor(() => connectView(), 'the Connect view once its chunks arrived')).toBeTruthy()
  })

  it('loads the modal when the visitor points at the button, then shows the dialog with its wallet rows within the click: no later task', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch}>
        <ConnectButton />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    const button = [...rendered.container.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')!
    // React's onPointerEnter is driven by pointerover on the root.
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    for (let i = 0; i < 10; i++) await settle()
    // Prepared on the way to the click, the modal is not in the page yet.
    expect(document.querySelector('hatch-modal')).toBeNull()
    // Outside act(), as in a browser: React's scheduler would run any further render in a task of
    // its own (setImmediate in Node). Only microtasks may run between the click and the check.
    await outsideAct(async () => {
      button.click()
      for (let i = 0; i < 20; i++) await Promise.resolve()
      expect(connectView()?.isConnected).toBe(true)
      expect(walletRows().length).toBeGreaterThan(0)
    })
  })
})
