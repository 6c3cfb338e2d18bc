import { useState } from 'react'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { useHatch } from '../../hooks/useHatch.js'

/**
 * Runs an action on hatch/adapters/embedded's `embeddedWallet` service for a button of the Account
 * view, with the button's busy state and the reason a failure gives. The UI imports no adapter, so
 * that service's typed entry in HatchServices (a declaration the adapter adds) is not in view for a
 * host that compiles the UI without it: `Wallet` names what the caller needs, looked up by name.
 */
export function useEmbeddedWalletAction<Wallet>() {
  const hatch = useHatch()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const run = (action: (wallet: Wallet) => Promise<unknown>) => {
    setBusy(true)
    setError(undefined)
    const context = hatch.context
    const getService = context.getService.bind(context) as unknown as (name: string) => Promise<Wallet>
    void getService('embeddedWallet')
      .then(action)
      .catch((failure: unknown) => setError(isHatchError(failure) ? failure.shortMessage : String(failure)))
      .finally(() => setBusy(false))
  }
  return { busy, error, run }
}
