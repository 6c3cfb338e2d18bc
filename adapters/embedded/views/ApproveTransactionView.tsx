import { useEffect, useRef, useState } from 'react'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useMessages } from '../../../ui/hooks/useMessages.js'
import { useTranslator } from '../../../ui/hooks/useTranslator.js'
import type { ViewProps } from '../../../ui/modal/ViewProps.js'
import { Button } from '../../../ui/primitives/Button.js'
import { errorTextFor } from '../../../ui/primitives/errorTextFor.js'
import { passkeyMessages } from '../messages.js'

/** The frame's box until the frame says how tall its prompt is: a short request's prompt. */
const FRAME_BOX_HEIGHT = 320

/**
 * What the modal takes around the box below its top offset (`--top`, set by the modal's overlay:
 * up to 10vh): the header, this view's line of text and the gap before the box (104 px measured
 * at the default master size m = `--hatch-font-size-master`, 10 px), the body's bottom padding, the
 * card's borders and bottom margin (32 px), with 8 px to spare: 14.4 m. The box never grows past
 * the card, so the modal does not scroll the frame away under its header.
 */
const MODAL_CHROME = 'var(--top, 0px) - var(--hatch-font-size-master, 10px) * 14.4'

/** The box's height: the prompt's whole height (PROMPT_HEIGHT from the frame) within the card's room. */
const frameBoxHeight = (prompt: number | undefined) => `clamp(160px, ${prompt ?? FRAME_BOX_HEIGHT}px, calc(100vh - ${MODAL_CHROME}))`

/**
 * ApproveTransaction (spec §2): while a signing or sending request of the embedded wallet waits,
 * the secure frame's own approval prompt ("Sign message" / "Send transaction", the verified page
 * origin, Reject / Approve) is shown in this view's frame box, below the view's own line of text
 * (never over it: the frame's page is transparent). The box is as tall as the frame says its
 * prompt is, within the viewport (the frame arms Approve only with the whole prompt in view). The
 * header is titled by the request's kind (`titleKey` in the adapter). The frame stays a separate
 * document on the secure origin (moving an iframe in the DOM would reload it and end its channel),
 * so it is positioned over the box and follows it. Leaving the view hides the frame again; closing the modal aborts the request (the
 * runtime listens for that).
 *
 * The frame's passkey prompts show here too (issue 31, `hatch/plugins/passkey`): opened with kind
 * `passkey` (Connect's "Continue with a passkey") or `addPasskey` (Account's "Add a passkey"), the
 * view asks the frame for the prompt itself, and once the visitor logged in shows Account, or once
 * the passkey is saved says so and goes back. A failure the frame cannot show (it did not load) is
 * said here with Try again.
 */
export default function ApproveTransactionView({ params }: ViewProps<'ApproveTransaction'>) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const say = useMessages(passkeyMessages)
  // The texts a settled request reads (the request itself runs once per attempt).
  const texts = useRef(say)
  useEffect(() => {
    texts.current = say
  })
  const box = useRef<HTMLDivElement>(null)
  // The frame shown over the box: Tab onto the box hands focus into it (it lives outside the modal's shadow root).
  const frame = useRef<HTMLIFrameElement | undefined>(undefined)
  const kind = params?.kind
  const passkey = kind === 'passkey' || kind === 'addPasskey' ? kind : undefined
  const [shown, setShown] = useState(false)
  // A passkey prompt has shown (its first PROMPT_HEIGHT): it says itself what to do.
  const [prompted, setPrompted] = useState(false)
  const [promptHeight, setPromptHeight] = useState<number | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const { router, toasts } = hatch.context
    let live = true
    const stops: (() => void)[] = []
    const fail = (failure: unknown) => {
      if (!live) return
      // The frame goes out of sight with its box; Try again shows it again.
      for (const stop of stops.splice(0)) stop()
      setError(errorTextFor(failure, texts.current, texts.current('error.unknown')))
    }
    void hatch.context.getService('embeddedWallet').then((wallet) => {
      if (!live) return
      // Opened with no request (a host's `open({ view })`): nothing waits to be approved; Account
      // takes its place (it offers Connect Wallet when no wallet is connected).
      if (!kind) return router.replace('Account')
      // A passkey prompt is asked for here (the frame then exists); an approval is already waiting.
      const done = passkey === 'passkey' ? wallet.connectPasskey() : passkey === 'addPasskey' ? wallet.addPasskey() : undefined
      if (box.current) stops.push(wallet.showFrameOver(box.current))
      stops.push(
        wallet.onPromptHeight((height) => {
          setPromptHeight(height || undefined)
          if (height > 0) setPrompted(true)
        }),
      )
      frame.current = wallet.frame()
      setShown(frame.current !== undefined)
      done?.then(() => {
        if (!live) return
        if (passkey === 'passkey') return router.reset('Account')
        toasts.showSuccess({ messageId: 'passkey.added', message: passkeyMessages['passkey.added'] })
        if (!router.goBack()) router.reset('Account')
      }, fail)
    }, fail)
    return () => {
      live = false
      for (const stop of stops) stop()
      // Leaving a passkey prompt ends it (a login or an addition that finished has nothing left to end).
      if (passkey)
        void hatch.context.getService('embeddedWallet').then(
          (wallet) => wallet.abortPending(),
          () => undefined,
        )
    }
  }, [hatch, kind, passkey, attempt])

  // A passkey prompt says itself what to do once it shows; an approval is to be reviewed.
  const line = !shown || (passkey && !prompted) ? t('approve.opening') : passkey ? undefined : t('approve.review')
  return (
    <div role="region" aria-label={t('approve.regionLabel')}>
      {line ? <p style={{ margin: 0, padding: '0 16px 8px', color: 'var(--hatch-color-fg-muted)' }}>{line}</p> : null}
      {error ? (
        <div style={{ padding: '0 16px 8px' }}>
          <p role="alert" style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>
            {error}
          </p>
          <Button onClick={() => (setError(undefined), setAttempt((n) => n + 1))}>{t('modal.retry')}</Button>
        </div>
      ) : null}
      <div
        ref={box}
        hidden={error !== undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tab stop that hands focus into the secure frame drawn over the box
        tabIndex={shown ? 0 : undefined}
        onFocus={() => frame.current?.focus()}
        style={{ height: frameBoxHeight(promptHeight) }}
      />
    </div>
  )
}
