/**
 * The frame application's entry (bundled to /frame.js, served on the secure origin). It waits for
 * one HELLO from its parent page, checks it (handshake.ts), opens the channel on the transferred
 * port and answers READY. Nothing is answered before that, and nothing but that port ever is; only
 * the frame's own storage and device key are read (made on a first visit) while the HELLO is on
 * its way, so READY follows it at once.
 *
 * The entry holds only that, the key store and the dispatch: what a request needs beyond it (EVM
 * or Solana signing, smart accounts, the approval prompt, the key reveal) is a chunk loaded with
 * the first such request (frameBundle.ts). After READY, when the browser is idle, a signed-in
 * visitor's next chunks are fetched ahead (preloadChunks.ts), so a first signature waits for none.
 */
import type { ApprovalPrompt } from './approvalPrompt.js'
import { FrameChannel } from './channel.js'
import { createFrameHandlers } from './frameHandlers.js'
import { frameNetworks, smartAccountNetworks } from './frameNetworks.js'
import { openFrameStorage } from './frameStorage.js'
import { deviceKeyPair, devicePublicKey } from './deviceProof.js'
import { acceptHello, readyMessage } from './handshake.js'
import { SiteApi } from './siteApi.js'
import { SocialApi } from './socialApi.js'
import { createSocialHandlers } from './socialHandlers.js'
import type { SmartAccountSettings } from './smartAccountRpc.js'
import { preloadChunks, whenIdle } from './preloadChunks.js'

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

/** The frame's storage, its device id and its non-extractable device key pair (made on a first visit). */
async function openDevice() {
  const storage = await openFrameStorage()
  let deviceKey = await storage.get<string>('deviceKey')
  if (!deviceKey) {
    deviceKey = secret()
    await storage.set('deviceKey', deviceKey)
  }
  const devicePair = await deviceKeyPair(storage)
  return { storage, deviceKey, devicePair, publicKey: await devicePublicKey(devicePair) }
}

function start(): void {
  const config = JSON.parse(document.getElementById('hatch-frame-config')?.textContent ?? '{}') as FrameConfig
  // A frame opened as a top-level page has no page to serve.
  if (window.parent === window) return
  // The page's rpcUrl query parameter is never read: the frame uses its own RPC list.
  const chainParam = new URLSearchParams(location.search).get('chainId') ?? ''
  const requestedChain = /^\d{1,10}$/.test(chainParam) ? Number(chainParam) : chainParam
  const networks = frameNetworks(config.rpcUrls, config.networkNames)
  // Started now, awaited once a HELLO is accepted (a failure then leaves the page without READY, as before).
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
    void (async () => {
      const { storage, deviceKey, devicePair, publicKey } = await device
      const channelId = crypto.randomUUID()
      const root = document.getElementById('approval-root') as HTMLElement
      const api = new SiteApi(storage)
      api.useDeviceKey(devicePair)
      const binding = secret()
      const projectId = new URLSearchParams(location.search).get('projectId') ?? undefined
      // The prompt tells its height over the channel, which opens once the handlers exist.
      const open: { channel?: FrameChannel } = {}
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
        reveal: async (shown, signal) => (await import('./secretReveal.js')).revealSecret(root, shown, signal, { clock: windowClock, onHeight }),
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
      open.channel = new FrameChannel(hello.port, channelId, { ...handlers, ...social })
      hello.port.postMessage(readyMessage(hello.nonce, channelId))
      whenIdle(window, () => void preloadChunks({ storage, requestedChain, smartAccounts, loadPrompt }))
    })()
  }
  window.addEventListener('message', onMessage)
}

start()
