import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { acceptSocialResult } from '../protocol/index.js'
import type { SocialProviderId, SocialUser } from '../service.js'
import { visibleSocialProviders } from '../userAgentRule.js'
import type { EmbeddedCore } from './embeddedCore.js'
import type { embeddedAccounts } from './embeddedAccounts.js'
import { socialSession } from './socialSession.js'

/** Spec §2: a social login popup is 600 by 800; one named window, so a second click reuses it. */
export const SOCIAL_POPUP_NAME = 'hatch-social'
export const SOCIAL_POPUP_FEATURES = 'width=600,height=800'
/** Spec §4: the popup is polled every 1 s for closing. */
export const POPUP_POLL_MS = 1_000
/** How long a closed popup's result may still be on its way. */
const POPUP_CLOSED_GRACE_MS = 250
/** Spec §2: leaving ConnectingFarcaster reloads the auth provider after 100 ms. */
export const FARCASTER_RELOAD_DELAY_MS = 100

/** Frame errors a sign-in shows as they are; anything else becomes 'Failed to initiate social connection'. */
const KEPT = new Set([
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_PROVIDER_ERROR',
  'SOCIAL_LOGIN_DENIED',
  'SOCIAL_FLOW_INVALID',
  'EMAIL_DEPENDENCY_LOAD_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'EMAIL_COOLDOWN',
  'UNVERIFIED_DOMAIN',
])

/**
 * The page side of social login (docs/socials.md): the popup on the secure origin opened in the
 * visitor's click, its result accepted only from the secure origin, from that popup, for that
 * flow, and relayed to the frame; Sign In With Farcaster through the frame; then the account is
 * recorded like an e-mail login and the provider and username are kept in storage.
 */
export function socialLogin(ctx: HatchContext, core: EmbeddedCore, accounts: ReturnType<typeof embeddedAccounts>, secureOrigin: string) {
  const session = socialSession(ctx)
  /** The namespace whose account state carries the Farcaster url (spec §3 `farcasterUrl`). */
  const urlNamespace = (): ChainNamespace => ctx.store.getState().activeNamespace ?? 'eip155'
  let reloadTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * Farcaster requests one after another: the frame keeps only the flow it began last, so the url
   * shown must be the one of the last request it answered (a view mounted twice asks twice).
   */
  let farcasterQueue: Promise<unknown> = Promise.resolve()

  const finish = async (provider: SocialUser['provider'], username: string | null): Promise<SocialUser> => {
    session.remember(provider, username)
    try {
      const result = await accounts.connectAll()
      return { provider, username, email: result.email, address: result.address }
    } catch (error) {
      session.forget()
      throw error
    }
  }

  /** Waits for the popup's result (forged messages are ignored); 'Popup closed' when it closes first. */
  const resultOf = (popup: Window, flowId: string): Promise<{ uri: string }> =>
    new Promise((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        const result = acceptSocialResult(event, { secureOrigin, popup, flowId })
        if (!result) return
        done()
        resolve(result)
      }
      let grace: ReturnType<typeof setTimeout> | undefined
      const poll = setInterval(() => {
        if (!popup.closed || grace !== undefined) return
        // The callback page posts its result, then closes itself: a message already on its way
        // gets a moment to arrive before the sign-in counts as abandoned.
        grace = setTimeout(() => {
          done()
          reject(new HatchError('POPUP_CLOSED'))
        }, POPUP_CLOSED_GRACE_MS)
      }, POPUP_POLL_MS)
      const done = () => {
        clearInterval(poll)
        clearTimeout(grace)
        window.removeEventListener('message', onMessage)
      }
      window.addEventListener('message', onMessage)
    })

  const run = async (provider: SocialProviderId, popup: Window): Promise<SocialUser> => {
    let flow
    try {
      flow = await core.request('GET_SOCIAL_REDIRECT_URI', { provider })
    } catch (error) {
      popup.close()
      if (isHatchError(error) && KEPT.has(error.code)) throw error
      throw new HatchError('SOCIAL_CONNECT_FAILED', {
        cause: error,
        details: `GET_SOCIAL_REDIRECT_URI for ${provider} failed: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
    popup.location.href = flow.uri
    const { uri } = await resultOf(popup, flow.flowId)
    const who = await core.request('CONNECT_SOCIAL', { flowId: flow.flowId, uri })
    return finish(who.provider, who.username)
  }

  return {
    visibleSocials<P extends string>(providers: readonly P[]): P[] {
      if (typeof navigator === 'undefined') return [...providers]
      return visibleSocialProviders(providers, {
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
        telegramWebview: typeof window !== 'undefined' && 'TelegramWebviewProxy' in window,
      })
    },

    // Not async: the popup must open in the visitor's click, before anything awaits.
    connectSocial(provider: SocialProviderId): Promise<SocialUser> {
      let popup: Window | null = null
      try {
        popup = window.open(`${secureOrigin}/oauth/loading?provider=${encodeURIComponent(provider)}`, SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
      } catch {
        popup = null
      }
      if (!popup)
        return Promise.reject(
          new HatchError('SOCIAL_CONNECT_FAILED', { details: 'the browser did not open the sign-in popup (blocked, or not opened in a click)' }),
        )
      return run(provider, popup)
    },

    farcasterUrl(): Promise<string> {
      // Back and forth within 100 ms: the reload happens now, so the new flow starts on a fresh frame.
      if (reloadTimer !== undefined) {
        clearTimeout(reloadTimer)
        reloadTimer = undefined
        core.reload()
      }
      const asked = farcasterQueue.then(async () => {
        const { url } = await core.request('GET_FARCASTER_URI', {})
        ctx.setAccount(urlNamespace(), { farcasterUrl: url })
        return url
      })
      farcasterQueue = asked.catch(() => undefined)
      return asked
    },

    async connectFarcaster(): Promise<SocialUser> {
      try {
        const who = await core.request('CONNECT_FARCASTER', {})
        return await finish('farcaster', who.username)
      } catch (error) {
        if (isHatchError(error) && error.code !== 'FRAME_ERROR') throw error
        throw new HatchError('FARCASTER_CONNECT_FAILED', { cause: error, ...(error instanceof Error ? { details: error.message } : {}) })
      } finally {
        ctx.setAccount(urlNamespace(), { farcasterUrl: undefined })
      }
    },

    cancelFarcaster(): void {
      ctx.setAccount(urlNamespace(), { farcasterUrl: undefined })
      // Spec §2 reloads only while not connected: a connected session's frame keeps serving it.
      if (accounts.connectedHere().length > 0) return
      if (reloadTimer !== undefined) clearTimeout(reloadTimer)
      reloadTimer = setTimeout(() => {
        reloadTimer = undefined
        core.reload()
      }, FARCASTER_RELOAD_DELAY_MS)
    },
  }
}
