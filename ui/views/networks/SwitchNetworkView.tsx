import { useCallback, useEffect, useRef } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { NetworkList } from './NetworkList.js'
import { SwitchStatus } from './SwitchStatus.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'

/**
 * SwitchNetwork (spec §2, §4): lists the configured networks of the active namespace; choosing
 * one switches (the wallet is asked, and adds the chain first when it lacks it), with progress
 * and errors shown. Opened with `{ network }` (the kernel's switch request), it starts that
 * switch at once. A successful switch goes back to the previous view, or closes the modal.
 */
export default function SwitchNetworkView({ params }: ViewProps) {
  const hatch = useHatch()
  const requested = typeof params?.['network'] === 'string' ? params['network'] : undefined
  const model = useHatchState((state) => {
    const target = requested ? hatch.context.options.networks.find((n) => n.caipNetworkId === requested) : undefined
    const namespace = target?.chainNamespace ?? state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    return { target, networks: chain?.network.requestedCaipNetworks ?? [], currentId: chain?.network.caipNetwork?.caipNetworkId }
  })
  const done = useCallback(() => {
    if (hatch.getState().router.stack.length > 1) hatch.goBack()
    else hatch.close()
  }, [hatch])
  const { state, switchTo } = useNetworkSwitch(done)
  const startedFor = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!model.target || startedFor.current === model.target.caipNetworkId) return
    startedFor.current = model.target.caipNetworkId
    switchTo(model.target)
  }, [model.target, switchTo])

  return (
    <div data-testid="hatch-switch-network">
      <SwitchStatus state={state} onRetry={() => state.kind === 'failed' && switchTo(state.network)} />
      <NetworkList networks={model.networks} currentId={model.currentId} busy={state.kind === 'switching'} onSelect={switchTo} />
    </div>
  )
}
