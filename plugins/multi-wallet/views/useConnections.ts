import { useEffect, useState } from 'react'
import type { WalletConnection } from '../../../kernel/index.js'
import { useHatch } from '../../../ui/index.js'

/** The instance's connections (`hatch.getConnections()`), kept current through `subscribeConnections`. */
export function useConnections(): WalletConnection[] {
  const hatch = useHatch()
  const [connections, setConnections] = useState(() => hatch.getConnections())
  useEffect(() => {
    setConnections(hatch.getConnections())
    return hatch.subscribeConnections(setConnections)
  }, [hatch])
  return connections
}
