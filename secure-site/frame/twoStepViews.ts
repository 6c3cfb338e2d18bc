import { encode } from 'uqr'
import { formatMessage } from '../siteMessages.js'
import { elementsOf } from './approvalView.js'
import { actionRow, plainButton } from './frameControls.js'
import { FrameRequestError } from './channel.js'
import { TwoStepRefusal } from './twoStepApi.js'

/** Where the second factor's views draw: the frame's own document (never the page's), and the page's frame height. */
export interface TwoStepScreen {
  root: HTMLElement
  onHeight?: (height: number) => void
}

const SVG = 'http://www.w3.org/2000/svg'
const rejected = () => new FrameRequestError(formatMessage('WALLET_REQUEST_REJECTED'), 4001)

/** A QR code of `text` as SVG (uqr's module matrix, dark on a white quiet zone), named for screen readers. */
function qrCode(doc: Document, text: string, label: string): SVGSVGElement {
  const qr = encode(text, { ecc: 'M', border: 4 })
  const size = qr.data.length
  const svg = doc.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`)
  svg.setAttribute('width', String(Math.max(200, size * 5)))
  svg.setAttribute('height', String(Math.max(200, size * 5)))
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  svg.setAttribute('shape-rendering', 'crispEdges')
  const background = doc.createElementNS(SVG, 'rect')
  background.setAttribute('width', String(size))
  background.setAttribute('height', String(size))
  background.setAttribute('fill', '#fff')
  let d = ''
  qr.data.forEach((row, y) => row.forEach((dark, x) => void (dark && (d += `M${x} ${y}h1v1h-1z`))))
  const path = doc.createElementNS(SVG, 'path')
  path.setAttribute('d', d)
  path.setAttribute('fill', '#000')
  svg.append(background, path)
  return svg
}

/** A labelled code input, its error line, and the section around them. */
function codeField(el: ReturnType<typeof elementsOf>, id: string, label: string) {
  const field = el('div')
  field.className = 'field'
  const name = el('label', label)
  name.htmlFor = id
  const input = el('input')
  input.id = id
  input.autocomplete = 'one-time-code'
  input.inputMode = 'numeric'
  input.spellcheck = false
  const error = el('p')
  error.className = 'error'
  error.id = `${id}-error`
  error.setAttribute('role', 'alert')
  input.setAttribute('aria-describedby', error.id)
  field.append(name, input)
  return { field, input, error, name }
}

/**
 * Focuses `input` now, and again once it comes into view: the page shows a hidden frame only when
 * it tells a prompt's height (a code asked for during an e-mail change), and a hidden frame's
 * field cannot take the focus.
 */
function focusWhenShown(input: HTMLInputElement): void {
  input.focus({ preventScroll: true })
  const win = input.ownerDocument.defaultView
  if (!win?.IntersectionObserver) return
  const seen = new win.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    seen.disconnect()
    if (input.isConnected && input.ownerDocument.activeElement !== input) input.focus({ preventScroll: true })
  })
  seen.observe(input)
}

/** Runs one view: resolves with what `run` settles, clears the document and the height after. */
function showView<T>(
  screen: TwoStepScreen,
  section: HTMLElement,
  signal: AbortSignal,
  run: (done: (value: T) => void, fail: (error: Error) => void) => void,
): Promise<T> {
  screen.root.replaceChildren(section)
  screen.onHeight?.(Math.ceil(section.getBoundingClientRect().height))
  return new Promise<T>((resolve, reject) => {
    const finish = (settle: () => void) => {
      signal.removeEventListener('abort', onAbort)
      screen.root.replaceChildren()
      screen.onHeight?.(0)
      settle()
    }
    const onAbort = () => finish(() => reject(new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001)))
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    run(
      (value) => finish(() => resolve(value)),
      (error) => finish(() => reject(error)),
    )
  })
}

/** Submits on Enter in `input` and on `button`, one submission at a time; a refusal shows in `error`. */
function onSubmit(input: HTMLInputElement, button: HTMLButtonElement, error: HTMLElement, submit: () => Promise<void>): void {
  let busy = false
  const go = async () => {
    if (busy || button.disabled || !input.value.trim()) return
    busy = true
    error.textContent = ''
    try {
      await submit()
    } catch (failure) {
      if (failure instanceof TwoStepRefusal) {
        error.textContent =
          failure.attemptsLeft !== undefined
            ? `${failure.message}. ${failure.attemptsLeft} ${failure.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
            : failure.message
        if (failure.final) button.disabled = true
      } else error.textContent = failure instanceof Error ? failure.message : String(failure)
      input.select()
      input.focus()
    } finally {
      busy = false
    }
  }
  button.addEventListener('click', () => void go())
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') void go()
  })
}

/**
 * Asks for the second factor inside the frame: the authenticator app's 6 digits, or a recovery
 * code ("Use a recovery code"). `submit` checks it with the site; a wrong code shows its text and
 * the attempts left. Resolves once a code passed; Cancel (or the page's abort) rejects with 4001.
 */
