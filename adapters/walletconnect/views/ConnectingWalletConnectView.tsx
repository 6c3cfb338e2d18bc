import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatchState } from '../../../ui/hooks/useHatchState.js'
import type { ViewProps } from '../../../ui/modal/ViewProps.js'
import { useMemo } from 'react'
import { walletFromParams } from '../deepLinks.js'
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
export default function ConnectingWalletConnectView({ params }: ViewProps) {
  const namespace = useTargetNamespace(params)
  const raw = params?.['wallet']
  const wallet = useMemo(() => walletFromParams({ wallet: raw }), [raw])
  return <PairingPanel namespace={namespace} wallet={wallet} testId="hatch-connecting-walletconnect" />
}
