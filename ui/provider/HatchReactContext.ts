import { createContext } from 'react'
import type { Hatch } from '../../kernel/createHatch.js'
import type { Translator } from '../messages/translate.js'

/** What {@link HatchProvider} hands to hooks and views. */
export interface HatchReactValue {
  hatch: Hatch
  translator: Translator
}

/** React context of the nearest `HatchProvider`; undefined outside one. */
export const HatchReactContext = createContext<HatchReactValue | undefined>(undefined)
