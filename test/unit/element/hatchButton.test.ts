// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHatch, defineAdapter, definePlugin, isHatchError, type Adapter, type Hatch } from '../../../kernel/index.js'
import { defineHatchButton, startHatch } from '../../../element/index.js'
import type { HatchButtonElement } from '../../../element/index.js'
import { checkElementOptions, resolveElementOptions } from '../../../element/resolveOptions.js'
import { testNetworks } from '../../fixtures/createTestHatch.js'

// The element's own logic, in happy-dom: options from a property, a JSON script and attributes;
// names resolved through the factories it was defined with; every wrong input a typed
// INVALID_OPTIONS error on `hatch:error`. A real browser connects a wallet through it in
// test/e2e/web-component/.

const fakeAdapter = (tag = 'fake'): Adapter =>
  defineAdapter({ name: `eip155-${tag}`, namespace: 'eip155', setup: () => undefined, load: async () => ({}) as never } as never)
const factories = {
  adapters: { fake: () => (options?: { tag?: string }) => fakeAdapter(options?.tag), slow: async () => await Promise.resolve(() => fakeAdapter('slow')) },
  plugins: { tip: () => () => definePlugin({ id: 'tip' }) },
}
defineHatchButton({ tagName: 'test-hatch-button', ...factories })

const options = { projectId: 'p1', networks: [testNetworks.one], basic: true, logger: { debug() {}, warn() {}, error() {} } }
const created: HTMLElement[] = []
afterEach(() => {
  for (const el of created.splice(0)) el.remove()
  document.body.innerHTML = ''
})

function mount(html = '<test-hatch-button></test-hatch-button>'): HatchButtonElement {
  const host = document.createElement('div')
  host.innerHTML = html
  document.body.append(host)
  created.push(host)
  return host.querySelector('test-hatch-button') as HatchButtonElement
}

const adapterIds = (hatch: Hatch) => (hatch.context.options.raw.adapters as Adapter[]).map((a) => a.name)

/** The next `hatch:<name>` event of the element. */
const next = (el: Element, name: string) =>
  new Promise<CustomEvent>((resolve) => el.addEventListener(`hatch:${name}`, (e) => resolve(e as CustomEvent), { once: true }))

describe('<hatch-button> options', () => {
  it('creates its instance from the options property, with attributes over them, and renders the connect button in its shadow root', async () => {
    const el = mount('<test-hatch-button project-id="from-attribute" theme-mode="dark" locale="he" adapters="fake"></test-hatch-button>')
    const ready = next(el, 'ready')
    el.options = options
    const { detail } = await ready
    const hatch = (detail as { hatch: Hatch }).hatch
    expect(el.hatch).toBe(hatch)
    expect(hatch.context.options.raw.projectId).toBe('from-attribute')
    expect(hatch.getState().modal.themeMode).toBe('dark')
    expect(hatch.context.options.raw.locale).toBe('he')
    expect(adapterIds(hatch)).toEqual(['eip155-fake'])
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('Connect Wallet'))
    // A live attribute reaches the running instance without re-creating it.
    el.setAttribute('theme-mode', 'light')
    expect(hatch.getState().modal.themeMode).toBe('light')
    el.setAttribute('locale', 'ar')
    expect(hatch.getState().modal.locale).toBe('ar')
    el.removeAttribute('locale')
    expect(hatch.getState().modal.locale).toBeUndefined()
    expect(el.hatch).toBe(hatch)
  })

  it('reads a JSON config inside it or named by config=, with { name, options } entries', async () => {
    const json = JSON.stringify({ ...options, logger: undefined, adapters: [{ name: 'fake', options: { tag: 'json' } }], plugins: ['tip'] })
    const el = mount(`<test-hatch-button><script type="application/json">${json}</script></test-hatch-button>`)
    const { detail } = await next(el, 'ready')
    const hatch = (detail as { hatch: Hatch }).hatch
    expect(adapterIds(hatch)).toEqual(['eip155-json'])
    expect((hatch.context.options.raw.plugins as { id: string }[]).map((p) => p.id)).toEqual(['tip'])

    const other = mount(`<script type="application/json" id="cfg">${json}</script><test-hatch-button config="cfg" adapters="slow"></test-hatch-button>`)
    const second = (await next(other, 'ready')).detail as { hatch: Hatch }
    expect(adapterIds(second.hatch)).toEqual(['eip155-slow'])
    expect(second.hatch).not.toBe(hatch)
  })

  it('shows an instance the page made, and never destroys it', async () => {
    const hatch = createHatch(options)
    const el = mount()
    el.hatch = hatch
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('button')?.textContent).toBe('Connect Wallet'))
    el.remove()
    await Promise.resolve()
    expect(() => hatch.getState()).not.toThrow()
    await hatch.started
    hatch.destroy()
  })

  it('open() before the instance exists waits for it', async () => {
    const el = mount('<test-hatch-button adapters="fake"></test-hatch-button>')
    el.open({ view: 'Connect' })
    expect(el.close()).toBe(false)
    const ready = next(el, 'ready')
    el.options = options
    await ready
    await vi.waitFor(() => expect(el.hatch?.getState().modal.open).toBe(true))
  })
})

