import { useEffect, useRef } from 'react'
import { useAccount, useMessages, usePluginController, usePluginState } from '../../../ui/index.js'
import { Button, ConnectFirst, TextField } from '../../../ui/primitives/index.js'
import type { NamesError } from '../errors.js'
import { namesMessages } from '../messages.js'
import { styles } from './namesStyles.js'

/**
 * RegisterAccountName (spec §2, §4 "Name registration"): the name field (the zone after it), whether
 * the name keeps the rules and is free as the visitor types, free names to pick when it is taken,
 * and Register, which asks the wallet to sign. A refusal is shown here, naming the rule or in the
 * name service's own words, with the typed name kept.
 */
export default function RegisterAccountNameView() {
  const say = useMessages(namesMessages)
  const controller = usePluginController('names')
  const state = usePluginState('names', (s) => s)
  const { namespace, isConnected, profileName } = useAccount()
  const inputRef = useRef<HTMLInputElement>(null)

  // Focus where the visitor types: on opening, and again after a refusal (they fix the name there).
  const ruleKept = state.rule === undefined
  useEffect(() => {
    inputRef.current?.focus()
  }, [state.formError, ruleKept])

  if (!isConnected || namespace !== 'eip155') return <ConnectFirst text={say('names.notConnected')} />

  const errorText = (error: NamesError) => {
    if (error.reason) return error.reason
    const id: `error.${string}` = `error.${error.code}`
    const text = say(id, error.params)
    return text === id ? say('error.UNKNOWN_ERROR') : text
  }
  // The wallet's or network's words; a Hatch error's in the visitor's language when a locale has its code.
  const detailText = ({ detail, detailCode, detailParams }: NamesError) => {
    const id: `error.${string}` = `error.${detailCode}`
    const text = detailCode ? say(id, detailParams) : id
    return text === id ? detail : text
  }
  const detail = state.formError && detailText(state.formError)
  const fieldError = state.rule
    ? say(`rule.${state.rule}`)
    : state.availability === 'taken' && !state.formError
      ? say('names.taken', { name: state.name })
      : state.lookupError
        ? errorText(state.lookupError)
        : undefined
  const hint =
    state.availability === 'checking' ? (
      say('names.checking', { name: state.name })
    ) : state.availability === 'available' ? (
      <span style={styles.available}>{say('names.available', { name: state.name })}</span>
    ) : (
      say('names.rules')
    )

  return (
    <form
      aria-label={say('names.register')}
      noValidate
      style={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        // Not registered (a rule broken, the name taken, a refusal): the visitor fixes the name there.
        void controller.register().then((done) => done || inputRef.current?.focus())
      }}
    >
      <p style={styles.intro}>{profileName ? say('names.current', { name: profileName }) : say('names.intro')}</p>
      <TextField
        ref={inputRef}
        label={say('names.field')}
        placeholder={say('names.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={state.label}
        onChange={(text) => controller.setLabel(text)}
        error={fieldError}
        hint={hint}
        end={
          // Its own left-to-right run: right to left, the leading dot went to the far end ("hatch.id.").
          <span dir="ltr" style={styles.zone}>
            .{controller.zone}
          </span>
        }
      />
      {state.suggestions.length > 0 ? (
        <section aria-label={say('names.suggestions')} style={styles.section}>
          <h3 style={styles.heading}>{say('names.suggestions')}</h3>
          <ul style={styles.list}>
            {state.suggestions.map((name) => (
              <li key={name}>
                <Button
                  variant="secondary"
                  aria-label={say('names.useSuggestion', { name })}
                  onClick={() => {
                    controller.useSuggestion(name)
                    inputRef.current?.focus()
                  }}
                >
                  {name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {state.formError ? (
        <div role="alert">
          <p style={styles.error}>{errorText(state.formError)}</p>
          {detail ? <p style={styles.note}>{detail}</p> : null}
        </div>
      ) : null}
      <p role="status" style={styles.note}>
        {state.registering ? say('names.registering') : ''}
      </p>
      <Button type="submit" loading={state.registering} fullWidth>
        {say('names.register')}
      </Button>
    </form>
  )
}
