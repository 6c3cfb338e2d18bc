import { useCallback, useRef, useState } from 'react'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'

/** Progress of one switch request. */
export type SwitchState = { kind: 'idle' } | { kind: 'switching'; network: CaipNetwork } | { kind: 'failed'; network: CaipNetwork; error: unknown }

/**
 * Runs the kernel's confirmed switch (`hatch.setNetwork`: asks the wallet, which may add the chain
 * first, then records the network) and tracks its progress for the view. `onSwitched` runs after
 * a success. Only the latest request updates the state.
 */
export function useNetworkSwitch(onSwitched: (network: CaipNetwork) => void) {
  const hatch = useHatch()
  const [state, setState] = useState<SwitchState>({ kind: 'idle' })
  const latest = useRef(0)
  const switchTo = useCallback(
    (network: CaipNetwork) => {
      const run = ++latest.current
      setState({ kind: 'switching', network })
      hatch.setNetwork(network).then(
        () => {
          if (run !== latest.current) return
          setState({ kind: 'idle' })
          onSwitched(network)
        },
        (error: unknown) => {
          if (run === latest.current) setState({ kind: 'failed', network, error })
        },
      )
    },
    [hatch, onSwitched],
  )
  return { state, switchTo }
}