describe('<hatch-button> errors name what was wrong', () => {
  const errorOf = async (el: Element) => (await next(el, 'error')).detail as { code: string; message: string; error: unknown }

  it.each([
    [
      'an unknown adapter name',
      '<test-hatch-button adapters="fake nope"></test-hatch-button>',
      'Invalid option adapters[1]: unknown adapter "nope" (known: fake, slow)',
    ],
    ['an unknown plugin name', '<test-hatch-button plugins="tip swap"></test-hatch-button>', 'Invalid option plugins[1]: unknown plugin "swap" (known: tip)'],
    ['a wrong theme-mode', '<test-hatch-button theme-mode="blue"></test-hatch-button>', 'Invalid option theme-mode: must be light or dark, got "blue"'],
    [
      'a wrong namespace',
      '<test-hatch-button namespace="eth"></test-hatch-button>',
      'Invalid option namespace: must be one of eip155, solana, polkadot, bip122, cosmos, sui, stacks, got "eth"',
    ],
  ])('%s', async (_, html, message) => {
    const el = mount(html)
    const failed = errorOf(el)
    el.options = options
    const detail = await failed
    expect(detail.code).toBe('INVALID_OPTIONS')
    expect(detail.message.split('\n')[0]).toBe(message)
    expect(isHatchError(el.error, 'INVALID_OPTIONS')).toBe(true)
    expect(el.shadowRoot?.querySelector('button')).toBeNull()
  })

  it('a config= naming no JSON script, or JSON that is not an object (also written to the console: no logger was given)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const missing = mount('<test-hatch-button config="nowhere"></test-hatch-button>')
    expect((await errorOf(missing)).message.split('\n')[0]).toBe('Invalid option config: names no <script type="application/json" id="nowhere"> in the page')
    const broken = mount('<test-hatch-button><script type="application/json">{ projectId: 1 }</script></test-hatch-button>')
    expect((await errorOf(broken)).message.split('\n')[0]).toMatch(/^Invalid option config \(the JSON inside <hatch-button>\): is not valid JSON: /)
    const list = mount('<script type="application/json" id="arr">[1]</script><test-hatch-button config="arr"></test-hatch-button>')
    expect((await errorOf(list)).message.split('\n')[0]).toBe('Invalid option config (#arr): must be a JSON object of createHatch options')
    expect(logged.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual([
      'Invalid option config: names no <script type="application/json" id="nowhere"> in the page',
      expect.stringMatching(/^Invalid option config \(the JSON inside <hatch-button>\): is not valid JSON/),
      'Invalid option config (#arr): must be a JSON object of createHatch options',
    ])
    logged.mockRestore()
  })

  it("createHatch's own validation still applies (forwarded from the instance's error event)", async () => {
    const el = mount()
    const failed = errorOf(el)
    el.options = { ...options, networks: [] }
    const detail = await failed
    expect(detail.code).toBe('INVALID_OPTIONS')
    expect(detail.message).toMatch(/^Invalid option networks/)
  })

  it('the tag name taken by other code, or not a custom element name', () => {
    customElements.define('taken-button', class extends HTMLElement {})
    expect(() => defineHatchButton({ tagName: 'taken-button' })).toThrow(
      'Invalid option tagName: <taken-button> is already defined by other code; pass another tagName',
    )
    expect(() => defineHatchButton({ tagName: 'nohyphen' })).toThrow(
      'Invalid option tagName: "nohyphen" is not a custom element name (lower case, with a hyphen)',
    )
    // Defining Hatch's own element again is harmless.
    expect(defineHatchButton({ tagName: 'test-hatch-button' })).toBe(customElements.get('test-hatch-button'))
  })
})

