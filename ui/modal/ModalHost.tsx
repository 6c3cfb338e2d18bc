import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react'
import { createPortal } from 'react-dom'
import { createConsoleLogger, type Logger } from '../../kernel/options/logger.js'
import { useHatchContext } from '../hooks/useHatchContext.js'
import { en } from '../messages/en.js'
import { createIcuTranslator } from '../messages/icuTranslator.js'
import { HatchReactContext, type HatchReactValue } from '../provider/HatchReactContext.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { resolveThemeOverrides } from '../theme/resolveThemeOverrides.js'
import { attachShadowHost, type ShadowHost } from './attachShadowHost.js'
import { ModalDialog } from './ModalDialog.js'
import { modalStyles } from './modalStyles.js'

/** Props of {@link ModalHost}. */
export interface ModalHostProps {
  /** Reads the element that had focus when the modal last opened. */
  getOpener: () => Element | null
}

/**
 * The lazy modal chunk's root: owns the host element (on `document.body` from the first open) and
 * its shadow root, applies the theme (mode and host variables) and renders the dialog while the
 * modal is open.
 */
export default function ModalHost({ getOpener }: ModalHostProps) {
  const parent = useHatchContext('ModalHost')
  const { hatch } = parent
  // The modal's subtree reads the whole catalogue, which arrives with this chunk, through the ICU
  // formatter (plural, select) in the language the provider resolved (English until it has).
  const locale = parent.locale
  const value = useMemo<HatchReactValue>(
    () => ({ ...parent, translator: createIcuTranslator(locale?.tag ?? 'en', en, { ...locale?.messages, ...parent.messages }) }),
    [parent, locale],
  )
  // The host's texts with ICU syntax (plural, select …) wait for the formatter (a language's texts
  // arrive with it), so none shows as raw ICU; plain texts never wait.
  if (parent.messages) value.translator.wait?.(parent.messages)
  const [shadow, setShadow] = useState<ShadowHost | undefined>(undefined)
  const open = useHatchState((state) => state.modal.open)
  const mode = useHatchState((state) => state.modal.themeMode)
  const rawVariables = useHatchState((state) => state.modal.themeVariables)
  const theme = useMemo(() => resolveThemeOverrides(rawVariables), [rawVariables])

  useEffect(() => {
    const attached = attachShadowHost(document, modalStyles)
    setShadow(attached)
    return () => attached.remove()
  }, [])

  useEffect(() => {
    if (theme.problems.length === 0) return
    // Report through the host's logger when it passed one (options.logger), else the console;
    // the options are known once the instance has started (a failed start is reported already).
    void hatch.started.then(
      () => {
        const logger = (hatch.context.options.raw.logger as Pick<Logger, 'warn'> | undefined) ?? createConsoleLogger()
        for (const problem of theme.problems) logger.warn(problem)
      },
      () => undefined,
    )
  }, [hatch, theme])

  // A layout effect, so the host is visible before the dialog's effects move focus into it.
  useLayoutEffect(() => {
    shadow?.setVisible(open, theme.zIndex)
  }, [shadow, open, theme.zIndex])

  if (!shadow) return null
  return createPortal(
    <HatchReactContext.Provider value={value}>
      <div className="hatch-root" data-theme={mode} dir={locale?.dir ?? 'ltr'} lang={locale?.tag ?? 'en'} style={theme.variables as CSSProperties}>
        {open ? <ModalDialog root={shadow.root} opener={getOpener()} /> : null}
      </div>
    </HatchReactContext.Provider>,
    shadow.root,
  )
}
