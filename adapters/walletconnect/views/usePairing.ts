import { useCallback, useEffect, useRef, useState } from 'react'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useHatchState } from '../../../ui/hooks/useHatchState.js'
import { PAIRING_STATE_KEY, WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { initialPairingState, type PairingWallet, type WalletConnectPairingState } from '../pairingState.js'
import type { WalletConnectRuntime } from '../runtime/createWalletConnectRuntime.js'

/** What the pairing views show besides the pairing state. */
export type PairingPhase = { kind: 'waiting' } | { kind: 'rejected' } | { kind: 'failed'; error: unknown }

/**
 * Runs one WalletConnect connect per attempt while a pairing view is shown: loads the runtime,
 * hands it the chosen wallet, connects (unless the host drives pairing, manualWCControl), closes
 * the modal once connected, starts a fresh attempt (a new uri) after a rejection, and abandons the
 * pairing when the view goes away.
 */
export function usePairing(namespace: ChainNamespace, wallet: PairingWallet | undefined) {
  const hatch = useHatch()
  const pairing = useHatchState((s) => (s.plugins[PAIRING_STATE_KEY] as WalletConnectPairingState | undefined) ?? initialPairingState())
  const [phase, setPhase] = useState<PairingPhase>({ kind: 'waiting' })
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)
  const runtime = useRef<WalletConnectRuntime | undefined>(undefined)
  const abandonTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const manual = hatch.context.options.manualWCControl

  useEffect(() => {
    // React may unmount and remount at once (StrictMode): only a real departure abandons.
    clearTimeout(abandonTimer.current)
    const cleanup = () => {
      abandonTimer.current = setTimeout(() => runtime.current?.abandonPairing(), 0)
    }
    if (started.current === attempt) return cleanup
    started.current = attempt
    const mine = attempt
    // The view shows the catalogue text; the bus carries the developer's details.
    const fail = (error: unknown) => {
      setPhase({ kind: 'failed', error })
      hatch.context.events.emit('error', {
        code: isHatchError(error) ? error.code : 'FAILED_TO_CONNECT',
        message: error instanceof Error ? error.message : String(error),
        error,
      })
    }
    hatch.context.getAdapter(namespace, WALLET_CONNECT_CONNECTOR_ID).then(
      (loaded) => {
        runtime.current = loaded as WalletConnectRuntime
        runtime.current.setWallet(wallet)
        if (manual) return
        hatch.connect({ namespace, connectorId: WALLET_CONNECT_CONNECTOR_ID }).then(
          () => {
            if (started.current === mine) hatch.close()
          },
          (error: unknown) => {
            if (started.current !== mine || isHatchError(error, 'MODAL_CLOSED')) return
            if (isHatchError(error, 'CONNECTION_REJECTED')) {
              setPhase({ kind: 'rejected' })
              setAttempt((n) => n + 1)
            } else fail(error)
          },
        )
      },
      (error: unknown) => fail(error),
    )
    return cleanup
  }, [attempt, hatch, manual, namespace, wallet])

  // In manual mode the host's own connect ends the pairing.
  useEffect(() => {
    if (manual && pairing.status === 'connected') hatch.close()
  }, [hatch, manual, pairing.status])

  const retry = useCallback(() => {
    setPhase({ kind: 'waiting' })
    setAttempt((n) => n + 1)
  }, [])

  return { pairing, phase, retry, manual }
}
