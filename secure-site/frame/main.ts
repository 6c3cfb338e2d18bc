/**
 * The frame application's entry (bundled to /frame.js, served on the secure origin). It waits for
 * one HELLO from its parent page, checks it (handshake.ts), opens the channel on the transferred
 * port and answers READY. Nothing is answered before that, and nothing but that port ever is. The
 * frame's own storage and device key (made on a first visit, frameDevice.ts) open from the start:
 * READY does not wait for them (on a first visit IndexedDB takes 15 to 80 ms), the requests do.
 *
 * The entry holds only that, the key store and the dispatch: what a request needs beyond it (EVM
 * or Solana signing, smart accounts, the approval prompt, the key reveal) is a chunk loaded with
 * the first such request (frameBundle.ts). After READY, when the browser is idle, a signed-in
 * visitor's next chunks are fetched ahead (preloadChunks.ts), so a first signature waits for none.
 *
 * Its texts are in the modal's language (the URL's `locale`, then SET_LOCALE; frameLanguage.ts):
 * that language's chunk loads beside the storage, and every request waits for the latest one.
 */
import type { ApprovalPrompt } from './approvalPrompt.js'
import { FrameChannel, handlersWhenReady } from './channel.js'
import { createFrameHandlers } from './frameHandlers.js'
import { frameNetworks, smartAccountNetworks } from './frameNetworks.js'
import { frameSecret as secret, openDevice } from './frameDevice.js'
import { acceptHello, readyMessage } from './handshake.js'
import { SiteApi } from './siteApi.js'
import { SocialApi } from './socialApi.js'
import { createSocialHandlers } from './socialHandlers.js'
import type { SmartAccountSettings } from './smartAccountRpc.js'
import { preloadChunks, whenIdle } from './preloadChunks.js'
import { TwoStepApi } from './twoStepApi.js'
import { lazyTwoStepGate } from './lazyTwoStepGate.js'
import { PasskeyApi, passkeyCounter } from './passkeyApi.js'
import type { FrameHandlers, RequestContext } from './channel.js'
import { browserLanguages } from '../../kernel/locales/browserLanguages.js'
import { followFrameLanguage, resolveFrameLocale } from './frameLanguage.js'
import { countedTextsReady } from './frameText.js'

interface FrameConfig {
  allowedOrigins: string[]
  rpcUrls: Record<string, string>
  /** The networks' names by CAIP-2 id, shown in approvals. */
  networkNames?: Record<string, string>
  armDelayMs: number
  /** Smart-account settings by CAIP-2 id (bundler URL, EntryPoint, factory). */
  smartAccounts?: Record<string, SmartAccountSettings>
  /** The origin the site's passkeys are bound to, when it is not this frame's (buildFrameAssets.ts). */
  passkeyOrigin?: string
}

