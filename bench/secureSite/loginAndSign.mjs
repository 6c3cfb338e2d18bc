// The two loads of the secure-site scale-out test, driven by autocannon over HTTP/1.1 keep-alive
// connections on 127.0.0.1, split evenly over the processes under test:
// - logins: each connection runs visitor after visitor through an e-mail OTP login as the frame does
//   it (POST /email/code, the code read from the mailbox, POST /email/verify) and then stores the new
//   account's key shares (PUT /keys/eip155, proven with the new device key);
// - signatures: what the secure site does for each signature, the authenticated fetch of the server
//   share (GET /keys/eip155, proven with the browser's device key as every key call is; the frame
//   then combines the shares and signs in the browser), with the
//   sessions of the logins, each sent to a process other than the one that logged it in.
// Every visitor comes from an address of its own (X-Forwarded-For behind one trusted proxy), so the
// per-IP limits meet a visitor's own traffic only, as in production.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import autocannon from 'autocannon'

const secret = () => randomBytes(32).toString('base64url')
const share = () => randomBytes(33).toString('base64')
const json = { 'content-type': 'application/json' }
const sha256Hex = (text) => createHash('sha256').update(text).digest('hex')

/** A browser's device key as the frame makes it (ECDSA P-256); the public half as SPKI DER in base64url. */
const newDevice = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64url') }
}

/**
 * The `hatch-device-proof` header of one call, as `secure-site/frame/deviceProof.ts` signs it, but
 * synchronous (autocannon's `setupRequest` cannot wait): the site checks it on every call that
 * touches key shares, so the load pays for the proof as a visitor's browser makes it do.
 */
