import { useCallback, useEffect, useId, useState, type CSSProperties } from 'react'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useLocale } from '../../../ui/hooks/useLocale.js'
import { useMessages } from '../../../ui/hooks/useMessages.js'
import { Button } from '../../../ui/primitives/Button.js'
import { errorTextFor } from '../../../ui/primitives/errorTextFor.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { devicesMessages } from '../messages.js'
import type { EmbeddedDevice } from '../service.js'

/** How a removal ends when the visitor said no: nothing more to say. */
const QUIET_CODES: ReadonlySet<string> = new Set(['WALLET_REQUEST_REJECTED', 'RPC_REQUEST_ABORTED'])

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

const styles = {
  body: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.4) 0` },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.8)` },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `calc(${m} * 0.8)`,
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
  },
  name: { margin: 0, fontWeight: 600, color: 'var(--hatch-color-fg)', overflowWrap: 'anywhere' },
  error: { margin: 0, color: 'var(--hatch-color-error)' },
} satisfies Record<string, CSSProperties>

/**
 * Account → Devices (issue 31): the browsers that hold a share of the embedded wallet's key, this
 * one first-marked, each with when it was first and last used. "Remove" and "Remove all other
 * devices" are approved inside the secure frame (ApproveTransaction shows it); a removed browser's
 * next request fails with 'This browser was removed from your wallet', and it can be approved
 * again as a new device.
 */
export default function DevicesView() {
  const hatch = useHatch()
  const say = useMessages(devicesMessages)
  const { tag } = useLocale()
  const [devices, setDevices] = useState<EmbeddedDevice[] | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const introId = useId()

  const wallet = useCallback(() => hatch.context.getService('embeddedWallet'), [hatch])
  const load = useCallback(async () => {
    try {
      setDevices(await (await wallet()).devices())
      setError(undefined)
    } catch (failure) {
      setError(errorTextFor(failure, say, say('error.unknown')))
    }
  }, [wallet, say])

  useEffect(() => {
    void load()
  }, [load])

  const when = (ms: number) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
  // The outcome is a toast, not a line of this view: ApproveTransaction covered the view while the
  // frame asked, so the one on screen now is a new one (which lists the devices afresh). The
  // instance's toasts directly: useToasts' module would join the page's code before the click.
  const remove = async (deviceId?: string) => {
    setBusy(true)
    try {
      const count = await (await wallet()).removeDevices(deviceId)
      if (count > 0) hatch.context.toasts.showSuccess({ messageId: 'devices.removed', message: devicesMessages['devices.removed'], values: { count } })
    } catch (failure) {
      // Reject in the frame, or leaving the approval, is the visitor's own answer.
      if (!isHatchError(failure) || !QUIET_CODES.has(failure.code)) hatch.context.toasts.showError(failure)
    } finally {
      setBusy(false)
    }
  }

  const others = devices?.filter((device) => !device.current) ?? []
  return (
    <div style={styles.body}>
      <p id={introId} style={styles.muted}>
        {say('devices.intro')}
      </p>
      {devices ? (
        <ul style={styles.list} aria-labelledby={introId}>
          {devices.map((device) => (
            <li key={device.id} style={styles.item} aria-label={device.current ? `${device.browser}, ${say('devices.current')}` : device.browser}>
              <div id={`${introId}-${device.id}`}>
                <p style={styles.name}>
                  {device.browser}
                  {device.current ? ` · ${say('devices.current')}` : ''}
                </p>
                <p style={styles.muted}>{say('devices.used', { first: when(device.firstUsedAt), last: when(device.lastUsedAt) })}</p>
              </div>
              {device.current ? null : (
                // Named "Remove" in its list item (named by the browser); described by the browser and its dates.
                <Button variant="secondary" disabled={busy} aria-describedby={`${introId}-${device.id}`} onClick={() => void remove(device.id)}>
                  {say('devices.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {devices && others.length === 0 ? <p style={styles.muted}>{say('devices.onlyThis')}</p> : null}
      {others.length > 1 ? (
        <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void remove()}>
          {say('devices.removeOthers')}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
