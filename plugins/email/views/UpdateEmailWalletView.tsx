import { useEffect, useRef, useState } from 'react'
import { useAccount, useHatch, useHatchState, useMessages, useRouter, useToasts, type ViewProps } from '../../../ui/index.js'
import { Button, errorTextFor, TextField } from '../../../ui/primitives/index.js'
import { emailMessages } from '../messages.js'
import { styles } from './emailStyles.js'
import { codeInput } from './codeInput.js'

/**
 * UpdateEmailWallet (spec §2): the new e-mail, then the code sent to the current address
 * (primary), then the code sent to the new one (secondary). The secure site accepts the steps in
 * that order only; afterwards the account logs in with the new address and the Account view
 * shows it. The step is the route's params: with two-step verification on, the frame asks for the
 * code in ApproveTransaction before the first step ends, and this view comes back mounted anew.
 */
export default function UpdateEmailWalletView({ params }: ViewProps<'UpdateEmailWallet'>) {
  const hatch = useHatch()
  const router = useRouter()
  const toasts = useToasts()
  const say = useMessages(emailMessages)
  const { isConnected } = useAccount()
  const current = useHatchState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.account.user?.email : undefined) ?? undefined)
  const step = params?.step ?? 'new'
  const [next, setNext] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => input.current?.focus(), [step])

  if (!isConnected || !current) return <p style={styles.muted}>{say('update.notConnected')}</p>

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
    } catch (failure) {
      setError(errorTextFor(failure, say, say('error.unknown')))
      input.current?.select()
    } finally {
      setBusy(false)
    }
  }
  const wallet = () => hatch.context.getService('embeddedWallet')

  const submit = () =>
    run(async () => {
      if (!params) {
        await (await wallet()).updateEmail(next)
        router.replace('UpdateEmailWallet', { step: 'primary', email: next.trim() })
      } else if (step === 'primary') {
        await (await wallet()).verifyPrimaryCode(code)
        setCode('')
        router.replace('UpdateEmailWallet', { ...params, step: 'secondary' })
      } else {
        const { email } = await (await wallet()).verifySecondaryCode(code)
        toasts.showSuccess({ messageId: 'update.done', message: emailMessages['update.done'], values: { email } })
        router.reset('Account')
      }
    })

  return (
    <form
      noValidate
      aria-label={step === 'new' ? say('update.newEmail') : say('email.code')}
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {step === 'new' ? (
        <>
          <p style={styles.muted}>{say('update.current', { email: current })}</p>
          <TextField ref={input} key="new" label={say('update.newEmail')} type="email" autoComplete="email" value={next} onChange={setNext} error={error} />
        </>
      ) : (
        <>
          <p style={styles.text}>
            {step === 'primary' ? say('update.primaryText', { email: current }) : say('update.secondaryText', { email: params?.email ?? '' })}
          </p>
          <TextField
            ref={input}
            key={step}
            label={say('email.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(text) => setCode(codeInput(text))}
            error={error}
          />
        </>
      )}
      <Button type="submit" loading={busy} disabled={(step === 'new' ? next.trim() : code) === ''} fullWidth>
        {step === 'new' ? say('email.continue') : say('email.confirm')}
      </Button>
    </form>
  )
}
