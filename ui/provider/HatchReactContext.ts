import { createContext } from 'react'
import type { Hatch } from '../../kernel/createHatch.js'
import type { HatchInitialState } from '../../kernel/ssr/initialState.js'
import type { LoadedLocale } from '../messages/followLocale.js'
import type { Translator } from '../messages/translate.js'
import type { ViewComponentCache } from './viewComponentCache.js'

/** What {@link HatchProvider} hands to hooks and views. */
export interface HatchReactValue {
  hatch: Hatch
  /** Before the modal loads: the button's texts only; inside the modal: the whole catalogue. */
  translator: Translator
  /** The host's message overrides (a locale), applied on top of every catalogue. */
  messages?: Readonly<Record<string, string>> | undefined
  /** The language shown, once resolved (`locale` option, `setLocale`, the browser's); undefined: English so far. */
  locale?: LoadedLocale
  /** The provider's view components (prefetched ones render without suspending). */
  views: ViewComponentCache
  /** The server-rendered state the button shows until start-up's reconnection has run; display only. */
  initialState?: HatchInitialState | undefined
}

/** React context of the nearest `HatchProvider`; undefined outside one. */
export const HatchReactContext = createContext<HatchReactValue | undefined>(undefined)
