import { useEffect, useRef } from 'react'
import { useMessages, useRouter, type ViewProps } from '../../../ui/index.js'
import { Button } from '../../../ui/primitives/index.js'
import { namesMessages } from '../messages.js'
import { styles } from './namesStyles.js'

/** RegisterAccountNameSuccess (spec §2): the name just registered, now the account's name, and the way back to the Account view. */
export default function RegisterAccountNameSuccessView({ params }: ViewProps<'RegisterAccountNameSuccess'>) {
  const say = useMessages(namesMessages)
  const router = useRouter()
  const doneRef = useRef<HTMLButtonElement>(null)
  const name = params?.name
  useEffect(() => {
    // Opened with no name (a host's `open({ view })`): nothing was registered, so the form takes its place.
    if (!name) router.replace('RegisterAccountName')
    else doneRef.current?.focus()
  }, [name, router])
  if (!name) return null
  return (
    <div style={styles.done}>
      <svg viewBox="0 0 24 24" style={styles.badge} fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" />
      </svg>
      <p role="status" style={styles.doneTitle}>
        {say('names.success', { name })}
      </p>
      <p style={styles.note}>{say('names.successNote')}</p>
      <Button ref={doneRef} fullWidth onClick={() => router.reset('Account')}>
        {say('names.done')}
      </Button>
    </div>
  )
}
