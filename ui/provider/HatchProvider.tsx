import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { Hatch } from '../../kernel/createHatch.js'
import type { HatchInitialState } from '../../kernel/ssr/initialState.js'
import { buttonMessages } from '../messages/buttonMessages.js'
import { createTranslator } from '../messages/translate.js'
import type { LoadedLocale } from '../messages/followLocale.js'
import { coreViews } from './coreViews.js'
import { HatchReactContext, type HatchReactValue } from './HatchReactContext.js'
import { loadModalHost } from './loadModalHost.js'
import type { ModalHostProps } from '../modal/ModalHost.js'
import { preloadable } from './preloadable.js'
import { registerCoreViews } from './registerCoreViews.js'
import { createViewComponentCache } from './viewComponentCache.js'

/** Props of {@link HatchProvider}. */
export interface HatchProviderProps {
  /** The instance made by `createHatch`. */
  hatch: Hatch
  /**
   * Texts that replace those of the language shown (the `locale` option, `hatch.setLocale`, else
   * the browser's; see docs/i18n.md), or extra ids plugins use. Keys are the ids of
   * `ui/messages/en.ts`; `error.<CODE>` keys translate error texts. Pass a stable object
   * (module constant or memoised): a new object re-renders every consumer.
   */
  messages?: Readonly<Record<string, string>>
  /**
   * Load the modal shell and its first view ahead of the click, on `hatch.warm()`: when the visitor
   * points at, touches or focuses the button (default true). `false`: at the first open.
   */
  prefetch?: boolean
  /**
   * What the server read from the visitor's cookie (`cookieToInitialState`, docs/ssr.md): the
   * button shows that account, on the server and at hydration, until the instance's reconnection
   * has run; then the wallet's own answer shows. Display only: nothing is signed or sent for it.
   * Read at the first render.
   */
  initialState?: HatchInitialState | undefined
  children?: ReactNode
}

/**
 * The one provider: gives hooks the instance, registers the UI's core views, and mounts the
 * modal (its own lazy chunk) the first time it opens. Renders no modal on the server.
 *
 * @example
 * ```tsx
 * const hatch = createHatch({ projectId, networks, adapters: [evm()] })
 * root.render(<HatchProvider hatch={hatch}><ConnectButton /></HatchProvider>)
 * ```
 */
export function HatchProvider({ hatch, messages, prefetch = true, initialState, children }: HatchProviderProps) {
  registerCoreViews(hatch, coreViews)
  const views = useMemo(() => createViewComponentCache(hatch.views), [hatch])
  // The language (host option, setLocale, else the browser's) resolves in a chunk of its own, so
  // the code before the first click stays small; its texts then translate the button too.
  const [locale, setLocale] = useState<LoadedLocale>()
  // The server and the hydrating client both show `initialState` (effects never run on the server),
  // until the instance's reconnection has run.
  const [shown, setShown] = useState(initialState)
  useEffect(() => {
    const reconnected = () => setShown(undefined)
    // Only a page the server rendered with an account waits for the reconnection (which starts the instance).
    if (initialState) hatch.ready.then(reconnected, reconnected)
    const following = import('../messages/followLocale.js').then(
      (m) => m.followLocale(hatch, setLocale),
      (error: unknown) => {
        // The chunk did not arrive (offline, a deploy replaced it, the page is going away): the
        // button keeps its English texts, and nothing else waits on the language.
        console.warn('Hatch: language support did not load, showing English', error)
        return () => undefined
      },
    )
    return () => void following.then((stop) => stop())
    // Read at the first render only, as documented.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hatch])
  const value = useMemo<HatchReactValue>(
    () => ({ hatch, translator: createTranslator(buttonMessages, locale?.messages, messages), messages, locale, views, initialState: shown }),
    [hatch, messages, locale, views, shown],
  )
  const modalHost = useMemo(() => preloadable(loadModalHost), [])
  // Set once, at the first open, when the shell's chunk has arrived (at once when the prefetch brought it).
  const [ModalHost, setModalHost] = useState<ComponentType<ModalHostProps> | undefined>(undefined)
  // The element focused when the modal opens (the button, usually) gets focus back on close.
  const opener = useRef<Element | null>(null)
  const getOpener = useCallback(() => opener.current, [])
  // Rendered only once loaded, never through lazy(): a suspended first render would wait out
  // React's 300 ms reveal throttle.
  const show = useCallback(
    (module: { default: ComponentType<ModalHostProps> }) => setModalHost((current: ComponentType<ModalHostProps> | undefined) => current ?? module.default),
    [],
  )

  useEffect(() => {
    const mount = () => {
      opener.current = document.activeElement
      // The view's chunk and the shell's chunk load side by side, not one after the other.
      const route = hatch.getState().router.stack.at(-1)
      if (route) void views.preload(route.view).catch(() => undefined)
      // A failed load is reported and tried again at the next open.
      const ready = modalHost.peek()
      if (ready) return show(ready)
      modalHost
        .load()
        .then(show, (error: unknown) =>
          hatch.context.events.emit('error', { code: 'VIEW_LOAD_FAILED', message: `the modal failed to load: ${String(error)}`, error }),
        )
    }
    if (hatch.getState().modal.open) mount()
    return hatch.subscribeModal((open) => {
      if (open) mount()
    })
  }, [hatch, views, modalHost, show])

  useEffect(() => {
    if (!prefetch) return
    const warm = () => {
      // Mounted, closed, once in and once the instance has started (the shell reads its context):
      // its host element and stylesheet are in place before the click, so the click renders the
      // whole dialog in its own task, not after another frame. Both load side by side.
      void Promise.all([modalHost.load(), hatch.started]).then(
        ([module]) => show(module),
        () => undefined,
      )
      void views.preload('Connect').catch(() => undefined)
    }
    return hatch.on('modal:warm', warm)
  }, [hatch, views, modalHost, prefetch, show])

  return (
    <HatchReactContext.Provider value={value}>
      {children}
      {ModalHost ? (
        <Suspense fallback={null}>
          <ModalHost getOpener={getOpener} />
        </Suspense>
      ) : null}
    </HatchReactContext.Provider>
  )
}
