/**
 * The frame application's entry (bundled to /frame.js, served on the secure origin). It waits for
 * one HELLO from its parent page, checks it (handshake.ts), opens the channel on the transferred
 * port and answers READY. Nothing runs before that, and nothing but that port is ever answered.
 */
import { ApprovalPrompt } from './approvalPrompt.js'
import { FrameChannel } from './channel.js'
import { createFrameHandlers } from './frameHandlers.js'
import { revealSecret } from './secretReveal.js'
import { frameNetworks } from './frameNetworks.js'
import { openFrameStorage } from './frameStorage.js'
import { deviceKeyPair, devicePublicKey } from './deviceProof.js'
import { acceptHello, readyMessage } from './handshake.js'
import { SiteApi } from './siteApi.js'
import { SocialApi } from './socialApi.js'
import { createSocialHandlers } from './socialHandlers.js'
import { smartAccountNetworks, type SmartAccountSettings } from './smartAccountRpc.js'
import { PasskeyApi, passkeyCounter } from './passkeyApi.js'
import type { FrameHandlers } from './channel.js'

interface FrameConfig {
  allowedOrigins: string[]
  rpcUrls: Record<string, string>
  /** The networks' names by CAIP-2 id, shown in approvals. */
  networkNames?: Record<string, string>
  armDelayMs: number
  /** Smart-account settings by CAIP-2 id (bundler URL, EntryPoint, factory). */
  smartAccounts?: Record<string, SmartAccountSettings>
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const secret = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

function start(): void {
  const config = JSON.parse(document.getElementById('hatch-frame-config')?.textContent ?? '{}') as FrameConfig
  // A frame opened as a top-level page has no page to serve.
  if (window.parent === window) return
  // The page's rpcUrl query parameter is never read: the frame uses its own RPC list.
  const chainParam = new URLSearchParams(location.search).get('chainId') ?? ''
  const requestedChain = /^\d{1,10}$/.test(chainParam) ? Number(chainParam) : chainParam
  const networks = frameNetworks(config.rpcUrls, config.networkNames)
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
    void (async () => {
      const storage = await openFrameStorage()
      let deviceKey = await storage.get<string>('deviceKey')
      if (!deviceKey) {
        deviceKey = secret()
        await storage.set('deviceKey', deviceKey)
      }
      const channelId = crypto.randomUUID()
      const root = document.getElementById('approval-root') as HTMLElement
      const api = new SiteApi(storage)
      const devicePair = await deviceKeyPair(storage)
      api.useDeviceKey(devicePair)
      const publicKey = await devicePublicKey(devicePair)
      const binding = secret()
      const projectId = new URLSearchParams(location.search).get('projectId') ?? undefined
      // The prompt tells its height over the channel, which opens once the handlers exist.
      const open: { channel?: FrameChannel } = {}
      const onHeight = (height: number) => open.channel?.promptHeight(height)
      const windowClock = {
        setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
        clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
      }
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
          }),
        ))
      const handlers = createFrameHandlers({
        api,
        storage,
        prompt: new ApprovalPrompt(root, { armDelayMs: config.armDelayMs, expiresMs: 600_000, onHeight }),
        networks,
        parentOrigin: hello.parentOrigin,
        chainId: requestedChain,
        binding,
        deviceKey,
        devicePublicKey: publicKey,
        projectId,
        smartAccounts: smartAccountNetworks(config.smartAccounts, networks.evm),
        reveal: (shown, signal) => revealSecret(root, shown, signal, { clock: windowClock, onHeight }),
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
      open.channel = new FrameChannel(hello.port, channelId, {
        ...handlers,
        ...social,
        CONNECT_PASSKEY: async (payload, context) => (await passkeys()).CONNECT_PASSKEY(payload, context),
        ADD_PASSKEY: async (payload, context) => (await passkeys()).ADD_PASSKEY(payload, context),
      })
      hello.port.postMessage(readyMessage(hello.nonce, channelId))
    })()
  }
  window.addEventListener('message', onMessage)
}

start()