export function askSecondFactor(
  screen: TwoStepScreen,
  purpose: string,
  signal: AbortSignal,
  submit: (factor: 'totp' | 'recovery', code: string) => Promise<void>,
): Promise<void> {
  const el = elementsOf(screen.root.ownerDocument)
  const section = el('section')
  section.className = 'approval two-step'
  section.setAttribute('aria-labelledby', 'two-step-title')
  const title = el('h1', 'Confirm it’s you')
  title.id = 'two-step-title'
  const intro = el('p', `${purpose} needs your second factor. Enter the 6-digit code from your authenticator app.`)
  const { field, input, error, name } = codeField(el, 'two-step-code', 'Code from your authenticator app')
  const cancel = plainButton(el, 'Cancel')
  const confirm = plainButton(el, 'Confirm')
  const actions = actionRow(el, cancel, confirm)
  const other = plainButton(el, 'Use a recovery code')
  other.className = 'link'
  section.append(title, intro, field, error, actions, other)
  let factor: 'totp' | 'recovery' = 'totp'
  return showView<void>(screen, section, signal, (done, fail) => {
    cancel.addEventListener('click', () => fail(rejected()))
    other.addEventListener('click', () => {
      factor = factor === 'totp' ? 'recovery' : 'totp'
      const recovery = factor === 'recovery'
      name.textContent = recovery ? 'Recovery code' : 'Code from your authenticator app'
      intro.textContent = recovery
        ? `${purpose} needs your second factor. Enter one of your recovery codes; each works once.`
        : `${purpose} needs your second factor. Enter the 6-digit code from your authenticator app.`
      input.inputMode = recovery ? 'text' : 'numeric'
      other.textContent = recovery ? 'Use the authenticator app' : 'Use a recovery code'
      input.value = ''
      error.textContent = ''
      input.focus()
    })
    onSubmit(input, confirm, error, async () => {
      await submit(factor, input.value.trim())
      done()
    })
    // Without scrolling: the title stays in view in a frame shorter than the form.
    focusWhenShown(input)
  })
}

/**
 * Turns TOTP on inside the frame: the QR code of the otpauth URI and the key as text, a first code
 * to confirm, then the ten recovery codes, shown this once. Resolves with what `confirm` answered
 * once the visitor clicked Done; Cancel (or the page's abort) rejects with 4001.
 */
export function enrolSecondFactor<T extends { recoveryCodes: string[] }>(
  screen: TwoStepScreen,
  started: { secret: string; uri: string },
  intro: string,
  signal: AbortSignal,
  confirm: (code: string) => Promise<T>,
): Promise<T> {
  const doc = screen.root.ownerDocument
  const el = elementsOf(doc)
  const section = el('section')
  section.className = 'approval two-step'
  section.setAttribute('aria-labelledby', 'two-step-title')
  const title = el('h1', 'Turn on two-step verification')
  title.id = 'two-step-title'
  const steps = el('p', `${intro}Scan this QR code with your authenticator app, then enter the 6-digit code it shows.`)
  const qr = qrCode(doc, started.uri, 'QR code for your authenticator app')
  const manual = el('p', 'Can’t scan it? Enter this key in the app: ')
  const key = el('code', started.secret.replace(/(.{4})(?=.)/g, '$1 '))
  key.className = 'secret'
  manual.append(key)
  const { field, input, error } = codeField(el, 'two-step-code', 'Code from your authenticator app')
  const cancel = plainButton(el, 'Cancel')
  const turnOn = plainButton(el, 'Turn on')
  const actions = actionRow(el, cancel, turnOn)
  section.append(title, steps, qr, manual, field, error, actions)
  return showView<T>(screen, section, signal, (done, fail) => {
    cancel.addEventListener('click', () => fail(rejected()))
    onSubmit(input, turnOn, error, async () => {
      const confirmed = await confirm(input.value.trim())
      showRecoveryCodes(screen, section, confirmed.recoveryCodes, () => done(confirmed))
    })
    focusWhenShown(input)
  })
}

/** The recovery codes, once: a list, "Copy codes" and Done. */
function showRecoveryCodes(screen: TwoStepScreen, section: HTMLElement, codes: string[], done: () => void): void {
  const el = elementsOf(screen.root.ownerDocument)
  const title = el('h1', 'Save your recovery codes')
  title.id = 'two-step-title'
  const text = el('p', 'Two-step verification is on. If you lose your authenticator app, each of these codes works once instead. They are shown only now.')
  const list = el('ol')
  list.className = 'recovery-codes'
  for (const code of codes) list.append(el('li', code))
  const status = el('p')
  status.className = 'hint'
  status.setAttribute('role', 'status')
  const copy = plainButton(el, 'Copy codes')
  const finish = plainButton(el, 'Done')
  const actions = actionRow(el, copy, finish)
  section.replaceChildren(title, text, list, actions, status)
  screen.onHeight?.(Math.ceil(section.getBoundingClientRect().height))
  copy.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => (status.textContent = 'Copied.'),
      () => (status.textContent = 'The browser did not allow copying: select the codes and copy them yourself.'),
    )
  })
  finish.addEventListener('click', done)
  finish.focus({ preventScroll: true })
}

/** The factor is on: how many recovery codes are left, "Turn off" and Done. Resolves with the choice. */
export function secondFactorOn(screen: TwoStepScreen, recoveryCodesLeft: number, canTurnOff: boolean, signal: AbortSignal): Promise<'off' | 'done'> {
  const el = elementsOf(screen.root.ownerDocument)
  const section = el('section')
  section.className = 'approval two-step'
  section.setAttribute('aria-labelledby', 'two-step-title')
  const title = el('h1', 'Two-step verification is on')
  title.id = 'two-step-title'
  const text = el('p', `Your authenticator app confirms key exports, new devices, e-mail changes and large sends. Recovery codes left: ${recoveryCodesLeft}.`)
  const off = plainButton(el, 'Turn off')
  const finish = plainButton(el, 'Done')
  const actions = actionRow(el, ...(canTurnOff ? [off] : []), finish)
  section.append(title, text, ...(canTurnOff ? [] : [el('p', 'This wallet requires it, so it cannot be turned off.')]), actions)
  return showView(screen, section, signal, (done) => {
    off.addEventListener('click', () => done('off'))
    finish.addEventListener('click', () => done('done'))
    finish.focus()
  })
}
