import { formatMessage } from '../siteMessages.js'
import { setUpAccountKeys } from './accountKeys.js'
import type { ArmingClock } from './armingGate.js'
import { FrameRequestError, type FrameHandlers } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import type { BegunCreation, BegunRequest, PasskeyApi, PasskeyCounter, PasskeySession } from './passkeyApi.js'
import { passkeysAllowedHere, runCeremony, type Ceremony, type CeremonyResponse } from './passkeyCeremony.js'
import { showPasskeyPanel, type CeremonyPlace, type PasskeyChoice } from './passkeyPanel.js'
import { runInPasskeyWindow } from './passkeyWindow.js'
import type { SiteApi } from './siteApi.js'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import { text } from './frameText.js'

/** What the passkey handlers work with. */
export interface PasskeyDeps {
  api: SiteApi
  passkeys: PasskeyApi
  /** The accounts' passkey counts GET_USER tells the page (kept up to date by these handlers). */
  counts: PasskeyCounter
  storage: FrameStorage
  /** Where the frame's prompts show (the approval prompt's root). */
  root: HTMLElement
  /** The frame's window (the secure window opens from it). */
  win: Window
  clock: ArmingClock
  deviceKey: string
  /** The public half of the frame's non-extractable device key, registered at login. */
  devicePublicKey?: string
  /** Tells the page the height the prompt needs (PROMPT_HEIGHT), 0 once it is gone. */
  onHeight?: (height: number) => void
  /**
   * The origin passkeys are bound to when it is not the frame's (a site public on an IP address,
   * which browsers refuse as a relying party): every ceremony then runs in the passkey window there.
   */
  passkeyOrigin?: string
}

/** A challenge worth answering: one that still has this long to live. */
const FRESH_FOR_MS = 15_000

/**
 * One kind of ceremony's options, asked for before the visitor clicks: the browser's passkey dialog
 * must open in the click (Safari refuses it after a network round trip), so the click finds its
 * challenge ready. Each is used once; the next is asked for after each try.
 */
class Prefetched<T extends { expiresAt: number }> {
  private next: Promise<T> | undefined
  constructor(private readonly load: () => Promise<T>) {}

  /** Starts asking now; a failure (the site's refusal) is returned, for the prompt to say. */
  warm(): Promise<T> {
    this.next ??= this.load()
    const pending = this.next
    pending.catch(() => (this.next === pending ? (this.next = undefined) : undefined))
    return pending
  }

  /** A fresh one for this click (asked again if the ready one is about to expire or failed). */
  async take(): Promise<T> {
    const pending = this.next ?? this.load()
    this.next = undefined
    const got = await pending.catch(() => this.load())
    return got.expiresAt - Date.now() > FRESH_FOR_MS ? got : this.load()
  }
}

/**
 * Passkeys in the frame (issue 31): CONNECT_PASSKEY shows "Continue with a passkey" and logs in
 * (or creates an account) with the visitor's passkey; ADD_PASSKEY shows "Add a passkey" to the
 * signed-in account. The browser's passkey dialog opens
 * from the frame's own button (the page delegates `publickey-credentials-*` to the iframe), or from
 * the secure window where the frame may not. After a login, keys are set up exactly as after an
 * e-mail login: a new account's are made here, a browser new to the account gets the recovery pair
 * once (the passkey approved it) and re-splits the key.
 */
