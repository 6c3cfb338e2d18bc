/**
 * Helpers for the secure-site integration tests: a movable clock, a secure site of the test's own
 * (real server, PGlite in memory, sending to the sandbox's real SMTP server) and the API calls a
 * frame makes, as plain HTTP.
 */
import { randomBytes } from 'node:crypto'
import { type RunningSecureSite, type SecureSiteConfigInput, type StartSecureSiteOptions } from '../../../secure-site/index.js'
import type { SandboxInfo } from '../../../sandbox/index.js'
import { startOnMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { DEVICE_PROOF_HEADER, deviceProof, devicePublicKey } from '../../../secure-site/frame/deviceProof.js'

/** A clock the test moves by hand. */
export class ManualClock {
  constructor(public current = Date.UTC(2026, 10, 25, 12, 0, 0)) {}
  now = () => this.current
  advance(ms: number): void {
    this.current += ms
  }
}

/** A fresh frame secret (binding, device key): 32 random bytes in base64url. */
export const frameSecret = () => randomBytes(32).toString('base64url')

/** A unique address per test, so tests sharing the sandbox mailbox never read each other's mail. */
export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.test`

/** The sandbox's SMTP server as host and port. */
export function sandboxSmtp(info: SandboxInfo): { host: string; port: number } {
  const url = new URL(info.urls.smtp as string)
  return { host: url.hostname, port: Number(url.port) }
}

/**
 * Starts a secure site of the test's own with `clock`, allowed origin `http://127.0.0.1:5173`, on a
 * database of its own (from the run's migrated snapshot, closed when the site stops) unless the
 * test passes one or configures `database`.
 */
export function startTestSite(
  info: SandboxInfo,
  overrides: Partial<SecureSiteConfigInput> = {},
  options: StartSecureSiteOptions = {},
): Promise<RunningSecureSite> {
  return startOnMigratedDatabase(
    {
      listen: { host: '127.0.0.1', port: 0 },
      allowedOrigins: ['http://127.0.0.1:5173'],
      smtp: { ...sandboxSmtp(info), from: 'Hatch Wallet <wallet@hatch.sandbox>' },
      secrets: { otpPepper: randomBytes(32).toString('hex'), shareEncryptionKey: randomBytes(32).toString('hex') },
      ...overrides,
    },
    {
      onUnexpectedError: (error) => {
        throw error
      },
      ...options,
    },
  )
}

/** An API reply: status, JSON body and headers. */
export interface ApiReply {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string; retryAfterSeconds?: number; attemptsLeft?: number } }
  headers: Headers
}

/** POSTs JSON to the secure site's API as its frame would. */
export async function post(site: { url: string }, path: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiReply> {
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as ApiReply['body'], headers: response.headers }
}

/** GETs from the API with a bearer token. */
export async function getWithToken(site: { url: string }, path: string, token: string): Promise<ApiReply> {
  const response = await fetch(`${site.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, body: (await response.json()) as ApiReply['body'], headers: response.headers }
}

/** One message from the sandbox mailbox's JSON API. */
export interface MailboxMessage {
  id: number
  to: string[]
  subject: string
  text: string
  /** The HTML body. */
  html: string
}

/** Waits for the next e-mail to `to` (after message id `after`) in the sandbox mailbox. */
export async function nextMail(info: SandboxInfo, to: string, after = 0): Promise<MailboxMessage> {
  const response = await fetch(`${info.urls.mailbox}/api/messages/next?to=${encodeURIComponent(to)}&after=${after}`)
  if (!response.ok) throw new Error(`mailbox: ${response.status} ${await response.text()}`)
  return (await response.json()) as MailboxMessage
}

/** The 6-digit code in a code e-mail's text (never in its subject). */
export function codeIn(message: MailboxMessage): string {
  const match = /: (\d{6})$/m.exec(message.text)
  if (!match) throw new Error(`no code in e-mail '${message.subject}': ${message.text}`)
  return match[1] as string
}

/** Requests a code for `email` and reads it from the mailbox. */
export async function requestCode(site: { url: string }, info: SandboxInfo, email: string, binding: string, after = 0) {
  const reply = await post(site, '/email/code', { email, binding })
  if (reply.status !== 200) throw new Error(`code request failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const mail = await nextMail(info, email, after)
  return { challengeId: reply.body.challengeId as string, code: codeIn(mail), mail, reply }
}

/** A browser as the frame makes it: its device id and its non-extractable P-256 device key (WebCrypto in Node). */
export interface TestDevice {
  deviceKey: string
  pair: CryptoKeyPair
  publicKey: string
}

/** A new browser with its own device key. */
export async function newDevice(): Promise<TestDevice> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  return { deviceKey: frameSecret(), pair, publicKey: await devicePublicKey(pair) }
}

/** Verifies an e-mail code as `device` does: its device id and its public key, so its later calls can be proven. */
export function verifyAsDevice(
  site: { url: string },
  challenge: { challengeId: string; code: string },
  binding: string,
  device: TestDevice,
): Promise<ApiReply> {
  return post(site, '/email/verify', {
    challengeId: challenge.challengeId,
    code: challenge.code,
    binding,
    deviceKey: device.deviceKey,
    devicePublicKey: device.publicKey,
  })
}

/**
 * A call as the frame makes it to a route that needs proof of the device key: bearer token plus a
 * proof signed with `device` (at `now`, the site's clock in tests that move it).
 */
export async function provenCall(
  site: { url: string },
  device: TestDevice,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
  now = Date.now(),
): Promise<ApiReply> {
  const sent = body === undefined ? undefined : JSON.stringify(body)
  const proof = await deviceProof(device.pair, { method, path: `/api/v1${path}`, body: sent ?? '', token }, now)
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, [DEVICE_PROOF_HEADER]: proof, ...(sent ? { 'content-type': 'application/json' } : {}) },
    ...(sent ? { body: sent } : {}),
  })
  return { status: response.status, body: (await response.json()) as ApiReply['body'], headers: response.headers }
}
