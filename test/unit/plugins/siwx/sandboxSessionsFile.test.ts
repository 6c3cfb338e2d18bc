import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { formatSiwxMessage } from '../../../../plugins/siwx/messages/formatMessage.js'
import { SandboxControl } from '../../../../sandbox/control.js'
import { startDataService } from '../../../../sandbox/data/server.js'
import { DEFAULT_PROJECT_ID } from '../../../../sandbox/http/projects.js'

/**
 * "Reload keeps the session" also when the sandbox restarted in between (`npm start` again): the
 * data service keeps sign-in sessions, and the nonces it accepted, in its data directory as it
 * keeps registered names.
 */
const dir = mkdtempSync(join(tmpdir(), 'hatch-sessions-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const ORIGIN = 'http://127.0.0.1:4173'
const query = `projectId=${DEFAULT_PROJECT_ID}&st=t&sv=0`

function start(file = join(dir, 'sessions.json')) {
  const control = new SandboxControl()
  return startDataService({
    host: '127.0.0.1',
    faults: control.faultStore,
    projects: control.projects,
    state: control.data,
    catalogueUrl: () => '',
    sessionsFile: file,
  })
}

async function signedSession() {
  const account = privateKeyToAccount(generatePrivateKey())
  const now = Date.now()
  const message = await formatSiwxMessage({
    accountAddress: account.address,
    chainId: 'eip155:713101',
    domain: '127.0.0.1:4173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: `restart${now}x`,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 60_000).toISOString(),
  })
  return { account, message, signature: await account.signMessage({ message }) }
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) })
const list = async (base: string, address: string) =>
  ((await (await fetch(`${base}/v1/sessions/${address}?${query}&chainId=eip155:713101`, { headers: { origin: ORIGIN } })).json()) as { sessions: unknown[] })
    .sessions

describe('sandbox data service: sign-in sessions survive a restart', () => {
  it('a session added before the service stops is listed after it starts again on the same file; its nonce stays used; a revoke is kept too', async () => {
    const { account, message, signature } = await signedSession()
    const first = await start()
    try {
      expect((await post(`${first.url}/v1/sessions/${account.address}?${query}`, { message, signature })).status).toBe(200)
    } finally {
      await first.stop()
    }
    expect(JSON.parse(readFileSync(join(dir, 'sessions.json'), 'utf8')).sessions).toHaveLength(1)

    const second = await start()
    try {
      expect(await list(second.url, account.address)).toEqual([expect.objectContaining({ message, signature })])
      expect((await post(`${second.url}/v1/sessions/${account.address}?${query}`, { message, signature })).status).toBe(409)
      const nonce = /Nonce: (\S+)/.exec(message)?.[1]
      expect((await post(`${second.url}/v1/sessions/${account.address}/revoke?${query}`, { pci: nonce, signature })).status).toBe(200)
    } finally {
      await second.stop()
    }

    const third = await start()
    try {
      expect(await list(third.url, account.address)).toEqual([])
      expect((await post(`${third.url}/v1/sessions/${account.address}?${query}`, { message, signature })).status).toBe(409)
    } finally {
      await third.stop()
    }
  })

  it('refuses to start on a file that is not a session list, naming the file (it never empties it)', async () => {
    const bad = join(dir, 'broken.json')
    writeFileSync(bad, '{"version":1,"sessions":[{"namespace":"eip155"}],"nonces":[]}')
    await expect(start(bad)).rejects.toThrow(
      `The session file ${bad} is not a session list (sessions.0.data: Invalid key: Expected "data" but received undefined)`,
    )
    expect(readFileSync(bad, 'utf8')).toBe('{"version":1,"sessions":[{"namespace":"eip155"}],"nonces":[]}')
  })
})