const deviceProof = (privateKey, { method, path, body, token }) => {
  const now = Date.now()
  const nonce = randomBytes(16).toString('base64url')
  const payload = ['hatch-device-proof/1', method, path, String(now), nonce, sha256Hex(body), sha256Hex(token)].join('\n')
  const signature = sign('sha256', Buffer.from(payload), { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return `${now}.${nonce}.${signature.toString('base64url')}`
}

/** p-th percentile (0–100) of `values` (nearest rank), null when empty. */
export function percentile(values, p) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** Visitor `n`'s address: 10.x.y.z, distinct for the first 16 million visitors of a run. */
const addressOf = (run, n) => `10.${(run * 37 + (n >> 16)) & 255}.${(n >> 8) & 255}.${n & 255}`

/**
 * Runs one autocannon instance per target at once and resolves with their results and the wall time.
 * @param {{ url: string, connections: number, amount: number, requests: object[] }[]} targets
 * @param {(op: string, status: number, ms: number, context: Record<string, any>) => void} onResponse
 * @param {number} maxSeconds stops every instance after this long, done or not
 */
async function cannons(targets, onResponse, maxSeconds) {
  const started = performance.now()
  // autocannon calls back on its once-a-second tick: the last answer marks the end of the work.
  let last = started
  const results = await Promise.all(
    targets.map(
      ({ url, connections, amount, requests }) =>
        new Promise((resolve, reject) => {
          const instance = autocannon({ url, connections, amount, requests, timeout: 10, pipelining: 1 }, (error, result) => {
            clearTimeout(timer)
            if (error) reject(error)
            else resolve(result)
          })
          const timer = setTimeout(() => instance.stop(), maxSeconds * 1000)
          // Emitted before the connection moves on, so the iterator still holds the request answered.
          instance.on('response', (client, status, _bytes, ms) => {
            last = performance.now()
            onResponse(client.requestIterator.currentRequest.op, status, ms, client.requestIterator.context)
          })
        }),
    ),
  )
  return { results, seconds: (last - started) / 1000 }
}

const failuresOf = (results) => results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0)

/**
 * OTP logins (+ one key each): `visitors` in all, `connections` in all, over `urls`.
 * @param {{ urls: string[], visitors: number, connections: number, mailbox: import('../../sandbox/mail/mailbox.ts').Mailbox, run: number, maxSeconds: number }} options
 */
export async function runLogins({ urls, visitors, connections, mailbox, run, maxSeconds }) {
  let next = 0
  let missingMail = 0
  const loginMs = []
  /** Each request's latency by operation, to show where a login's time goes. */
  const opMs = { code: [], verify: [], key: [] }
  const statuses = {}
  /** Sessions with a key, by the process that logged them in. */
  const sessions = urls.map(() => [])
  const perTarget = Math.max(1, Math.round(connections / urls.length))
  const targets = urls.map((url, index) => ({
    url,
    connections: perTarget,
    // A whole number of visitors per connection, so no connection stops halfway through a login.
    amount: Math.max(1, Math.round(visitors / urls.length / perTarget)) * perTarget * 3,
    requests: [
      {
        op: 'code',
        method: 'POST',
        path: '/api/v1/email/code',
        setupRequest: (req, ctx) => {
          const n = next++
          ctx.email = `load-${run}-${n}@example.test`
          ctx.binding = secret()
          ctx.ip = addressOf(run, n)
          return { ...req, headers: { ...json, 'x-forwarded-for': ctx.ip }, body: JSON.stringify({ email: ctx.email, binding: ctx.binding }) }
        },
        onResponse: (status, body, ctx) => {
          if (status === 200) ctx.challengeId = JSON.parse(body).challengeId
        },
      },
      {
        op: 'verify',
        method: 'POST',
        path: '/api/v1/email/verify',
        setupRequest: (req, ctx) => {
          // The site answers once the SMTP server took the message, so the code is in the mailbox now.
          const code = /: (\d{6})$/m.exec(mailbox.list(ctx.email)[0]?.text ?? '')?.[1]
          if (!code) missingMail++
          ctx.device = newDevice()
          return {
            ...req,
            headers: { ...json, 'x-forwarded-for': ctx.ip },
            body: JSON.stringify({
              challengeId: ctx.challengeId ?? 'none',
              code: code ?? 'none',
              binding: ctx.binding,
              deviceKey: secret(),
              devicePublicKey: ctx.device.publicKey,
            }),
          }
        },
        onResponse: (status, body, ctx) => {
          if (status === 200) ctx.token = JSON.parse(body).accessToken
        },
      },
      {
        op: 'key',
        method: 'PUT',
        path: '/api/v1/keys/eip155',
        setupRequest: (req, ctx) => {
          const token = ctx.token ?? 'none'
          const body = JSON.stringify({
            address: `0x${randomBytes(20).toString('hex')}`,
            serverShare: share(),
            recoveryShare: share(),
            recoveryServerShare: share(),
          })
          const proof = deviceProof(ctx.device.privateKey, { method: 'PUT', path: '/api/v1/keys/eip155', body, token })
          return { ...req, headers: { ...json, authorization: `Bearer ${token}`, 'hatch-device-proof': proof, 'x-forwarded-for': ctx.ip }, body }
        },
        onResponse: (status, _body, ctx) => {
          if (status === 201) sessions[index].push({ token: ctx.token, privateKey: ctx.device.privateKey })
        },
      },
    ],
  }))
  const { results, seconds } = await cannons(
    targets,
    (op, status, ms, ctx) => {
      statuses[`${op} ${status}`] = (statuses[`${op} ${status}`] ?? 0) + 1
      opMs[op].push(ms)
      if (op === 'code') ctx.codeMs = ms
      if (op === 'verify' && status === 200) loginMs.push(ctx.codeMs + ms)
    },
    maxSeconds,
  )
  return {
    seconds,
    logins: loginMs.length,
    perSecond: loginMs.length / seconds,
    p50: percentile(loginMs, 50),
    p99: percentile(loginMs, 99),
    failed: failuresOf(results) + missingMail,
    missingMail,
    statuses,
    /** p50 of each request of a login, ms. */
    p50ByRequest: Object.fromEntries(Object.entries(opMs).map(([op, values]) => [op, percentile(values, 50)])),
    sessions,
  }
}

/**
 * Signatures (server-share fetches) with the sessions of {@link runLogins}: `signatures` in all,
 * each process serving sessions another process created (the same one when there is only one).
 * @param {{ urls: string[], signatures: number, connections: number, sessions: { token: string, privateKey: import('node:crypto').KeyObject }[][], maxSeconds: number }} options
 */
export async function runSignatures({ urls, signatures, connections, sessions, maxSeconds }) {
  const ms = []
  const statuses = {}
  const perTarget = Math.max(1, Math.round(connections / urls.length))
  const targets = urls.map((url, index) => {
    const tokens = sessions[(index + 1) % sessions.length]
    if (!tokens.length) throw new Error(`no session with a key from process ${(index + 1) % sessions.length} to sign with`)
    let next = 0
    return {
      url,
      connections: perTarget,
      amount: Math.max(1, Math.round(signatures / urls.length / perTarget)) * perTarget,
      requests: [
        {
          op: 'sign',
          method: 'GET',
          path: '/api/v1/keys/eip155',
          setupRequest: (req) => {
            const { token, privateKey } = tokens[next++ % tokens.length]
            const proof = deviceProof(privateKey, { method: 'GET', path: '/api/v1/keys/eip155', body: '', token })
            return { ...req, headers: { authorization: `Bearer ${token}`, 'hatch-device-proof': proof } }
          },
        },
      ],
    }
  })
  const { results, seconds } = await cannons(
    targets,
    (op, status, time) => {
      statuses[`${op} ${status}`] = (statuses[`${op} ${status}`] ?? 0) + 1
      if (status === 200) ms.push(time)
    },
    maxSeconds,
  )
  return {
    seconds,
    signatures: ms.length,
    perSecond: ms.length / seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    failed: failuresOf(results),
    statuses,
  }
}
