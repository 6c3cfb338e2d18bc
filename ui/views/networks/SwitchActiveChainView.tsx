import { useEffect } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { styles } from '../account/viewStyles.js'
import { SwitchStatus } from './SwitchStatus.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'
import { useMessages } from '../../hooks/useMessages.js'
import { networksMessages } from './messages.js'

/** The chain family a visitor knows, for "Your connected wallet is not on Solana" (not "solana", "bip122"). */
const familyNames: Partial<Record<string, string>> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

/**
 * SwitchActiveChain (spec §4): the visitor asked for a network of a namespace they have no
 * account on. It explains, makes that network active, and leads to Connect to connect a wallet
 * there.
 */
export default function SwitchActiveChainView({ params }: ViewProps) {
  const hatch = useHatch()
  const say = useMessages(networksMessages)
  const requested = typeof params?.['network'] === 'string' ? params['network'] : undefined
  const target = hatch.context.options.networks.find((n) => n.caipNetworkId === requested)
  const { state, switchTo } = useNetworkSwitch(() => hatch.context.router.replace('Connect'))
  // Opened with no configured network (a host's `open({ view })`): the network list takes its place.
  useEffect(() => {
    if (!target) hatch.context.router.replace('SwitchNetwork')
  }, [hatch, target])
  if (!target) return null
  return (
    <div style={styles.column} data-testid="hatch-switch-active-chain">
      {target.assets?.imageUrl ? <img src={target.assets.imageUrl} alt="" width={72} height={72} style={styles.walletIcon} /> : null}
      <p style={styles.muted}>
        {say('networks.switchActiveChainText', { namespace: familyNames[target.chainNamespace] ?? target.chainNamespace, name: target.name })}
      </p>
      <SwitchStatus state={state} onRetry={() => switchTo(target)} />
      <button
        type="button"
        className="text-button"
        aria-disabled={state.kind === 'switching' || undefined}
        onClick={() => state.kind === 'switching' || switchTo(target)}
      >
        {say('networks.switchActiveChainButton', { name: target.name })}
      </button>
    </div>
  )
}
