import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { build } from 'vite'
import { packageEntries, repoRoot } from '../../../scripts/package/entries.mjs'
import { closeServer, listenOnLoopback } from '../../../sandbox/http/loopback.js'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

/** A built example, served on 127.0.0.1. */
export interface ServedExample {
  url: string
  stop(): Promise<void>
}

/**
 * Builds `examples/<name>` with Vite as its own `npm run build` would, except that `hatch` and its
 * subpaths resolve to this repository's sources (the example depends on the package built from
 * them; the sources are what CI has without a build), and serves the output on 127.0.0.1.
 */
export async function buildAndServeExample(name: string): Promise<ServedExample> {
  const root = join(repoRoot, 'examples', name)
  const outDir = join(repoRoot, '.cache', 'examples', `${name}-${process.pid}`)
  const alias = packageEntries()
    .filter((e) => e.exists)
    .map((e) => ({ find: new RegExp(`^${e.specifier.replace(/[/.]/g, '\\$&')}$`), replacement: e.source }))
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'error', resolve: { alias }, build: { outDir, emptyOutDir: true } })
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://127.0.0.1').pathname).replace(/^(\.\.[/\\])+/, '')
    const file = join(outDir, path === '/' ? 'index.html' : path)
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        response.end(body)
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        response.end(`No file at ${path}`)
      },
    )
  })
  const port = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) }
}