describe('resolveElementOptions', () => {
  it('loads only the named factories and keeps made adapters as they are', async () => {
    const evmLoader = vi.fn(() => () => fakeAdapter('named'))
    const solanaLoader = vi.fn(() => () => fakeAdapter('never'))
    const made = fakeAdapter('made')
    const out = await resolveElementOptions({ ...options, adapters: [made, 'evm'] }, { adapters: { evm: evmLoader, solana: solanaLoader } })
    expect(out.adapters?.map((a) => a.name)).toEqual(['eip155-made', 'eip155-named'])
    expect(evmLoader).toHaveBeenCalledTimes(1)
    expect(solanaLoader).not.toHaveBeenCalled()
  })

  it('names without factories, a factory that fails to load, a factory that throws, and entries of the wrong shape', async () => {
    await expect(resolveElementOptions({ ...options, adapters: ['evm'] })).rejects.toThrow(
      'Invalid option adapters[0]: "evm" is a name, but no adapter names were given to defineHatchButton(); pass the adapter itself, or define the element with adapter factories',
    )
    await expect(resolveElementOptions({ ...options, adapters: ['evm'] }, { adapters: { evm: () => Promise.reject(new Error('offline')) } })).rejects.toThrow(
      'Invalid option adapters[0]: the adapter "evm" failed to load: offline',
    )
    const throwing = () => () => {
      throw new Error('relayUrl must be a URL')
    }
    await expect(resolveElementOptions({ ...options, adapters: [{ name: 'wc', options: {} }] }, { adapters: { wc: throwing } })).rejects.toThrow(
      'Invalid option adapters[0].options: relayUrl must be a URL',
    )
    expect(() => checkElementOptions({ ...options, plugins: [42] })).toThrow(
      "Invalid option plugins[0]: must be a name ('evm'), { name, options? }, or a plugin (send())",
    )
    expect(() => checkElementOptions('evm')).toThrow('Invalid option options: must be an object of createHatch options')
  })
})

describe('startHatch: the modal for a page with its own button', () => {
  it('makes the instance from named adapters, mounts no button, opens from script, and unmount takes the modal away', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    created.push(container)
    const { hatch, unmount } = await startHatch({ ...options, adapters: ['fake'] }, { ...factories, container })
    expect(adapterIds(hatch)).toEqual(['eip155-fake'])
    expect(container.querySelector('button')).toBeNull()
    hatch.open()
    await vi.waitFor(() => expect(hatch.getState().modal.open).toBe(true))
    await vi.waitFor(() => expect(document.querySelector('hatch-modal')?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull())
    unmount()
    // The modal's host element leaves the page with the UI.
    expect(document.querySelector('hatch-modal')).toBeNull()
  })

  it('an unknown name rejects with INVALID_OPTIONS and makes no instance', async () => {
    await expect(startHatch({ ...options, plugins: ['tip', 'nope'] }, factories)).rejects.toThrow(
      'Invalid option plugins[1]: unknown plugin "nope" (known: tip)',
    )
  })
})
