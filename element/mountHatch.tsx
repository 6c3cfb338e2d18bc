import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import type { ChainNamespace, Hatch, HatchInitialState } from '../kernel/index.js'
import { ConnectButton, HatchProvider } from '../ui/index.js'

/** What {@link mountHatch} renders. */
export interface MountHatchOptions {
  /** Where to render; default a detached element (the modal attaches itself to `document.body` either way). */
  container?: Element | DocumentFragment
  /** Render the connect button too (default: no button, only the modal). */
  button?: false | { namespace?: ChainNamespace; showBalance?: boolean }
  /** Messages for the button and the modal (a locale); see `HatchProvider`. */
  messages?: Readonly<Record<string, string>>
  /** What the server read from the visitor's cookie (`cookieToInitialState`); see `HatchProvider`. */
  initialState?: HatchInitialState | undefined
}

/** A mounted instance: re-render with other button settings or messages, or take it down. */
export interface MountedHatch {
  update(options: Omit<MountHatchOptions, 'container' | 'initialState'>): void
  /** Removes what was rendered; the instance itself stays (destroy it with `hatch.destroy()`). */
  unmount(): void
}

/**
 * Renders Hatch's React UI for `hatch` without the page writing any React: the provider (which
 * mounts the modal in its own shadow root on first open) and, when asked, the connect button.
 * `<hatch-button>` uses it; a page with its own button calls it once and then `hatch.open()`.
 * Asynchronous because `react-dom/client` is loaded on call: it reads `window` when imported, and
 * importing this package's entries must touch no browser global (server rendering).
 *
 * @example
 * ```ts
 * const hatch = createHatch({ projectId, networks, adapters: [evm()] })
 * await mountHatch(hatch)
 * document.querySelector('#connect')!.addEventListener('click', () => hatch.open())
 * ```
 */
export async function mountHatch(hatch: Hatch, options: MountHatchOptions = {}): Promise<MountedHatch> {
  const client = await import('react-dom/client')
  // react-dom/client is CommonJS: Node's import() gives its exports by name, bundlers (esbuild) as `default`.
  const { createRoot } = typeof client.createRoot === 'function' ? client : (client as unknown as { default: typeof client }).default
  const container = options.container ?? document.createElement('div')
  const root = createRoot(container)
  const { initialState } = options
  const render = ({ button, messages }: Omit<MountHatchOptions, 'container' | 'initialState'>) =>
    root.render(
      <StrictMode>
        <HatchProvider hatch={hatch} {...(messages ? { messages } : {})} {...(initialState ? { initialState } : {})}>
          {button ? <ConnectButton {...button} /> : null}
        </HatchProvider>
      </StrictMode>,
    )
  // Synchronously, so the provider has registered the core views when this returns: a page's
  // `hatch.open()` right after mounting finds Connect (a concurrent render would come later).
  flushSync(() => render(options))
  return { update: render, unmount: () => root.unmount() }
}
