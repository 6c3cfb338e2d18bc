// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineHatchButton } from '../../../element/index.js'
import type { HatchButtonElement } from '../../../element/index.js'
import ar from '../../../ui/messages/locales/ar.js'
import de from '../../../ui/messages/locales/de.js'
import { testNetworks } from '../../fixtures/createTestHatch.js'

// The button of <hatch-button> sits in the host's page, whose language may not be the modal's:
// it carries the modal's lang and dir, so a screen reader speaks its text in the right language.

defineHatchButton({ tagName: 'lang-hatch-button', adapters: {}, plugins: {} })

const options = { projectId: 'p1', networks: [testNetworks.one], basic: true, logger: { debug() {}, warn() {}, error() {} } }
afterEach(() => {
  document.body.innerHTML = ''
})

describe('<hatch-button> language', () => {
  it("gives its button the modal's lang and dir, and follows a change of language", async () => {
    document.documentElement.lang = 'en'
    document.body.innerHTML = '<lang-hatch-button locale="ar"></lang-hatch-button>'
    const el = document.querySelector('lang-hatch-button') as HatchButtonElement
    el.options = options
    const button = () => el.shadowRoot?.querySelector('button')
    await vi.waitFor(() => expect(button()?.textContent).toBe(ar['button.connect']), { timeout: 5000 })
    expect([button()?.getAttribute('lang'), button()?.getAttribute('dir')]).toEqual(['ar', 'rtl'])

    el.setAttribute('locale', 'de')
    await vi.waitFor(() => expect(button()?.textContent).toBe(de['button.connect']), { timeout: 5000 })
    expect([button()?.getAttribute('lang'), button()?.getAttribute('dir')]).toEqual(['de', 'ltr'])
    // The page keeps its own language: only the button speaks the modal's.
    expect(document.documentElement.lang).toBe('en')
  })
})
