import { parseInitialState, type HatchInitialState } from '../kernel/ssr.js'

/**
 * The `initial-state` attribute: the JSON of `cookieToInitialState`'s result, written by the
 * server, so the button shows the connected account from its first paint (docs/ssr.md). One that is
 * not valid is ignored with a warning: the button then starts on "Connect Wallet".
 */
export function readInitialState(element: Element, logger: { warn?: (message: string) => void } | undefined): HatchInitialState | undefined {
  const source = 'the initial-state attribute of <hatch-button>'
  return parseInitialState(element.getAttribute('initial-state'), {
    source,
    ...(typeof logger?.warn === 'function' ? { logger: logger as { warn(message: string): void } } : {}),
  })
}
