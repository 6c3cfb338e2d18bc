import { useEffect, useRef, useState } from 'react'
import { useHatch, useHatchState, useMessages, usePluginState } from '../../../ui/index.js'
import { Button, ConnectFirst } from '../../../ui/primitives/index.js'
import { siwxMessages } from '../messages.js'
import { styles } from './siwxStyles.js'

/**
 * SIWXSignMessage (spec §2): what the visitor is asked to sign, for which site, account and
 * network, with Sign and Cancel. Sign asks the wallet and closes the modal once the session is
 * added; a failure shows 'Error signing message' and the view comes back with a fresh message.
 * Cancel follows spec §4: close when sign-in is optional; when required, switch to the last
 * network that has a session, else disconnect.
 */
export default function SIWXSignMessageView() {
  const say = useMessages(siwxMessages)
  const hatch = useHatch()
  // The controller runs from start-up; asked for only when the visitor acts (no suspense on open).
  const controller = () => hatch.context.plugins.controller('siwx')
  const state = usePluginState('siwx', (s) => s)
  const network = useHatchState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.network.caipNetwork : undefined))
  const connected = useHatchState((s) => Boolean(s.activeNamespace && s.chains[s.activeNamespace]?.account.address))
  const signRef = useRef<HTMLButtonElement>(null)
  const [cancelling, setCancelling] = useState(false)
  // After Cancel, until the wallet has switched back (or the account disconnected): the pending
  // sign-in is already gone, and the view says what is happening rather than 'nothing to sign'.
  const [leaving, setLeaving] = useState<{ network?: string } | undefined>()
  const message = state.pending?.message
  const ready = Boolean(message) && state.status === 'idle'

  // Focus goes where the visitor acts next: Sign, once there is something to sign.
  useEffect(() => {
    if (ready) signRef.current?.focus()
  }, [ready, message?.data.nonce])

  if (!state.enabled)
    return (
      <p role="alert" style={styles.note}>
        {say('error.SIWX_NOT_ENABLED')}
      </p>
    )
  if (leaving)
    return (
      <p role="status" style={styles.note}>
        {leaving.network ? say('siwx.switchingBack', { network: leaving.network }) : say('siwx.cancelling')}
      </p>
    )
  // Opened with no wallet (a host's `open`): nothing to sign until one connects, so offer that.
  if (!state.pending) return connected ? <p style={styles.note}>{say('siwx.noPending')}</p> : <ConnectFirst text={say('siwx.noPending')} />

  // The site's name from the host's `metadata` option (read here, not from ../appName.ts: a chunk of
  // its own shared with the controller would be one more file before the click).
  const metadata = hatch.context.options.raw['metadata']
  const app =
    (typeof metadata === 'object' && metadata !== null && 'name' in metadata && typeof metadata.name === 'string' ? metadata.name : undefined) ??
    say('siwx.thisSite')
  const sign = () => {
    controller()
      .then((c) => c.signIn())
      .then(
        () => hatch.close(),
        // 'Error signing message' is shown by the controller, which also brings the view back.
        () => undefined,
      )
  }
  const cancel = async () => {
    setCancelling(true)
    try {
      const outcome = (await controller()).cancel()
      if (outcome.kind !== 'close') setLeaving(outcome.kind === 'switch' ? { network: outcome.network.name } : {})
      if (outcome.kind === 'switch') {
        try {
          await hatch.setNetwork(outcome.network)
        } catch {
          // The wallet refused the switch: required sign-in leaves disconnecting as the only way out.
          await hatch.disconnect({ namespace: outcome.network.chainNamespace }).catch(() => undefined)
          return
        }
        hatch.close()
      } else if (outcome.kind === 'disconnect') {
        await hatch.disconnect({ namespace: outcome.namespace }).catch(() => undefined)
      } else {
        hatch.close()
      }
    } catch {
      // Nothing to cancel (sign-in not enabled): the view already says so.
    } finally {
      setCancelling(false)
      setLeaving(undefined)
    }
  }

  return (
    <div style={styles.column} data-testid="hatch-siwx-view">
      <p style={styles.intro}>{say('siwx.intro', { app })}</p>
      <dl style={styles.facts}>
        <dt style={styles.term}>{say('siwx.domain')}</dt>
        <dd style={styles.value}>{message?.data.domain ?? location.host}</dd>
        <dt style={styles.term}>{say('siwx.account')}</dt>
        <dd style={styles.value}>{state.pending.address}</dd>
        <dt style={styles.term}>{say('siwx.network')}</dt>
        <dd style={styles.value}>{network?.caipNetworkId === state.pending.chainId ? network.name : state.pending.chainId}</dd>
      </dl>
      {message ? (
        // A scrolling region is reached by keyboard (axe: scrollable-region-focusable), so it takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre role="region" aria-label={say('siwx.message')} tabIndex={0} style={styles.message}>
          {message.message}
        </pre>
      ) : (
        <p role="status" style={styles.note}>
          {say('siwx.preparing')}
        </p>
      )}
      <p style={styles.note}>{state.required ? say('siwx.required') : say('siwx.optional')}</p>
      {state.status === 'signing' ? (
        <p role="status" style={styles.note}>
          {say('siwx.signing')}
        </p>
      ) : null}
      <div style={styles.actions}>
        <Button variant="secondary" fullWidth onClick={() => void cancel()} disabled={cancelling || state.status === 'signing'}>
          {say('siwx.cancel')}
        </Button>
        <Button ref={signRef} fullWidth onClick={sign} loading={state.status === 'signing'} disabled={!ready || cancelling}>
          {say('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
