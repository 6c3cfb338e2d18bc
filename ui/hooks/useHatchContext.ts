import { useContext } from 'react'
import { HatchReactContext, type HatchReactValue } from '../provider/HatchReactContext.js'

/** The provider's value; throws a clear error when used outside `<HatchProvider>`. */
export function useHatchContext(hook: string): HatchReactValue {
  const value = useContext(HatchReactContext)
  if (!value) throw new Error(`${hook}() must be used inside <HatchProvider hatch={...}>; no provider was found above this component`)
  return value
}
