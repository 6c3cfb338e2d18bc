import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Hatch } from '../../kernel/createHatch.js'
import { createTranslator } from '../messages/translate.js'
import { coreViews } from './coreViews.js'
import { HatchReactContext, type HatchReactValue } from './HatchReactContext.js'
import { loadModalHost } from './loadModalHost.js'
import { registerCoreViews } from './registerCoreViews.js'
import { scheduleIdle } from './scheduleIdle.js'

const ModalHost = lazy(loadModalHost)

/** Props of {@link HatchProvider}. */
export interface HatchProviderProps {
  /** The instance made by `createHatch`. */
  hatch: Hatch
  /**
   * Messages that replace the English ones (a locale), or extra ids plugins use. Keys are the
   * ids of `ui/messages/en.ts`; `error.<CODE>` keys translate error texts. Pass a stable object
   * (module constant or memoised): a new object re-renders every consumer.
   */
  messages?: Readonly<Record<string, string>>
  /** Load the modal shell and the Connect view when the browser is idle after first paint (default true). */
  prefetch?: boolean
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
export function HatchProvider({ hatch, messages, prefetch = true, children }: HatchProviderProps) {
  registerCoreViews(hatch, coreViews)
  const value = useMemo<HatchReactValue>(() => ({ hatch, translator: createTranslator(messages) }), [hatch, messages])
  const [mounted, setMounted] = useState(false)
  // The element focused when the modal opens (the button, usually) gets focus back on close.
  const opener = useRef<Element | null>(null)
  const getOpener = useCallback(() => opener.current, [])

  useEffect(() => {
    if (hatch.getState().modal.open) {
      opener.current = document.activeElement
      setMounted(true)
    }
    return hatch.subscribeModal((open) => {
      if (!open) return
      opener.current = document.activeElement
      setMounted(true)
    })
  }, [hatch])

  useEffect(() => {
    if (!prefetch) return
    return scheduleIdle(() => {
      void loadModalHost().catch(() => undefined)
      void hatch.context.views.get('Connect')?.load().catch(() => undefined)
    })
  }, [hatch, prefetch])

  return (
    <HatchReactContext.Provider value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <ModalHost getOpener={getOpener} />
        </Suspense>
      ) : null}
    </HatchReactContext.Provider>
  )
}
