import { encode } from 'uqr'
import { formatMessage } from '../siteMessages.js'
import { elementsOf } from './approvalView.js'
import { actionRow, plainButton } from './frameControls.js'
import { FrameRequestError } from './channel.js'
import { TwoStepRefusal } from './twoStepApi.js'
import { text, textWithCount } from './frameText.js'

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
            ? await textWithCount('twoStep.attemptsLeft', { message: failure.message, count: failure.attemptsLeft }).catch(() => failure.message)
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
  const title = el('h1', text('twoStep.confirmTitle'))
  title.id = 'two-step-title'
  const intro = el('p', text('twoStep.introApp', { purpose }))
  const { field, input, error, name } = codeField(el, 'two-step-code', text('twoStep.appCode'))
  const cancel = plainButton(el, text('twoStep.cancel'))
  const confirm = plainButton(el, text('twoStep.confirm'))
  const actions = actionRow(el, cancel, confirm)
  const other = plainButton(el, text('twoStep.useRecovery'))
  other.className = 'link'
  section.append(title, intro, field, error, actions, other)
  let factor: 'totp' | 'recovery' = 'totp'
  return showView<void>(screen, section, signal, (done, fail) => {
    cancel.addEventListener('click', () => fail(rejected()))
    other.addEventListener('click', () => {
      factor = factor === 'totp' ? 'recovery' : 'totp'
      const recovery = factor === 'recovery'
      name.textContent = text(recovery ? 'twoStep.recoveryCode' : 'twoStep.appCode')
      intro.textContent = text(recovery ? 'twoStep.introRecovery' : 'twoStep.introApp', { purpose })
      input.inputMode = recovery ? 'text' : 'numeric'
      other.textContent = text(recovery ? 'twoStep.useApp' : 'twoStep.useRecovery')
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
  required: boolean,
  signal: AbortSignal,
  confirm: (code: string) => Promise<T>,
): Promise<T> {
  const doc = screen.root.ownerDocument
  const el = elementsOf(doc)
  const section = el('section')
  section.className = 'approval two-step'
  section.setAttribute('aria-labelledby', 'two-step-title')
  const title = el('h1', text('twoStep.enrolTitle'))
  title.id = 'two-step-title'
  const steps = el('p', text(required ? 'twoStep.enrolStepsRequired' : 'twoStep.enrolSteps'))
  const qr = qrCode(doc, started.uri, text('twoStep.qrCode'))
  const manual = el('p', text('twoStep.manualKey'))
  const key = el('code', started.secret.replace(/(.{4})(?=.)/g, '$1 '))
  key.className = 'secret'
  key.dir = 'ltr'
  manual.append(key)
  const { field, input, error } = codeField(el, 'two-step-code', text('twoStep.appCode'))
  const cancel = plainButton(el, text('twoStep.cancel'))
  const turnOn = plainButton(el, text('twoStep.turnOn'))
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
  const title = el('h1', text('twoStep.savedTitle'))
  title.id = 'two-step-title'
  const saved = el('p', text('twoStep.savedText'))
  const list = el('ol')
  list.className = 'recovery-codes'
  list.dir = 'ltr'
  for (const code of codes) list.append(el('li', code))
  const status = el('p')
  status.className = 'hint'
  status.setAttribute('role', 'status')
  const copy = plainButton(el, text('twoStep.copyCodes'))
  const finish = plainButton(el, text('twoStep.done'))
  const actions = actionRow(el, copy, finish)
  section.replaceChildren(title, saved, list, actions, status)
  screen.onHeight?.(Math.ceil(section.getBoundingClientRect().height))
  copy.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => (status.textContent = text('twoStep.copied')),
      () => (status.textContent = text('twoStep.copyRefused')),
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
  const title = el('h1', text('twoStep.onTitle'))
  title.id = 'two-step-title'
  const about = el('p', text('twoStep.onText', { count: recoveryCodesLeft }))
  const off = plainButton(el, text('twoStep.turnOff'))
  const finish = plainButton(el, text('twoStep.done'))
  const actions = actionRow(el, ...(canTurnOff ? [off] : []), finish)
  section.append(title, about, ...(canTurnOff ? [] : [el('p', text('twoStep.required'))]), actions)
  return showView(screen, section, signal, (done) => {
    off.addEventListener('click', () => done('off'))
    finish.addEventListener('click', () => done('done'))
    finish.focus()
  })
}
