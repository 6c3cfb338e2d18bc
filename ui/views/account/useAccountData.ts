import { useEffect, useSyncExternalStore } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { accountDataFor, type TokenStatus } from './accountData.js'

/**
 * Keeps the active account's balance, identity and tokens loaded while the calling view is
 * mounted, and returns the Tokens-tab status.
 */
export function useAccountData(): TokenStatus {
  const hatch = useHatch()
  const data = accountDataFor(hatch)
  useEffect(() => data.watch(), [data])
  return useSyncExternalStore(data.subscribe, data.getStatus, data.getStatus)
}
