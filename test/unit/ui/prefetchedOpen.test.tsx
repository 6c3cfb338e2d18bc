// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HatchProvider } from '../../../ui/index.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const connectView = () => document.querySelector('hatch-modal')?.shadowRoot?.querySelector('[data-testid="hatch-connect-view"]')
const loadingStatus = () =>
  [...(document.querySelector('hatch-modal')?.shadowRoot?.querySelectorAll('[role="status"]') ?? [])].find((el) => el.textContent?.includes('Loading'))

describe('opening the modal after the idle prefetch', () => {
  it('shows the Connect view in the first commit, with no loading placeholder in between', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    // The idle prefetch (setTimeout fallback in happy-dom) brings the shell and the Connect view.
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
