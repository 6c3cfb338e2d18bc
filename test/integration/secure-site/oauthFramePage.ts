/**
 * The test page of oauthFrame.test.ts (bundled with esbuild, inlined): the page side of a social
 * sign-in as the socials plugin will do it — the popup opened synchronously in the click on the
 * secure origin, GET_SOCIAL_REDIRECT_URI, the popup sent to the provider, the result accepted only
 * from the secure origin, from that popup, with that flow id, then CONNECT_SOCIAL and GET_USER.
 */
import { FrameClient } from '../../../adapters/embedded/frameClient.js'
import { acceptSocialResult } from '../../../adapters/embedded/protocol/index.js'

interface PageConfig {
  secureOrigin: string
  chainId: number
  providers: string[]
}

declare global {
  interface Window {
    __OAUTH_TEST__: PageConfig
    /** Window messages the page ignored while a sign-in was pending (forged results). */
    ignored: number
  }
}

const config = window.__OAUTH_TEST__
const client = new FrameClient({ secureOrigin: config.secureOrigin, projectId: 'oauth-e2e', chainId: config.chainId })
const status = document.getElementById('status') as HTMLElement
window.ignored = 0

const show = (text: string) => {
  status.textContent = text
}

async function showUser(prefix: string): Promise<void> {
  const user = await client.request('GET_USER', {})
  show(`${prefix} ${user.address}`)
}

function waitForResult(popup: Window, flowId: string): Promise<{ uri: string }> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      const result = acceptSocialResult(event, { secureOrigin: config.secureOrigin, popup, flowId })
      if (!result) {
        window.ignored += 1
        return
      }
      done()
      resolve(result)
    }
    // Spec §4: the popup is polled every 1 s; closed without a result is 'Popup closed'.
    const poll = setInterval(() => {
      if (popup.closed) {
        done()
        reject(new Error('Popup closed'))
      }
    }, 1_000)
    const done = () => {
      clearInterval(poll)
      window.removeEventListener('message', onMessage)
    }
    window.addEventListener('message', onMessage)
  })
}

for (const provider of config.providers) {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = `Sign in with ${provider}`
  button.addEventListener('click', () => {
    // Opened synchronously in the click (popup blockers), on the secure origin, 600 by 800 (spec §2).
    const popup = window.open(`${config.secureOrigin}/oauth/loading?provider=${provider}`, 'hatch-social', 'width=600,height=800')
    if (!popup) return show('Failed to initiate social connection')
    show('Connecting…')
    void (async () => {
      try {
        const flow = await client.request('GET_SOCIAL_REDIRECT_URI', { provider: provider as 'google' })
        popup.location.href = flow.uri
        const result = await waitForResult(popup, flow.flowId)
        const who = await client.request('CONNECT_SOCIAL', { flowId: flow.flowId, uri: result.uri })
        await showUser(`Connected with ${who.provider}${who.username ? ` as ${who.username}` : ''}:`)
      } catch (error) {
        show(`Error: ${(error as Error).message}`)
      }
    })()
  })
  document.body.append(button)
}

// ConnectingFarcaster: the url shown as a link (the product shows a QR code too), then wait for the app.
const farcaster = document.createElement('button')
farcaster.type = 'button'
farcaster.textContent = 'Sign in with Farcaster'
farcaster.addEventListener('click', () => {
  void (async () => {
    try {
      const { url } = await client.request('GET_FARCASTER_URI', {})
      const link = document.createElement('a')
      link.href = url
      link.textContent = 'Open in Farcaster'
      document.body.append(link)
      const who = await client.request('CONNECT_FARCASTER', {})
      await showUser(`Connected with ${who.provider} as ${who.username}:`)
    } catch (error) {
      show(`Error: ${(error as Error).message}`)
    }
  })()
})
document.body.append(farcaster)

void client.ready.then(async () => {
  const { isConnected } = await client.request('IS_CONNECTED', {})
  show(isConnected ? '' : 'Not connected')
  if (isConnected) await showUser('Already connected:')
})
