// The rate limits counted across the secure-site processes, under concurrency: requests fired at
// once and spread over every process must meet each limit exactly as one process would count it
// (the counters are single atomic statements in the shared Postgres).
import { randomBytes } from 'node:crypto'

const secret = () => randomBytes(32).toString('base64url')

async function post(url, path, body, ip) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const tally = (replies, keyOf) => replies.reduce((counts, reply) => ({ ...counts, [keyOf(reply)]: (counts[keyOf(reply)] ?? 0) + 1 }), {})
const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

/**
 * Three checks, each a burst over `urls` (round robin). Returns one line per check with what was
 * expected and what came back.
 * @param {{ urls: string[], mailbox: import('../../sandbox/mail/mailbox.ts').Mailbox, sendsPerHourPerIp?: number, maxAttempts?: number }} options
 */
export async function checkLimits({ urls, mailbox, sendsPerHourPerIp = 20, maxAttempts = 5 }) {
  const tag = randomBytes(3).toString('hex')
  const site = (i) => urls[i % urls.length]
  const checks = []

  // 1. Code requests from one address for different e-mails: exactly sendsPerHourPerIp go through.
  const burst = sendsPerHourPerIp + 5
  const perIp = await Promise.all(
    Array.from({ length: burst }, (_, i) => post(site(i), '/email/code', { email: `ip-${tag}-${i}@example.test`, binding: secret() }, '198.51.100.7')),
  )
  const perIpSeen = tally(perIp, (r) => r.status)
  const perIpWanted = { 200: sendsPerHourPerIp, 429: burst - sendsPerHourPerIp }
  checks.push({
    what: `${burst} code requests at once from one IP (different addresses)`,
    expected: perIpWanted,
    seen: perIpSeen,
    ok: same(perIpSeen, perIpWanted),
  })

  // 2. Code requests for one address from different IPs: the 30 s resend cooldown lets one through.
  const email = `cooldown-${tag}@example.test`
  const cooldown = await Promise.all(Array.from({ length: 10 }, (_, i) => post(site(i), '/email/code', { email, binding: secret() }, `203.0.113.${i + 1}`)))
  const cooldownSeen = tally(cooldown, (r) => r.status)
  const cooldownWanted = { 200: 1, 429: 9 }
  checks.push({
    what: '10 code requests at once for one address (different IPs)',
    expected: cooldownWanted,
    seen: cooldownSeen,
    ok: same(cooldownSeen, cooldownWanted),
  })

  // 3. Wrong codes for one challenge at once: exactly maxAttempts are counted, then the code is dead.
  const binding = secret()
  const guessed = `guess-${tag}@example.test`
  const issued = await post(urls[0], '/email/code', { email: guessed, binding }, '192.0.2.1')
  const code = /: (\d{6})$/m.exec(mailbox.list(guessed)[0]?.text ?? '')?.[1]
  if (issued.status !== 200 || !code) throw new Error(`limits check: no code for ${guessed} (${issued.status} ${JSON.stringify(issued.body)})`)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const guesses = 12
  const replies = await Promise.all(
    Array.from({ length: guesses }, (_, i) =>
      post(site(i), '/email/verify', { challengeId: issued.body.challengeId, code: wrong, binding, deviceKey: secret() }, `192.0.2.${i + 10}`),
    ),
  )
  const guessesSeen = tally(replies, (r) => r.body.error?.code ?? r.status)
  const guessesWanted = { OTP_INVALID: maxAttempts - 1, OTP_ATTEMPTS_EXCEEDED: 1, OTP_EXPIRED: guesses - maxAttempts }
  const afterwards = await post(site(1), '/email/verify', { challengeId: issued.body.challengeId, code, binding, deviceKey: secret() }, '192.0.2.2')
  const left = replies.map((r) => r.body.error?.attemptsLeft).filter((n) => n !== undefined)
  checks.push({
    what: `${guesses} wrong codes at once for one challenge, then the right one`,
    expected: { ...guessesWanted, 'attempts left': '1…4 once each', 'right code afterwards': 'OTP_EXPIRED' },
    seen: { ...guessesSeen, 'attempts left': left.sort().join(','), 'right code afterwards': afterwards.body.error?.code ?? afterwards.status },
    ok:
      same(guessesSeen, guessesWanted) &&
      left.sort().join(',') ===
        Array.from({ length: maxAttempts - 1 }, (_, i) => i + 1)
          .sort()
          .join(',') &&
      afterwards.body.error?.code === 'OTP_EXPIRED',
  })
  return checks
}
