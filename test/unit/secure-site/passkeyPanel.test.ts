// @vitest-environment happy-dom
/**
 * Issue 31 item 1, the frame's passkey prompt (secure-site/frame/passkeyPanel.ts) and what a failed
 * browser ceremony means (passkeyCeremony.ts): the prompt's buttons, the note when the page
 * withholds passkeys from the frame, a problem said or ending the prompt, the page's abort, a click
 * a script made (ignored), and the WebAuthn errors mapped to "cancelled", "already registered",
 * "not here: use the window" and "unavailable".
 */
import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../../secure-site/frame/channel.js'
import { CANCELLED, ceremonyError, PasskeyBlockedHere } from '../../../secure-site/frame/passkeyCeremony.js'
import { showPasskeyPanel } from '../../../secure-site/frame/passkeyPanel.js'

function prompt(mode: 'connect' | 'add', allowedHere = true) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const controller = new AbortController()
  const heights: number[] = []
  const acted: string[] = []
  const panel = showPasskeyPanel(
    root,
    mode,
    controller.signal,
    { host: 'wallet.shop.example', allowedHere, onHeight: (h) => heights.push(h) },
    async (choice) => {
      acted.push(choice)
      return choice
    },
  )
  const settled = panel.done.then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  )
  const text = () => root.textContent ?? ''
  const buttons = () => [...root.querySelectorAll('button')].map((b) => b.textContent)
  return { root, controller, heights, acted, panel, settled, text, buttons }
}

describe('the frame’s passkey prompt', () => {
  it('on Connect: a heading, the secure site’s host, "Sign in with a passkey" and "Create a new passkey"', () => {
    const { root, text, buttons } = prompt('connect')
    expect(root.querySelector('h1')?.textContent).toBe('Continue with a passkey')
    expect(text()).toContain('Use a passkey saved for wallet.shop.example on this device, your phone or your password manager.')
    expect(buttons()).toEqual(['Sign in with a passkey', 'Create a new passkey'])
    expect(root.querySelector('[role="status"]')).not.toBeNull()
    // The note about the secure window is there, hidden: the frame may show the dialog itself.
    expect([...root.querySelectorAll('p')].find((p) => p.textContent?.includes('secure window'))?.hidden).toBe(true)
  })

  it('for a signed-in account: "Add a passkey" with one button', () => {
    const { root, buttons } = prompt('add')
    expect(root.querySelector('h1')?.textContent).toBe('Add a passkey')
    expect(buttons()).toEqual(['Create a passkey'])
  })

  it('says the passkey opens in a secure window where the page withholds passkeys from the frame', () => {
    const { root } = prompt('connect', false)
    const note = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes('secure window'))
    expect(note?.textContent).toBe('This page does not let the wallet show your passkeys here: your passkey opens in a secure window.')
    expect(note?.hidden).toBe(false)
  })

  it('ignores a click a script made (only the visitor’s own clicks open the dialog)', async () => {
    const { root, acted } = prompt('connect')
    root.querySelector('button')?.click()
    await Promise.resolve()
    expect(acted).toEqual([])
  })

  it('says a problem found before any click on its status line, and stays', async () => {
    const { root, panel, settled } = prompt('connect')
    panel.say('Please try again after 30 seconds')
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Please try again after 30 seconds')
    expect(await Promise.race([settled, Promise.resolve('open')])).toBe('open')
  })

  it('ends with an error nothing could click away (a site without passkeys), leaving an empty frame', async () => {
    const { root, panel, settled } = prompt('connect')
    const problem = new FrameRequestError('Passkeys are not available on this wallet: x', 'PASSKEY_UNAVAILABLE')
    panel.fail(problem)
    expect(await settled).toEqual({ error: problem })
    expect(root.childElementCount).toBe(0)
  })

  it('closes when the page aborts the request (going back, the modal closed)', async () => {
    const { root, controller, settled } = prompt('add')
    controller.abort()
    const outcome = await settled
    expect('error' in outcome && outcome.error).toMatchObject({ code: 4001 })
    expect(root.childElementCount).toBe(0)
  })
})

describe('a failed browser ceremony', () => {
  const named = (name: string, message = '') => Object.assign(new Error(message), { name })

  it('is "cancelled" when the visitor closed the dialog or it timed out', () => {
    for (const error of [named('NotAllowedError', 'The operation either timed out or was not allowed.'), named('AbortError')]) {
      expect(ceremonyError(error)).toMatchObject({ message: CANCELLED })
    }
  })

  it('is "not here" (use the secure window) when the page withheld the permission, or in a SecurityError', () => {
    const policy = named(
      'NotAllowedError',
      "The 'publickey-credentials-create' feature is not enabled in this document. Permissions Policy may be used to delegate Web Authentication capabilities to cross-origin child frames.",
    )
    expect(ceremonyError(policy)).toBeInstanceOf(PasskeyBlockedHere)
    expect(ceremonyError(named('SecurityError', 'This is an invalid domain.'))).toBeInstanceOf(PasskeyBlockedHere)
    // @simplewebauthn/browser wraps the browser's error: the cause is what counts.
    expect(ceremonyError(Object.assign(new Error('wrapped'), { code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause: policy }))).toBeInstanceOf(
      PasskeyBlockedHere,
    )
  })

  it('is "already registered" for an authenticator the account has, "unavailable" without one that verifies the user', () => {
    expect(ceremonyError(named('InvalidStateError'))).toMatchObject({ code: 'PASSKEY_ALREADY_REGISTERED', message: 'This passkey is already on this wallet' })
    expect(ceremonyError(Object.assign(new Error('x'), { code: 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT' }))).toMatchObject({
      code: 'PASSKEY_UNAVAILABLE',
      message: 'Passkeys are not available on this wallet: no authenticator here can keep a passkey protected by a PIN or biometric',
    })
  })
})
