import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatchState } from '../../../ui/hooks/useHatchState.js'
import type { ViewProps } from '../../../ui/modal/ViewProps.js'
import { useMemo } from 'react'
import type { Hatch } from '../../../kernel/createHatch.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { walletFromParams } from '../deepLinks.js'
import type { WalletConnectRuntime } from '../runtime/createWalletConnectRuntime.js'
import { PairingPanel } from './PairingPanel.js'

/** The namespace a pairing view connects: the `namespace` param, else the active one. */
export function useTargetNamespace(params: ViewProps['params']): ChainNamespace {
  const active = useHatchState((s) => s.activeNamespace ?? (Object.keys(s.chains)[0] as ChainNamespace | undefined))
  const requested = typeof params?.['namespace'] === 'string' ? (params['namespace'] as ChainNamespace) : undefined
  return requested ?? active ?? 'eip155'
}

/**
 * ConnectingWalletConnect (spec §2): pair through the QR code or link; with a catalogue wallet
 * (`params.wallet`, from AllWallets) its deep links are offered too.
 */
function ConnectingWalletConnectView({ params }: ViewProps) {
  const namespace = useTargetNamespace(params)
  const raw = params?.['wallet']
  const wallet = useMemo(() => walletFromParams({ wallet: raw }), [raw])
  return <PairingPanel namespace={namespace} wallet={wallet} testId="hatch-connecting-walletconnect" />
}

/**
 * The visitor points at or focuses the WalletConnect row (ui/views/connect/preloadView.ts): the
 * runtime loads and its relay connection opens now, so the pairing uri, and with it the QR code,
 * follows the view at once. Nothing is published or shown until the view opens.
 */
export function prefetchPairing(hatch: Hatch, params: ViewProps['params']): void {
  const requested = typeof params?.['namespace'] === 'string' ? (params['namespace'] as ChainNamespace) : undefined
  const state = hatch.getState()
  const namespace = requested ?? state.activeNamespace ?? (Object.keys(state.chains)[0] as ChainNamespace | undefined) ?? 'eip155'
  hatch.context.getAdapter(namespace, WALLET_CONNECT_CONNECTOR_ID).then(
    (runtime) => (runtime as WalletConnectRuntime).prepare(),
    // The view's own attempt reports a runtime that cannot start.
    () => undefined,
  )
}

export default Object.assign(ConnectingWalletConnectView, { prefetch: prefetchPairing })
