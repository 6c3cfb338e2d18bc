// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { definePlugin, type ViewEntry, type ViewLoader } from '../../../kernel/contracts/definePlugin.js'
import { HatchProvider } from '../../../ui/index.js'
import { renderInDom, settle, waitFor } from './renderInDom.js'
import { createUiTestHatch } from './uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const view: ViewEntry = () => Promise.resolve({ default: () => <p>the method's own view</p> })

/** A plugin contributing the social method with an inline `section` (as hatch/plugins/socials does). */
const withSection = (section: ViewLoader) =>
  definePlugin({
    id: 'section-stand-in',
    gate: { key: 'socials', source: 'host', default: true },
    views: { ConnectSocials: view },
    contributes: { connectMethods: [{ id: 'socials', method: 'social', label: 'Continue with a social account', view: 'ConnectSocials', section }] },
  })

async function openConnect(section: ViewLoader) {
  const hatch = createUiTestHatch({ plugins: [withSection(section)] })
  hatch.context.store.update((draft) => void Object.assign(draft.features, { allWallets: false }))
  const before = document.querySelectorAll('hatch-modal').length
  const rendered = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <span />
    </HatchProvider>,
  )
  cleanups.push(rendered.unmount)
  await settle(() => hatch.open())
  const root = await waitFor(() => document.querySelectorAll('hatch-modal')[before]?.shadowRoot, 'the modal shadow root')
  await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
  return root
}

const texts = (root: ShadowRoot) => [...root.querySelectorAll('[data-testid="hatch-connect-view"] button')].map((b) => b.textContent?.trim())

describe('a connect method with an inline section', () => {
  it('renders the section on Connect itself instead of the link', async () => {
    const root = await openConnect(() => Promise.resolve({ default: () => <button type="button">Continue with Google</button> }))
    await waitFor(() => texts(root).includes('Continue with Google') || null, 'the section')
    expect(texts(root)).not.toContain('Continue with a social account')
  })

  it('shows the link to its view when the section module fails to load', async () => {
    const root = await openConnect(() => Promise.reject(new Error('chunk failed')))
    await waitFor(
      () =>
        [...root.querySelectorAll('button')].find(
          (b) => b.getAttribute('aria-label') === 'Continue with a social account' || b.textContent?.includes('Continue with a social account'),
        ),
      'the stand-in link',
    )
    expect(texts(root)).not.toContain('Continue with Google')
  })
})
