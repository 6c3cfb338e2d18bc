import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { createAllWalletsController, type AllWalletsController, type AllWalletsState } from './allWalletsController.js'
import { createWalletImageCache } from './walletImages.js'
import { installedRdns, readWalletListOptions } from './walletListRules.js'

/**
 * Creates the view's controller from the instance (host wallet options, configured chains,
 * announced wallets, mobile flag) when the view mounts, opens it, and disposes it on unmount:
 * nothing of the catalogue is fetched before the view opens.
 */
export function useAllWallets(): { controller: AllWalletsController; state: AllWalletsState } {
  const hatch = useHatch()
  const [, imageChanged] = useReducer((n: number) => n + 1, 0)
  const [controller] = useState(() => {
    const ctx = hatch.context
    const s = hatch.getState()
    return createAllWalletsController({
      catalogue: ctx.catalogue,
      list: readWalletListOptions(ctx.options.raw),
      chains: ctx.options.networks.map((n) => n.caipNetworkId),
      rules: {
        isMobile: ctx.options.isMobile,
        ...(s.activeNamespace ? { namespace: s.activeNamespace } : {}),
        universalProvider: s.connectors.some((c) => c.type === 'WALLET_CONNECT'),
      },
      installedRdns: () => installedRdns(hatch.getState().connectors),
      images: createWalletImageCache({ catalogue: ctx.catalogue, onChange: () => imageChanged() }),
    })
  })
  // React's StrictMode unmounts and remounts every effect once in development. Disposing at once
  // would kill the controller the remount keeps (and a fresh one would fetch every request twice),
  // so disposal waits a tick and a remount within that tick cancels it.
  const pendingDispose = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    clearTimeout(pendingDispose.current)
    void controller.open()
    return () => {
      pendingDispose.current = setTimeout(() => {
        controller.dispose()
        controller.images.dispose()
      }, 0)
    }
  }, [controller])
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  return { controller, state }
}
