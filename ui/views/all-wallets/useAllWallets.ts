import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import type { AllWalletsController, AllWalletsState } from './allWalletsController.js'
import { releaseAllWalletsController, takeAllWalletsController } from './prefetchAllWallets.js'

/**
 * The view's controller: the one the visitor's intent on the "All Wallets" row opened
 * (prefetchAllWallets), else one created from the instance when the view mounts. It is opened
 * (a no-op when already open) and disposed on unmount: nothing of the catalogue is fetched before
 * the visitor points at, focuses or opens the view.
 */
export function useAllWallets(): { controller: AllWalletsController; state: AllWalletsState } {
  const hatch = useHatch()
  const [, imageChanged] = useReducer((n: number) => n + 1, 0)
  const [controller] = useState(() => takeAllWalletsController(hatch, imageChanged))
  // React's StrictMode unmounts and remounts every effect once in development. Disposing at once
  // would kill the controller the remount keeps (and a fresh one would fetch every request twice),
  // so disposal waits a tick and a remount within that tick cancels it.
  const pendingDispose = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    clearTimeout(pendingDispose.current)
    void controller.open()
    return () => {
      pendingDispose.current = setTimeout(() => releaseAllWalletsController(hatch, controller), 0)
    }
  }, [controller, hatch])
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  return { controller, state }
}
