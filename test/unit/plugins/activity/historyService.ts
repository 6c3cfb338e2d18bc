import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the service answers for one history request. */
export type HistoryAnswer = { status: number; body: unknown }

/**
 * A data service and catalogue on 127.0.0.1 for the activity tests: the project configuration
 * (activity on or off) and the history the test scripts per request; it records each history
 * call's query.
 */
export async function historyService(options: { activity?: boolean; answer: (query: URLSearchParams) => HistoryAnswer }) {
  const history: URLSearchParams[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const json = (body: unknown, status = 200) =>
      res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
    // A DOM test's fetch is cross-origin: answer its preflight, and count only the real calls.
    if (req.method === 'OPTIONS') return void res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end()
    if (url.pathname === '/appkit/v1/config') return json({ features: [{ id: 'activity', isEnabled: options.activity ?? true, config: null }] })
    if (url.pathname === '/projects/v1/origins') return json({ allowedOrigins: [] })
    if (!/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) return json({ message: 'not found' }, 404)
    history.push(url.searchParams)
    const { status, body } = options.answer(url.searchParams)
    return json(body, status)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    history,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
