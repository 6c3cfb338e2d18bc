// The two loads of the secure-site scale-out test, driven by autocannon over HTTP/1.1 keep-alive
// connections on 127.0.0.1, split evenly over the processes under test:
// - logins: each connection runs visitor after visitor through an e-mail OTP login as the frame does
//   it (POST /email/code, the code read from the mailbox, POST /email/verify) and then stores the new
//   account's key shares (PUT /keys/eip155);
// - signatures: what the secure site does for each signature, the authenticated fetch of the server
//   share (GET /keys/eip155; the frame then combines the shares and signs in the browser), with the
//   sessions of the logins, each sent to a process other than the one that logged it in.
// Every visitor comes from an address of its own (X-Forwarded-For behind one trusted proxy), so the
// per-IP limits meet a visitor's own traffic only, as in production.
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'

const secret = () => randomBytes(32).toString('base64url')
const share = () => randomBytes(33).toString('base64')
const json = { 'content-type': 'application/json' }

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
          return {
            ...req,
            headers: { ...json, 'x-forwarded-for': ctx.ip },
            body: JSON.stringify({ challengeId: ctx.challengeId ?? 'none', code: code ?? 'none', binding: ctx.binding, deviceKey: secret() }),
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
        setupRequest: (req, ctx) => ({
          ...req,
          headers: { ...json, authorization: `Bearer ${ctx.token ?? 'none'}`, 'x-forwarded-for': ctx.ip },
          body: JSON.stringify({ address: `0x${randomBytes(20).toString('hex')}`, serverShare: share(), recoveryShare: share() }),
        }),
        onResponse: (status, _body, ctx) => {
          if (status === 201) sessions[index].push(ctx.token)
        },
      },
    ],
  }))
  const { results, seconds } = await cannons(
    targets,
    (op, status, ms, ctx) => {
      statuses[`${op} ${status}`] = (statuses[`${op} ${status}`] ?? 0) + 1
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
    sessions,
  }
}

/**
 * Signatures (server-share fetches) with the sessions of {@link runLogins}: `signatures` in all,
 * each process serving sessions another process created (the same one when there is only one).
 * @param {{ urls: string[], signatures: number, connections: number, sessions: string[][], maxSeconds: number }} options
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
          setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
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