export function createPasskeyHandlers(deps: PasskeyDeps): Required<Pick<FrameHandlers, 'CONNECT_PASSKEY' | 'ADD_PASSKEY'>> {
  const { counts } = deps
  const windowOrigin = deps.passkeyOrigin ?? deps.win.location.origin
  const host = new URL(windowOrigin).hostname
  // In the frame only where passkeys are bound to the frame's own origin and its page delegates them.
  const allowedHere = () => windowOrigin === deps.win.location.origin && passkeysAllowedHere(deps.root.ownerDocument)
  const device = { deviceKey: deps.deviceKey, devicePublicKey: deps.devicePublicKey }

  /** The browser's answer to `begun`'s options, in the frame or the secure window (opened at once: this runs in the click). */
  function answer(
    begun: Promise<BegunCreation | BegunRequest>,
    kind: Ceremony['kind'],
    place: CeremonyPlace,
    signal: AbortSignal,
    texts: { title: string; text: string; button: string },
  ): Promise<{ challengeId: string; response: CeremonyResponse }> {
    const ceremony = begun.then((b) => ({ kind, options: b.options }) as Ceremony)
    const response = place === 'frame' ? ceremony.then(runCeremony) : runInPasskeyWindow(deps.win, ceremony, texts, deps.clock, signal, windowOrigin)
    return Promise.all([begun, response]).then(([b, r]) => ({ challengeId: b.challengeId, response: r }))
  }

  /**
   * A problem found before any click: a site that offers no passkeys ends the request (the page says
   * it in the visitor's language); anything else is said in the prompt, which stays for a try.
   */
  const beforeClick = (panel: { say(text: string): void; fail(error: Error): void }) => (error: unknown) => {
    if (error instanceof FrameRequestError && error.code === 'PASSKEY_UNAVAILABLE') panel.fail(error)
    else panel.say(error instanceof Error ? error.message : String(error))
  }

  /** One prompt at a time: an approval or an exported key showing keeps the frame's root. */
  const rootFree = () => {
    if (deps.root.childElementCount > 0) throw new FrameRequestError(formatMessage('FRAME_APPROVAL_PENDING'), 'APPROVAL_PENDING')
  }

  const signedIn = async () => {
    const session = await deps.api.session()
    if (!session) throw new FrameRequestError(formatMessage('NOT_CONNECTED_EMAIL_SOCIAL'), 4100)
    return session
  }

  return {
    async CONNECT_PASSKEY(_payload, { signal }) {
      rootFree()
      const login = new Prefetched(() => deps.passkeys.beginLogin())
      const register = new Prefetched(() => deps.passkeys.beginRegistration())
      const panel = showPasskeyPanel<PasskeySession>(
        deps.root,
        'connect',
        signal,
        { host, allowedHere: allowedHere(), boundElsewhere: windowOrigin !== deps.win.location.origin, ...(deps.onHeight ? { onHeight: deps.onHeight } : {}) },
        async (choice: PasskeyChoice, place, progress) => {
          const creating = choice === 'register'
          const asked = answer(
            creating ? register.take() : login.take(),
            creating ? 'create' : 'get',
            place,
            signal,
            creating
              ? { title: text('passkey.create'), text: text('passkey.createText', { host }), button: text('passkey.create') }
              : { title: text('passkey.signIn'), text: text('passkey.signInText', { host }), button: text('passkey.signIn') },
          )
          try {
            const { challengeId, response } = await asked
            progress(text('passkey.signingIn'))
            const logged = creating
              ? await deps.passkeys.finishRegistration(challengeId, response as RegistrationResponseJSON, device)
              : await deps.passkeys.finishLogin(challengeId, response as AuthenticationResponseJSON, device)
            if (logged.newDevice) progress(text('passkey.settingUp'))
            counts.forget(logged.session.userId)
            await setUpAccountKeys(deps.api, deps.storage, logged.session.userId)
            return logged
          } catch (error) {
            // Ready for another try (each challenge answers once).
            ;(creating ? register : login).warm().catch(() => undefined)
            throw error
          }
        },
      )
      // A site that offers no passkeys says so before any click.
      login.warm().catch(beforeClick(panel))
      register.warm().catch(() => undefined)
      const logged = await panel.done
      return { newUser: logged.newUser, newDevice: logged.newDevice }
    },

    async ADD_PASSKEY(_payload, { signal }) {
      const session = await signedIn()
      rootFree()
      const add = new Prefetched(() => deps.passkeys.beginAdd())
      const panel = showPasskeyPanel<number>(
        deps.root,
        'add',
        signal,
        { host, allowedHere: allowedHere(), boundElsewhere: windowOrigin !== deps.win.location.origin, ...(deps.onHeight ? { onHeight: deps.onHeight } : {}) },
        async (_choice, place, progress) => {
          const asked = answer(add.take(), 'create', place, signal, {
            title: text('passkey.addTitle'),
            text: text('passkey.addText', { host }),
            button: text('passkey.create'),
          })
          try {
            const { challengeId, response } = await asked
            progress(text('passkey.saving'))
            await deps.passkeys.finishAdd(challengeId, response as RegistrationResponseJSON)
            const count = (await deps.passkeys.list()).length
            counts.set(session.userId, count)
            return count
          } catch (error) {
            add.warm().catch(() => undefined)
            throw error
          }
        },
      )
      add.warm().catch(beforeClick(panel))
      return { passkeys: await panel.done }
    },
  }
}
