/**
 * Helpers for the social-login integration tests: a secure site of the test's own with the
 * sandbox's six identity providers configured (its own client registered with each, with the
 * site's exact callback), and a visitor's trip through a provider as plain HTTP: the
 * authorization request, the consent page (an account picked by its visible name, or Deny), and
 * the redirect to the secure site's callback page.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { RunningSecureSite, SecureSiteConfigInput, StartSecureSiteOptions } from '../../../secure-site/index.js'
import type { SandboxInfo } from '../../../sandbox/index.js'
import { providerUrlKey, sandboxProviderSettings, SANDBOX_SOCIAL_PROVIDERS, type SandboxSocialProvider } from '../../../sandbox/oauth/index.js'
import { frameSecret, post, startTestSite, type ApiReply } from './secureSiteClient.js'

/** The page origin every test site allows (the frame's pinned parent). */
export const PAGE_ORIGIN = 'http://127.0.0.1:5173'

/** The sandbox providers' base URLs from the sandbox info. */
export function providerUrls(info: SandboxInfo): Record<SandboxSocialProvider, string> {
  return Object.fromEntries(SANDBOX_SOCIAL_PROVIDERS.map((p) => [p, info.urls[providerUrlKey(p)] as string])) as Record<SandboxSocialProvider, string>
}

/** Starts a secure site with social login against the sandbox providers, its client registered with each. */
export async function startOAuthTestSite(
  info: SandboxInfo,
  overrides: Partial<SecureSiteConfigInput> = {},
  options: StartSecureSiteOptions = {},
  client = { clientId: `hatch-test-${randomBytes(4).toString('hex')}`, clientSecret: randomBytes(24).toString('base64url') },
): Promise<RunningSecureSite> {
  const urls = providerUrls(info)
  const site = await startTestSite(info, { ...overrides, oauth: { providers: sandboxProviderSettings(urls, client), ...overrides.oauth } }, options)
  await registerClient(urls, client, site.origin)
  return site
}

/** Registers `client` with every sandbox provider, redirect URI = `origin`'s callback of that provider. */
export async function registerClient(
  urls: Record<SandboxSocialProvider, string>,
  client: { clientId: string; clientSecret: string },
  origin: string,
): Promise<void> {
  for (const provider of SANDBOX_SOCIAL_PROVIDERS) {
    const response = await fetch(`${urls[provider]}/sandbox/clients/${client.clientId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: client.clientSecret, redirectUris: [`${origin}/oauth/callback/${provider}`], name: 'Hatch test wallet' }),
    })
    if (!response.ok) throw new Error(`registering with ${provider}: ${response.status} ${await response.text()}`)
  }
}

/** What the frame holds for one flow, and where the popup ended. */
export interface FinishedTrip {
  flowId: string
  /** The callback address the popup reached (the result uri). */
  uri: string
  codeVerifier: string
  binding: string
  /** The callback page's HTML. */
  callbackHtml: string
  callbackStatus: number
}

/** A tiny cookie jar: the provider's interaction and session cookies, as a browser keeps them. */
class Browser {
  private readonly cookies = new Map<string, string>()
  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const host = new URL(url).host
    const jar = [...this.cookies].filter(([k]) => k.startsWith(`${host} `)).map(([k, v]) => `${k.slice(host.length + 1)}=${v}`)
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(jar.length ? { cookie: jar.join('; ') } : {}) },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = (pair ?? '').indexOf('=')
      this.cookies.set(`${host} ${pair?.slice(0, at)}`, pair?.slice(at + 1) ?? '')
    }
    return response
  }
}

const location = (response: Response, base: string) => {
  const to = response.headers.get('location')
  if (!to) throw new Error(`expected a redirect from ${base}, got ${response.status}`)
  return new URL(to, base).href
}

/** Begins a flow on `site` as the frame does (fresh verifier and binding unless given). */
export async function beginFlow(
  site: { url: string },
  provider: SandboxSocialProvider,
  options: { binding?: string; codeVerifier?: string; pageOrigin?: string } = {},
) {
  const codeVerifier = options.codeVerifier ?? randomBytes(32).toString('base64url')
  const binding = options.binding ?? frameSecret()
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  const reply = await post(site, '/oauth/flows', { provider, codeChallenge, binding, pageOrigin: options.pageOrigin ?? PAGE_ORIGIN })
  if (reply.status !== 200) throw new Error(`begin failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return { flowId: reply.body.flowId as string, authorizationUrl: reply.body.authorizationUrl as string, codeVerifier, binding }
}

/**
 * The popup's trip: the provider's consent page, the account named `choose` picked by its
 * visible button text (or 'Deny', the refusal button), and the redirect back to the secure site's callback page.
 */
export async function throughProvider(authorizationUrl: string, choose: string): Promise<{ uri: string; consentHtml: string }> {
  const browser = new Browser()
  const consentUrl = location(await browser.go(authorizationUrl), authorizationUrl)
  const consent = await browser.go(consentUrl)
  const consentHtml = await consent.text()
  if (consent.status !== 200) throw new Error(`consent page: ${consent.status} ${consentHtml}`)
  let action: string
  let form: URLSearchParams
  if (choose === 'Deny') {
    action = /<form method="post" action="([^"]+)"><button class="deny" type="submit">Deny<\/button>/.exec(consentHtml)?.[1] ?? ''
    form = new URLSearchParams()
  } else {
    const match = new RegExp(
      `<form method="post" action="([^"]+)"><input type="hidden" name="subject" value="([^"]+)"><button type="submit">Continue as ${choose.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ <]`,
    ).exec(consentHtml)
    if (!match) throw new Error(`no "Continue as ${choose}" on the consent page`)
    action = match[1] as string
    form = new URLSearchParams({ subject: match[2] as string })
  }
  const submitted = await browser.go(new URL(action, consentUrl).href, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const resumed = location(submitted, consentUrl)
  const back = await browser.go(resumed)
  return { uri: location(back, resumed), consentHtml }
}

/** A whole sign-in up to the callback page: begin, consent, callback (what the frame has afterwards). */
export async function signInTrip(
  site: { url: string },
  provider: SandboxSocialProvider,
  /** The account to pick by its visible name, or 'Deny'. */
  choose: string,
  options: { binding?: string; pageOrigin?: string } = {},
): Promise<FinishedTrip> {
  const flow = await beginFlow(site, provider, options)
  const { uri } = await throughProvider(flow.authorizationUrl, choose)
  const callback = await fetch(uri)
  return {
    flowId: flow.flowId,
    uri,
    codeVerifier: flow.codeVerifier,
    binding: flow.binding,
    callbackHtml: await callback.text(),
    callbackStatus: callback.status,
  }
}

/** Completes a flow as the frame does. */
export function complete(
  site: { url: string },
  trip: Pick<FinishedTrip, 'flowId' | 'uri' | 'binding'> & { codeVerifier?: string },
  deviceKey = frameSecret(),
  devicePublicKey?: string,
): Promise<ApiReply> {
  return post(site, '/oauth/complete', {
    flowId: trip.flowId,
    uri: trip.uri,
    ...(trip.codeVerifier ? { codeVerifier: trip.codeVerifier } : {}),
    binding: trip.binding,
    deviceKey,
    ...(devicePublicKey ? { devicePublicKey } : {}),
  })
}
