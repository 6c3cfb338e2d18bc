import { useEffect, useId, useRef, useState } from 'react'
import type { HatchServices } from '../../../kernel/index.js'
import { useHatch, useHatchState, useMessages, useRouter } from '../../../ui/index.js'
import { Button } from '../../../ui/primitives/index.js'
import { socialsMessages } from '../messages.js'
import { configuredSocials, type SocialId } from '../providers.js'
import { errorText } from './errorText.js'
import { styles } from './socialStyles.js'

type Wallet = Pick<HatchServices['embeddedWallet'], 'visibleSocials' | 'connectSocial'>

/**
 * The social login buttons (spec §1): one per provider configured for this page, in spec §9's
 * order, without those a messaging app's in-app browser hides (spec §5), each named "Continue
 * with Google" and so on. A provider opens the sign-in popup in the click itself (the service is
 * loaded before the buttons show, so nothing awaits first); Farcaster opens ConnectingFarcaster.
 * A failure ('Popup closed', 'You declined to sign in with Google' …) shows under the heading and
 * every button is usable again (while one sign-in runs, the others wait: they share one popup).
 */
export function SocialButtons({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const hatch = useHatch()
  const router = useRouter()
  const say = useMessages(socialsMessages)
  const headingId = useId()
  const [wallet, setWallet] = useState<Wallet | undefined>()
  const [loadFailed, setLoadFailed] = useState(false)
  // Bumped by "Try again" after the service failed to load (a failed load is tried anew).
  const [loads, setLoads] = useState(0)
  const [busy, setBusy] = useState<SocialId | undefined>()
  const [error, setError] = useState<string | undefined>()
  const live = useRef(true)
  const buttons = useRef(new Map<SocialId, HTMLButtonElement>())
  // After a failure, focus returns to the provider's button (it was disabled while the sign-in ran).
  const [refocus, setRefocus] = useState<SocialId | undefined>()
  useEffect(() => {
    if (refocus && busy === undefined) buttons.current.get(refocus)?.focus()
  }, [refocus, busy])
  const configured = useHatchState(() => configuredSocials(hatch.context.feature('socials')))

  useEffect(() => {
    live.current = true
    hatch.context.getService('embeddedWallet').then(
      (service) => live.current && setWallet(service),
      () => live.current && setLoadFailed(true),
    )
    return () => {
      live.current = false
    }
  }, [hatch, loads])

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const heading = (
    <Heading id={headingId} className="section-heading" style={styles.heading}>
      {say('socials.heading')}
    </Heading>
  )
  if (loadFailed) {
    return (
      <section aria-labelledby={headingId} style={styles.section}>
        {heading}
        <p role="alert" style={styles.muted}>
          {say('socials.loadFailed')}
        </p>
        <Button variant="secondary" onClick={() => (setLoadFailed(false), setLoads((n) => n + 1))}>
          {say('socials.retry')}
        </Button>
      </section>
    )
  }
  if (!wallet) return null
  const providers = wallet.visibleSocials(configured)
  if (providers.length === 0) return null

  const choose = (provider: SocialId) => {
    setError(undefined)
    setRefocus(undefined)
    if (provider === 'farcaster') {
      router.push('ConnectingFarcaster')
      return
    }
    // In the click, before any await: browsers open a popup only from the visitor's gesture.
    const signIn = wallet.connectSocial(provider)
    setBusy(provider)
    signIn
      .then(
        () => {
          if (live.current) router.reset('Account')
        },
        (failure: unknown) => {
          if (!live.current) return
          setError(errorText(failure, say, say('error.unknown')))
          setRefocus(provider)
        },
      )
      .finally(() => {
        if (live.current) setBusy(undefined)
      })
  }

  return (
    <section aria-labelledby={headingId} style={styles.section}>
      {heading}
      {error ? (
        <p role="alert" style={styles.muted}>
          {error}
        </p>
      ) : null}
      {busy ? (
        <p role="status" style={styles.muted}>
          {say('socials.connecting', { provider: say(`socials.${busy}`) })}
        </p>
      ) : null}
      <ul style={styles.list}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              ref={(element: HTMLButtonElement | null) => void (element ? buttons.current.set(provider, element) : buttons.current.delete(provider))}
              variant="secondary"
              style={styles.button}
              loading={busy === provider}
              disabled={busy !== undefined}
              onClick={() => choose(provider)}
            >
              {say('socials.continueWith', { provider: say(`socials.${provider}`) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
