import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Listens on the loopback interface (port 0 lets the system choose) and resolves with the port
 * taken. A failure to listen (port in use) rejects instead of crashing the process.
 */
export function listenOnLoopback(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Closes a server, dropping kept-alive connections so tests never wait on them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections()
    server.close((error) => (error ? reject(error) : resolve()))
  })
}

/** Reads a request body as UTF-8, refusing bodies over `maxBytes` (the request is then destroyed). */
export function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(new Error(`request body larger than ${maxBytes / (1024 * 1024)} MiB`))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
