import { useEffect, useRef, useState } from 'react'
import { useHatch, useMessages, useRouter } from '../../../ui/index.js'
import { Button, errorTextFor, TextField } from '../../../ui/primitives/index.js'
import { emailMessages } from '../messages.js'
import { styles } from './emailStyles.js'
import { codeInput } from './codeInput.js'
import { useCountdown } from './useCountdown.js'

/**
 * UpdateEmailWallet loads from this module (see the descriptor): the two views share their texts,
 * styles and code field, and as one chunk they cost less than as three (gzip per file, an import each).
 */
export { default as UpdateEmailWalletView } from './UpdateEmailWalletView.js'

type Step = { kind: 'email' } | { kind: 'device' } | { kind: 'code'; resendAt: number | undefined }

/** Spec §9: e-mail login cooldown, used when the secure site gave no resend time. */
const COOLDOWN_MS = 30_000

/**
 * EmailLogin (spec §2): the visitor's e-mail, then the one-time code the secure site e-mailed
 * (focus goes to the code field), "Resend code" with its countdown, the secure site's own errors
 * ('Invalid code', 'Please try again after N seconds' …) under the field that caused them, and
 * device verification when this browser is new for the account. On the right code the account
 * is connected and the Account view shows.
 */
export default function EmailLoginView() {
  const hatch = useHatch()
  const router = useRouter()
  const say = useMessages(emailMessages)
  const [address, setAddress] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [error, setError] = useState<string | undefined>(undefined)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const live = useRef(true)
  const resendIn = useCountdown(step.kind === 'code' ? step.resendAt : undefined)

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  // Focus goes where the visitor types next.
  useEffect(() => {
    ;(step.kind === 'code' ? codeRef : emailRef).current?.focus()
  }, [step.kind])

  const wallet = () => hatch.context.getService('embeddedWallet')
  const fail = (failure: unknown) => live.current && setError(errorTextFor(failure, say, say('error.unknown')))

  const waitForDevice = async () => {
    try {
      await (await wallet()).waitForDeviceApproval()
      if (live.current) setStep({ kind: 'code', resendAt: Date.now() + COOLDOWN_MS })
    } catch (failure) {
      fail(failure)
    }
  }

  const requestCode = async (again: boolean) => {
    setBusy(true)
    setError(undefined)
    setNotice(undefined)
    try {
      const next = await (await wallet()).requestCode(address)
      if (!live.current) return
      if (next.action === 'VERIFY_DEVICE') {
        setStep({ kind: 'device' })
        void waitForDevice()
      } else {
        setStep({ kind: 'code', resendAt: next.action === 'VERIFY_OTP' ? (next.resendAt ?? Date.now() + COOLDOWN_MS) : undefined })
        if (again) {
          setCode('')
          setNotice(say('email.resent'))
          codeRef.current?.focus()
        }
      }
    } catch (failure) {
      fail(failure)
      ;(again ? codeRef : emailRef).current?.focus()
    } finally {
      if (live.current) setBusy(false)
    }
  }

  const verify = async () => {
    setBusy(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await (await wallet()).verifyCode(code)
      if (live.current) router.reset('Account')
    } catch (failure) {
      fail(failure)
      codeRef.current?.select()
    } finally {
      if (live.current) setBusy(false)
    }
  }

  if (step.kind === 'device') {
    return (
      <div style={styles.form}>
        <h2 style={{ ...styles.text, fontSize: 'inherit' }}>{say('email.deviceTitle')}</h2>
        <p style={styles.text}>{say('email.deviceText', { email: address.trim() })}</p>
        {error ? (
          <p role="alert" style={styles.text}>
            {error}
          </p>
        ) : (
          <p role="status" style={styles.muted}>
            {say('email.deviceWaiting')}
          </p>
        )}
        <Button variant="ghost" onClick={() => (setStep({ kind: 'email' }), setError(undefined))}>
          {say('email.otherEmail')}
        </Button>
      </div>
    )
  }

  if (step.kind === 'code') {
    return (
      <form
        noValidate
        aria-label={say('email.code')}
        style={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void verify()
        }}
      >
        <p style={styles.text}>{say('email.codeSentTo', { email: address.trim() })}</p>
        <TextField
          ref={codeRef}
          label={say('email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(text) => setCode(codeInput(text))}
          error={error}
        />
        {notice ? (
          <p role="status" style={styles.muted}>
            {notice}
          </p>
        ) : null}
        <p style={styles.muted}>{say('email.codeOrLink')}</p>
        <Button type="submit" loading={busy} disabled={code.length === 0} fullWidth>
          {say('email.confirm')}
        </Button>
        <div style={styles.row}>
          <Button variant="ghost" disabled={resendIn > 0 || busy} onClick={() => void requestCode(true)}>
            {resendIn > 0 ? say('email.resendIn', { seconds: resendIn }) : say('email.resend')}
          </Button>
          <Button variant="ghost" onClick={() => (setStep({ kind: 'email' }), setCode(''), setError(undefined), setNotice(undefined))}>
            {say('email.otherEmail')}
          </Button>
        </div>
      </form>
    )
  }

  return (
    <form
      noValidate
      aria-label={say('email.address')}
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void requestCode(false)
      }}
    >
      <TextField
        ref={emailRef}
        label={say('email.address')}
        type="email"
        autoComplete="email"
        placeholder={say('email.placeholder')}
        value={address}
        onChange={setAddress}
        error={error}
      />
      <Button type="submit" loading={busy} disabled={address.trim() === ''} fullWidth>
        {say('email.continue')}
      </Button>
    </form>
  )
}
