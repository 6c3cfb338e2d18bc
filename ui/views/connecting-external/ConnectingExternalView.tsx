import { useCallback, useEffect, useRef, useState } from 'react'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import { useMessages, useTranslator } from '../../hooks/useTranslator.js'
import { errorText } from '../../messages/errorText.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { LiveStatus } from '../../primitives/LiveStatus.js'
import { styles } from '../account/viewStyles.js'
import { connectingMessages } from './messages.js'

type Phase = { kind: 'connecting' } | { kind: 'rejected' } | { kind: 'failed'; error: unknown }

/**
 * ConnectingExternal (spec §2): connects an injected or announced wallet (params
 * `{ connectorId, namespace }`). Shows "Continue in <wallet>" while the wallet asks, 'Connection
 * rejected' with a retry when the visitor declines, and closes the modal once connected.
 */
export default function ConnectingExternalView({ params }: ViewProps) {
  const hatch = useHatch()
  const translator = useTranslator()
  const say = useMessages(connectingMessages)
  const connectorId = typeof params?.['connectorId'] === 'string' ? params['connectorId'] : ''
  const namespace = (typeof params?.['namespace'] === 'string' ? params['namespace'] : 'eip155') as ChainNamespace
  const connector = useHatchState((s) => s.connectors.find((c) => c.id === connectorId && c.chain === namespace))
  const [phase, setPhase] = useState<Phase>({ kind: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  // One wallet request per attempt, even when React runs the effect twice (StrictMode).
  const started = useRef(-1)

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    // Opened with no wallet named (a host's `open({ view })`): the wallet list takes its place.
    if (!connectorId) {
      hatch.context.router.replace('Connect')
      return
    }
    setPhase({ kind: 'connecting' })
    hatch.connect({ namespace, connectorId }).then(
      () => {
        if (started.current === attempt) hatch.close()
      },
      (error: unknown) => {
        if (started.current !== attempt) return
        setPhase(isHatchError(error, 'CONNECTION_REJECTED') ? { kind: 'rejected' } : { kind: 'failed', error })
      },
    )
  }, [attempt, connectorId, hatch, namespace])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  if (!connectorId) return null
  const name = connector?.name ?? say('connecting.unknownWallet')
  const icon = connector?.imageUrl ?? connector?.info?.icon

  return (
    <div style={styles.column} data-testid="hatch-connecting-external">
      {icon ? <img src={icon} alt="" width={72} height={72} style={styles.walletIcon} /> : <span style={styles.walletIcon} aria-hidden="true" />}
      <p style={styles.title}>{name}</p>
      <LiveStatus style={styles.column}>
        {phase.kind === 'connecting' ? (
          <>
            <p style={styles.title}>{say('connecting.continueIn', { name })}</p>
            <p style={styles.muted}>{say('connecting.acceptRequest')}</p>
          </>
        ) : phase.kind === 'rejected' ? (
          <>
            <p style={styles.error}>{say('connecting.rejected')}</p>
            <p style={styles.muted}>{say('connecting.rejectedHint')}</p>
          </>
        ) : (
          <p style={styles.error}>{errorText(translator, phase.error)}</p>
        )}
      </LiveStatus>
      {/* Once shown, Try again stays (busy while the new attempt runs) so it keeps the visitor's focus. */}
      {attempt > 0 || phase.kind !== 'connecting' ? (
        <button
          type="button"
          className="text-button"
          aria-disabled={phase.kind === 'connecting' || undefined}
          onClick={() => phase.kind === 'connecting' || retry()}
        >
          {say('connecting.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}
