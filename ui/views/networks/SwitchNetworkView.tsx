import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { NetworkList } from './NetworkList.js'
import { SwitchStatus } from './SwitchStatus.js'
import { useNetworkSwitch } from './useNetworkSwitch.js'

/**
 * SwitchNetwork (spec §2, §4): lists the configured networks, the active namespace's first;
 * choosing one switches (the wallet is asked, and adds the chain first when it lacks it), with
 * progress and errors shown. A network of another namespace with no account there goes through
 * the kernel's switch request, which shows SwitchActiveChain. Opened with `{ network }` (the
 * kernel's switch request), it starts that switch at once and lists that namespace only. A
 * successful switch goes back to the previous view, or closes the modal.
 */
export default function SwitchNetworkView({ params }: ViewProps) {
  const hatch = useHatch()
  const requested = typeof params?.['network'] === 'string' ? params['network'] : undefined
  const model = useHatchState((state) => {
    const target = requested ? hatch.context.options.networks.find((n) => n.caipNetworkId === requested) : undefined
    const namespace = target?.chainNamespace ?? state.activeNamespace
    const network = namespace ? state.chains[namespace]?.network : undefined
    // On a chain the host does not list, none of the listed networks is the current one.
    return { target, namespace, chains: state.chains, currentId: network?.unsupportedChainId ? undefined : network?.caipNetwork?.caipNetworkId }
  })
  const networks = useMemo(() => {
    const { namespace, chains, target } = model
    const own = namespace ? (chains[namespace]?.network.requestedCaipNetworks ?? []) : []
    if (target) return own
    const others = (Object.keys(chains) as ChainNamespace[])
      .filter((ns) => ns !== namespace && hatch.context.hasAdapter(ns))
      .flatMap((ns) => chains[ns]?.network.requestedCaipNetworks ?? [])
    return [...own, ...others]
  }, [hatch, model])
  const done = useCallback(() => {
    if (hatch.getState().router.stack.length > 1) hatch.goBack()
    else hatch.close()
  }, [hatch])
  const { state, switchTo } = useNetworkSwitch(done)
  const select = useCallback(
    (network: CaipNetwork) => {
      const current = hatch.getState()
      const elsewhere = network.chainNamespace !== current.activeNamespace
      if (elsewhere && !current.chains[network.chainNamespace]?.account.address) hatch.switchNetwork(network)
      else switchTo(network)
    },
    [hatch, switchTo],
  )
  const startedFor = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!model.target || startedFor.current === model.target.caipNetworkId) return
    startedFor.current = model.target.caipNetworkId
    switchTo(model.target)
  }, [model.target, switchTo])

  return (
    <div data-testid="hatch-switch-network">
      <SwitchStatus state={state} onRetry={() => state.kind === 'failed' && switchTo(state.network)} />
      <NetworkList networks={networks} currentId={model.currentId} busy={state.kind === 'switching'} onSelect={select} />
    </div>
  )
}
