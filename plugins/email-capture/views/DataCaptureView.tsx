import { useEffect, useRef } from 'react'
import { useHatch, useMessages, usePluginController, usePluginState } from '../../../ui/index.js'
import { Button, TextField } from '../../../ui/primitives/index.js'
import { emailProblemOf } from '../emailRules.js'
import { appNameOf } from '../appName.js'
import { emailCaptureMessages } from '../messages.js'
import { styles } from './dataCaptureStyles.js'

/**
 * DataCapture (spec §2): the e-mail field, Continue, and Skip (or Disconnect when the host
 * requires an address). Continue names what is wrong with the address, or sends it and thanks the
 * visitor (a sign-in, when configured, takes the modal over from there); a failed save says why
 * and keeps what was typed. Skip closes the modal.
 */
export default function DataCaptureView() {
  const say = useMessages(emailCaptureMessages)
  const hatch = useHatch()
  const controller = usePluginController('email-capture')
  const state = usePluginState('email-capture', (s) => s)
  const inputRef = useRef<HTMLInputElement>(null)
  const continueRef = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)

  // Focus where the visitor acts next: the field on opening and after a refusal; Continue again after a failed save; Done once saved.
  useEffect(() => {
    if (state.saved !== undefined) doneRef.current?.focus()
    else if (state.failure) continueRef.current?.focus()
    else inputRef.current?.focus()
  }, [state.problem, state.failure, state.pending?.address, state.saved])

  if (state.saved !== undefined && !state.pending) {
    return (
      <div style={styles.form}>
        <p role="status" style={styles.intro}>
          {say('capture.saved', { email: state.saved })}
        </p>
        <p style={styles.note}>{say('capture.savedNote')}</p>
        <Button ref={doneRef} fullWidth onClick={() => void hatch.close()}>
          {say('capture.done')}
        </Button>
      </div>
    )
  }
  if (!state.pending) return <p style={styles.note}>{say('capture.nothing')}</p>

  const app = appNameOf(hatch.context.options.raw) ?? say('capture.thisSite')
  const saving = state.status === 'saving'
  // The problem the controller found in the address, named again here in the modal's language.
  const problem = state.problem ? emailProblemOf(state.email) : undefined
  const closeIfShown = () => {
    // A sign-in may already have taken the modal over; only DataCapture is closed here.
    if (hatch.context.router.current()?.view === 'DataCapture') hatch.close()
  }
  const submit = () => {
    controller.submit().catch(() => {
      // The refusal or failure is in the plugin's state, shown below; nothing typed is lost.
    })
  }

  return (
    <form
      aria-label={say('capture.field')}
      noValidate
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <p style={styles.intro}>{say('capture.intro', { app })}</p>
      <TextField
        ref={inputRef}
        label={say('capture.field')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={say('capture.placeholder')}
        value={state.email}
        onChange={(text) => controller.setEmail(text)}
        error={problem ? say('error.EMAIL_CAPTURE_INVALID', { reason: say(`capture.problem.${problem.key}`, problem.params) }) : undefined}
        disabled={saving}
      />
      <p style={styles.note}>
        {state.required ? say('capture.required', { address: state.pending.address }) : say('capture.optional', { address: state.pending.address })}
      </p>
      {state.failure ? (
        <p role="alert" style={styles.error}>
          {say('error.EMAIL_CAPTURE_FAILED', { reason: state.failure })}
        </p>
      ) : null}
      <p role="status" style={styles.note}>
        {saving ? say('capture.saving') : ''}
      </p>
      <div style={styles.actions}>
        {state.required ? (
          <Button
            variant="secondary"
            fullWidth
            disabled={saving}
            onClick={() => void hatch.disconnect({ namespace: state.pending!.namespace }).catch(() => undefined)}
          >
            {say('capture.disconnect')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            fullWidth
            disabled={saving}
            onClick={() => {
              if (controller.skip()) closeIfShown()
            }}
          >
            {say('capture.skip')}
          </Button>
        )}
        <Button ref={continueRef} type="submit" fullWidth loading={saving}>
          {say('capture.continue')}
        </Button>
      </div>
    </form>
  )
}
