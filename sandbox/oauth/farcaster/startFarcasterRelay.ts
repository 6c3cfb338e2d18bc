import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import * as v from 'valibot'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { closeServer, listenOnLoopback, readBodyText } from '../../http/loopback.js'
import { SANDBOX_FARCASTER_ACCOUNTS, type SandboxFarcasterAccount } from './accounts.js'
import { renderOutcome, renderSignInRequest } from './farcasterPages.js'

/** A Sign In With Farcaster channel as the relay keeps it. */
interface Channel {
  domain: string
  siweUri: string
  nonce: string
  expiresAt: number
  /** 'cancelled': the visitor pressed Cancel in the sandbox app (the real relay has no such state; see below). */
  state: 'pending' | 'completed' | 'cancelled'
  result?: { message: string; signature: string; fid: number; username: string; displayName: string; custody: string }
}

/** A running sandbox Farcaster relay and app. */
export interface RunningFarcasterRelay {
  url: string
  accounts: readonly SandboxFarcasterAccount[]
  stop(): Promise<void>
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

const CHANNEL_TTL_MS = 600_000
const MAX_BODY = 8_192

/** What an app posts to `/v1/channel/authenticate` after signing; missing profile fields are empty. */
const AuthenticateBodySchema = v.object({
  message: v.string(),
  signature: v.string(),
  fid: v.number(),
  username: v.nullish(v.string(), ''),
  displayName: v.nullish(v.string(), ''),
  custody: v.nullish(v.string(), ''),
})

/**
 * Starts the sandbox Farcaster service on 127.0.0.1: a Sign In With Farcaster relay with the real
 * relay's API, plus the "Farcaster app" page a phone would open, plus the ID registry's answer.
 *
 * - `POST /v1/channel { siweUri, domain, nonce? }` → 201 `{ channelToken, url, nonce }`;
 * - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 `{ state: 'pending' }`
 *   or 200 `{ state: 'completed', message, signature, fid, username, displayName, custody, nonce }`,
 *   or (sandbox only, after Cancel in the app page) 410 `{ error }`;
 * - `POST /v1/channel/authenticate` (bearer) `{ message, signature, fid, username?, displayName? }`:
 *   what an app posts after signing (the sandbox app page does it itself);
 * - `GET /~/siwf?channelToken=` the app's request page (the url the modal shows): Approve as an
 *   account signs an EIP-4361 message (domain, uri, nonce, `farcaster://fid/<fid>`) with its custody key;
 * - `GET /v1/fids/:fid` → `{ fid, custodyAddress, username }` (on the real network: IdRegistry.custodyOf on OP Mainnet, the username from a hub).
 */
export async function startFarcasterRelay(options: { host?: string; port?: number; now?: () => number } = {}): Promise<RunningFarcasterRelay> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()
  let url = ''

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { ...pageHeaders, 'Content-Type': type })
    res.end(body)
  }
  const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body))
  const html = (res: ServerResponse, status: number, body: string) => send(res, status, 'text/html; charset=utf-8', body)
  const live = (token: string | null | undefined) => {
    const channel = token ? channels.get(token) : undefined
    return channel && channel.expiresAt > now() ? channel : undefined
  }
  const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  const jsonBody = async (req: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
    try {
      const value = JSON.parse(await readBodyText(req, MAX_BODY)) as unknown
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
    } catch {
      return undefined
    }
  }

  const approve = async (channel: Channel, account: SandboxFarcasterAccount) => {
    const custody = privateKeyToAccount(account.custodyKey)
    const message = createSiweMessage({
      domain: channel.domain,
      address: custody.address,
      statement: 'Farcaster Auth',
      uri: channel.siweUri,
      version: '1',
      chainId: 10,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
      resources: [`farcaster://fid/${account.fid}`],
    })
    const signature = await custody.signMessage({ message })
    channel.state = 'completed'
    channel.result = { message, signature, fid: account.fid, username: account.username, displayName: account.displayName, custody: custody.address }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const requestUrl = new URL(req.url ?? '/', url)
    const path = requestUrl.pathname
    if (req.method === 'POST' && path === '/v1/channel') {
      const body = await jsonBody(req)
      const domain = body?.domain
      const siweUri = body?.siweUri
      if (typeof domain !== 'string' || !/^[\w.-]+(:\d+)?$/.test(domain)) return json(res, 400, { error: 'domain must be a host (and port)' })
      if (typeof siweUri !== 'string' || !URL.canParse(siweUri)) return json(res, 400, { error: 'siweUri must be an absolute URL' })
      const nonce = typeof body?.nonce === 'string' && /^[A-Za-z0-9]{8,128}$/.test(body.nonce) ? body.nonce : randomBytes(12).toString('hex')
      const channelToken = randomBytes(18).toString('base64url')
      channels.set(channelToken, { domain, siweUri, nonce, expiresAt: now() + CHANNEL_TTL_MS, state: 'pending' })
      return json(res, 201, { channelToken, url: `${url}/~/siwf?channelToken=${channelToken}`, nonce })
    }
    if (req.method === 'GET' && path === '/v1/channel/status') {
      const channel = live(bearer(req))
      if (!channel) return json(res, 401, { error: 'unknown or expired channel' })
      if (channel.state === 'pending') return json(res, 202, { state: 'pending', nonce: channel.nonce })
      if (channel.state === 'cancelled') return json(res, 410, { error: 'the sign-in was cancelled in the Farcaster app' })
      return json(res, 200, { state: 'completed', nonce: channel.nonce, ...channel.result })
    }
    if (req.method === 'POST' && path === '/v1/channel/authenticate') {
      const channel = live(bearer(req))
      if (!channel) return json(res, 401, { error: 'unknown or expired channel' })
      const body = v.safeParse(AuthenticateBodySchema, await jsonBody(req))
      if (!body.success) return json(res, 400, { error: 'message, signature and fid are required; username, displayName and custody, when sent, are text' })
      channel.state = 'completed'
      channel.result = body.output
      return json(res, 201, { state: 'completed' })
    }
    const fid = /^\/v1\/fids\/(\d{1,12})$/.exec(path)
    if (req.method === 'GET' && fid) {
      const account = SANDBOX_FARCASTER_ACCOUNTS.find((a) => a.fid === Number(fid[1]))
      return account
        ? json(res, 200, { fid: account.fid, custodyAddress: account.custodyAddress, username: account.username })
        : json(res, 404, { error: `no fid ${fid[1]}` })
    }
    if (req.method === 'GET' && path === '/~/siwf') {
      const token = requestUrl.searchParams.get('channelToken') ?? ''
      const channel = live(token)
      if (!channel || channel.state !== 'pending') return html(res, 404, renderOutcome('This sign-in request has expired', 'Start again from the site.'))
      return html(res, 200, renderSignInRequest({ domain: channel.domain, channelToken: token, accounts: SANDBOX_FARCASTER_ACCOUNTS }))
    }
    if (req.method === 'POST' && (path === '/~/siwf/approve' || path === '/~/siwf/cancel')) {
      const form = new URLSearchParams(await readBodyText(req, MAX_BODY))
      const channel = live(form.get('channelToken'))
      if (!channel || channel.state !== 'pending') return html(res, 404, renderOutcome('This sign-in request has expired', 'Start again from the site.'))
      if (path === '/~/siwf/cancel') {
        // The real relay only ever answers pending or completed, so a site waits until its flow
        // expires; the sandbox closes the channel (410 Gone) so the site learns of the Cancel now.
        channel.state = 'cancelled'
        return html(res, 200, renderOutcome('Sign-in cancelled', `Nothing was signed. Go back to ${channel.domain}.`))
      }
      const account = SANDBOX_FARCASTER_ACCOUNTS.find((a) => a.fid === Number(form.get('fid')))
      if (!account) return html(res, 400, renderOutcome('Unknown account', 'Choose one of the listed accounts.'))
      await approve(channel, account)
      return html(res, 200, renderOutcome('Signed in', `You signed in to ${channel.domain} as @${account.username}. Go back to the site.`))
    }
    json(res, 404, { error: `Nothing at ${path}` })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: error instanceof Error ? error.message : String(error) })
    })
  })
  const port = await listenOnLoopback(server, options.port ?? 0, host)
  url = `http://${host}:${port}`
  return { url, accounts: SANDBOX_FARCASTER_ACCOUNTS, stop: () => closeServer(server) }
}
