import { useCallback, useEffect, useRef, useState } from 'react'
import { useHatch, useMessages, useRouter } from '../../../ui/index.js'
import { Button, QrCode } from '../../../ui/primitives/index.js'
import { socialsMessages } from '../messages.js'
import { errorText } from './errorText.js'
import { styles } from './socialStyles.js'

type Step = { kind: 'preparing' } | { kind: 'waiting'; url: string } | { kind: 'failed'; message: string; url?: string }

/**
 * ConnectingFarcaster (spec §2): the secure site's Sign In With Farcaster request as a QR code and
 * as a link ("Open in Farcaster", and Copy link) for the visitor's Farcaster app; once they approve
 * there, the account is connected and the Account view shows. An error ('Failed to connect to
 * farcaster', the relay's) shows with "Try again". Going back is the view's `onBack` (index.ts).
 */
export default function ConnectingFarcasterView() {
  const hatch = useHatch()
  const router = useRouter()
  const say = useMessages(socialsMessages)
  const [step, setStep] = useState<Step>({ kind: 'preparing' })
  const [copied, setCopied] = useState(false)
  // Only the latest attempt may change the view (StrictMode mounts twice; "Try again" starts anew).
  const attempt = useRef(0)
  // The texts in a ref: a change of language must not start a new sign-in.
  const sayRef = useRef(say)
  useEffect(() => {
    sayRef.current = say
  }, [say])

  const start = useCallback(() => {
    const mine = ++attempt.current
    const current = () => attempt.current === mine
    setStep({ kind: 'preparing' })
    setCopied(false)
    let url: string | undefined
    void (async () => {
      try {
        const wallet = await hatch.context.getService('embeddedWallet')
        url = await wallet.farcasterUrl()
        if (!current()) return
        setStep({ kind: 'waiting', url })
        await wallet.connectFarcaster()
        if (current()) router.reset('Account')
      } catch (failure) {
        if (current()) setStep({ kind: 'failed', message: errorText(failure, sayRef.current, sayRef.current('error.unknown')), ...(url ? { url } : {}) })
      }
    })()
  }, [hatch, router])

  // Leaving (or a new start) leaves the attempt under way unable to change the view.
  const abandon = useCallback(() => {
    attempt.current++
  }, [])

  useEffect(() => {
    // Started a tick later: a mount undone at once (React's StrictMode) begins no request, since
    // each one opens a relay channel and counts against the secure site's sign-ins per hour.
    const timer = setTimeout(start, 0)
    return () => {
      clearTimeout(timer)
      abandon()
    }
  }, [start, abandon])

  // A failure puts focus on "Try again", where the visitor acts next.
  const retryRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (step.kind === 'failed') retryRef.current?.focus()
  }, [step.kind])

  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  if (step.kind === 'failed') {
    return (
      <div style={styles.column}>
        <p role="alert" style={styles.text}>
          {step.message}
        </p>
        <Button ref={retryRef} onClick={start}>
          {say('farcaster.retry')}
        </Button>
      </div>
    )
  }
  if (step.kind === 'preparing') {
    return (
      <div style={styles.column}>
        <p role="status" style={styles.muted}>
          {say('farcaster.preparing')}
        </p>
      </div>
    )
  }
  return (
    <div style={styles.column}>
      <p style={styles.text}>{say('farcaster.scan')}</p>
      <QrCode value={step.url} label={say('farcaster.qr')} />
      <div style={styles.row}>
        <a href={step.url} target="_blank" rel="noreferrer" style={{ color: 'var(--hatch-accent)', fontWeight: 600 }}>
          {say('farcaster.open')}
        </a>
        <Button variant="ghost" onClick={() => copy(step.url)}>
          {copied ? say('farcaster.copied') : say('farcaster.copy')}
        </Button>
      </div>
      <p role="status" style={styles.muted}>
        {say('farcaster.waiting')}
      </p>
    </div>
  )
}
