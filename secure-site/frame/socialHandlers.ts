import { formatMessage } from '../siteMessages.js'
import { setUpAccountKeys } from './accountKeys.js'
import { FrameRequestError, type FrameHandlers } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import type { SiteApi } from './siteApi.js'
import type { SocialApi } from './socialApi.js'
import { base64url } from './base64url.js'

/** What the social handlers work with. */
export interface SocialDeps {
  api: SiteApi
  social: SocialApi
  storage: FrameStorage
  /** The page origin pinned at the handshake: the only one a result is posted to. */
  parentOrigin: string
  /** The frame's own origin: results must be its callback addresses. */
  ownOrigin: string
  projectId: string | undefined
  binding: string
  deviceKey: string
  /** The public half of the frame's non-extractable device key, registered at login. */
  devicePublicKey?: string
}

/** A PKCE verifier (32 random bytes) and its S256 challenge (RFC 7636). */
async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return { verifier, challenge: base64url(digest) }
}

/**
 * Social login in the frame (spec §7 GET_SOCIAL_REDIRECT_URI, CONNECT_SOCIAL; SECURE-FRAME.md
 * "OAuth popup"). The frame makes the PKCE verifier and keeps it in memory with the flow id; the
 * page opens the provider's address in its popup, relays the popup's result only from the secure
 * origin, from that popup, with that flow id (adapters/embedded/protocol/socialResult.ts); the frame
 * accepts it only for a flow it began, on its own callback address, and completes it with the
 * verifier. A refused result leaves the flow waiting (a forged message does not abort it).
 */
export function createSocialHandlers(
  deps: SocialDeps,
): Pick<FrameHandlers, 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'> {
  const pending = new Map<string, string>()
  let farcasterFlow: string | undefined
  return {
    // Sign In With Farcaster: the frame keeps the flow id; the page shows the url and waits.
    async GET_FARCASTER_URI() {
      const flow = await deps.social.beginFarcaster({
        binding: deps.binding,
        pageOrigin: deps.parentOrigin,
        ...(deps.projectId ? { projectId: deps.projectId } : {}),
      })
      farcasterFlow = flow.flowId
      return { url: flow.url }
    },

    async CONNECT_FARCASTER(_payload, { signal }) {
      const flowId = farcasterFlow
      if (!flowId) throw new FrameRequestError(formatMessage('FARCASTER_CONNECT_FAILED'), 'FARCASTER_CONNECT_FAILED')
      // Checked every second until the visitor approves in their app; the page's timeout or a reload ends it.
      let login = await deps.social.pollFarcaster({
        flowId,
        binding: deps.binding,
        deviceKey: deps.deviceKey,
        ...(deps.devicePublicKey ? { devicePublicKey: deps.devicePublicKey } : {}),
      })
      while (!login) {
        if (signal.aborted) throw new FrameRequestError(formatMessage('REQUEST_ABORTED'))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        login = await deps.social.pollFarcaster({
          flowId,
          binding: deps.binding,
          deviceKey: deps.deviceKey,
          ...(deps.devicePublicKey ? { devicePublicKey: deps.devicePublicKey } : {}),
        })
      }
      farcasterFlow = undefined
      await setUpAccountKeys(deps.api, deps.storage, login.session.userId)
      return { provider: 'farcaster' as const, username: login.username }
    },

    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const { verifier, challenge } = await pkcePair()
      const flow = await deps.social.begin({
        provider,
        codeChallenge: challenge,
        binding: deps.binding,
        pageOrigin: deps.parentOrigin,
        ...(deps.projectId ? { projectId: deps.projectId } : {}),
      })
      pending.set(flow.flowId, verifier)
      return { flowId: flow.flowId, uri: flow.authorizationUrl }
    },

    async CONNECT_SOCIAL({ flowId, uri }) {
      const verifier = pending.get(flowId)
      if (!verifier) throw new FrameRequestError(formatMessage('SOCIAL_FLOW_INVALID', { reason: 'this window did not start it' }), 'SOCIAL_FLOW_INVALID')
      if (!uri.startsWith(`${deps.ownOrigin}/oauth/callback/`))
        throw new FrameRequestError(formatMessage('SOCIAL_FLOW_INVALID', { reason: `the result does not come from ${deps.ownOrigin}` }), 'SOCIAL_FLOW_INVALID')
      let login
      try {
        login = await deps.social.complete({
          flowId,
          uri,
          codeVerifier: verifier,
          binding: deps.binding,
          deviceKey: deps.deviceKey,
          ...(deps.devicePublicKey ? { devicePublicKey: deps.devicePublicKey } : {}),
        })
      } catch (error) {
        // A result the server refused before using the flow (a tampered state) leaves the flow
        // waiting for the genuine one; a denial or a provider error ended it.
        if (!(error instanceof FrameRequestError && error.code === 'SOCIAL_FLOW_INVALID')) pending.delete(flowId)
        throw error
      }
      pending.delete(flowId)
      await setUpAccountKeys(deps.api, deps.storage, login.session.userId)
      return { provider: login.provider, username: login.username }
    },
  }
}