function start(): void {
  const config = JSON.parse(document.getElementById('hatch-frame-config')?.textContent ?? '{}') as FrameConfig
  // A frame opened as a top-level page has no page to serve.
  if (window.parent === window) return
  // The page's rpcUrl query parameter is never read: the frame uses its own RPC list.
  const chainParam = new URLSearchParams(location.search).get('chainId') ?? ''
  const requestedChain = /^\d{1,10}$/.test(chainParam) ? Number(chainParam) : chainParam
  // The modal's language (a shipped tag in the URL, else the browser's): its texts load beside the
  // storage, and requests wait for both, so a prompt never shows in another language first.
  const language = followFrameLanguage(document, resolveFrameLocale(new URLSearchParams(location.search).get('locale'), browserLanguages()))
  const networks = frameNetworks(config.rpcUrls, config.networkNames)
  // Started now, awaited by the first request (a failure is then every request's answer).
  const device = openDevice()
  device.catch(() => undefined)
  let opened = false
  const onMessage = (event: MessageEvent) => {
    if (opened) return
    const hello = acceptHello(event, {
      allowedOrigins: config.allowedOrigins,
      parent: window.parent,
      ancestorOrigins: location.ancestorOrigins ? [...location.ancestorOrigins] : undefined,
    })
    if (!hello) return
    opened = true
    window.removeEventListener('message', onMessage)
    // READY goes at once; requests wait for the storage and device key (opening since the frame started).
    const channelId = crypto.randomUUID()
    // The prompt tells its height over the channel.
    const open: { channel?: FrameChannel } = {}
    const served = (async () => {
      const { storage, deviceKey, devicePair, publicKey } = await device
      // A language whose chunk did not load shows English (the next SET_LOCALE tries again).
      await language.ready()
      const root = document.getElementById('approval-root') as HTMLElement
      const api = new SiteApi(storage)
      api.useDeviceKey(devicePair)
      const binding = secret()
      const projectId = new URLSearchParams(location.search).get('projectId') ?? undefined
      const onHeight = (height: number) => open.channel?.promptHeight(height)
      const windowClock = {
        setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
        clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
      }
      // The prompt's chunk loads with the first approval (or ahead, see preloadChunks); one prompt for
      // the frame. A chunk that failed to load is fetched again by the next approval.
      let prompt: Promise<ApprovalPrompt> | undefined
      const loadPrompt = () =>
        (prompt ??= import('./approvalPrompt.js').then(
          (m) => new m.ApprovalPrompt(root, { armDelayMs: config.armDelayMs, expiresMs: 600_000, onHeight }),
          (error: unknown) => {
            prompt = undefined
            throw error
          },
        ))
      const smartAccounts = smartAccountNetworks(config.smartAccounts, networks.evm)
      const passkeyApi = new PasskeyApi(api, { binding, projectId })
      const passkeyCounts = passkeyCounter(passkeyApi)
      // The passkey prompts (and @simplewebauthn/browser) load on first use.
      let passkeyHandlers: Promise<Required<Pick<FrameHandlers, 'CONNECT_PASSKEY' | 'ADD_PASSKEY'>>> | undefined
      const passkeys = () =>
        (passkeyHandlers ??= import('./passkeyHandlers.js').then(({ createPasskeyHandlers }) =>
          createPasskeyHandlers({
            api,
            passkeys: passkeyApi,
            counts: passkeyCounts,
            storage,
            root,
            win: window,
            clock: windowClock,
            deviceKey: deviceKey,
            devicePublicKey: publicKey,
            onHeight,
            ...(config.passkeyOrigin ? { passkeyOrigin: config.passkeyOrigin } : {}),
          }),
        ))
      const handlers = createFrameHandlers({
        api,
        storage,
        prompt: { ask: async (request, signal) => (await loadPrompt()).ask(request, signal) },
        networks,
        parentOrigin: hello.parentOrigin,
        chainId: requestedChain,
        binding,
        deviceKey,
        devicePublicKey: publicKey,
        projectId,
        smartAccounts,
        reveal: async (shown, signal) => {
          const [{ revealSecret }] = await Promise.all([import('./secretReveal.js'), countedTextsReady('reveal.hidesIn')])
          return revealSecret(root, shown, signal, { clock: windowClock, onHeight })
        },
        twoStep: lazyTwoStepGate(new TwoStepApi(api, binding, projectId), { root, onHeight }),
        passkeyCount: (userId) => passkeyCounts.count(userId),
      })
      const social = createSocialHandlers({
        api,
        social: new SocialApi(storage),
        storage,
        parentOrigin: hello.parentOrigin,
        ownOrigin: location.origin,
        projectId,
        binding,
        deviceKey,
        devicePublicKey: publicKey,
      })
      whenIdle(window, () => void preloadChunks({ storage, requestedChain, smartAccounts, loadPrompt }))
      // Each request makes its texts in the latest language chosen before it came (SET_LOCALE waits for nothing).
      const inLanguage = (all: FrameHandlers): FrameHandlers =>
        Object.fromEntries(
          Object.entries(all).map(([event, handler]) => [
            event,
            async (payload: never, context: RequestContext) => {
              await language.ready()
              return (handler as (p: never, c: RequestContext) => unknown)(payload, context)
            },
          ]),
        )
      return {
        ...inLanguage({
          ...handlers,
          ...social,
          CONNECT_PASSKEY: async (payload, context) => (await passkeys()).CONNECT_PASSKEY(payload, context),
          ADD_PASSKEY: async (payload, context) => (await passkeys()).ADD_PASSKEY(payload, context),
        } satisfies FrameHandlers),
        // The modal's language changed: the frame's texts follow from the next prompt on (one open now keeps its own).
        SET_LOCALE: async ({ locale }) => {
          await language.set(resolveFrameLocale(locale, browserLanguages()))
          return {}
        },
      } satisfies FrameHandlers
    })()
    open.channel = new FrameChannel(hello.port, channelId, handlersWhenReady(served))
    hello.port.postMessage(readyMessage(hello.nonce, channelId))
  }
  window.addEventListener('message', onMessage)
}

start()
