import { useCallback } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { styles } from '../account/viewStyles.js'
import { NetworkList } from './NetworkList.js'
import { SwitchStatus } from './SwitchStatus.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'
import { useMessages } from '../../hooks/useMessages.js'
import { networksMessages } from './messages.js'

/**
 * UnsupportedChain (spec §4): the wallet is on a chain the host did not configure. Offers the
 * configured networks to switch to (the wallet is asked directly, whatever network the kernel
 * last recorded) and Disconnect.
 */
export default function UnsupportedChainView(_props: ViewProps) {
  const hatch = useHatch()
  const say = useMessages(networksMessages)
  const model = useHatchState((state) => {
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    return { namespace, connected: Boolean(chain?.account.address), networks: chain?.network.requestedCaipNetworks ?? [] }
  })
  const close = useCallback(() => void hatch.close(), [hatch])
  const { state, switchTo } = useNetworkSwitch(close)
  return (
    <div data-testid="hatch-unsupported-chain">
      <div style={styles.column}>
        <p style={styles.title}>{say('networks.unsupportedTitle')}</p>
        <p style={styles.muted}>{say('networks.unsupportedText')}</p>
      </div>
      <SwitchStatus state={state} onRetry={() => state.kind === 'failed' && switchTo(state.network)} />
      <NetworkList networks={model.networks} currentId={undefined} busy={state.kind === 'switching'} onSelect={switchTo} />
      {/* Opened with no wallet (a host's `open({ view })`), there is nothing to disconnect. */}
      {model.connected ? (
        <button
          type="button"
          style={styles.dangerButton}
          onClick={() => void hatch.disconnect({ ...(model.namespace ? { namespace: model.namespace } : {}) }).catch(() => undefined)}
        >
          {say('networks.disconnect')}
        </button>
      ) : null}
    </div>
  )
}
