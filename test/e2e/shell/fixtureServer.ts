import { createServer } from 'node:http'
import { join } from 'node:path'
import { build } from 'esbuild'
import { fixturePage } from './fixture/pages.js'
import { closeServer, listenOnLoopback } from '../../../sandbox/http/loopback.js'

/** The bundled fixture, served on 127.0.0.1. */
export interface FixtureServer {
  url: string
  /** Names of the JS files the build produced (entry plus lazy chunks). */
  files: string[]
  stop(): Promise<void>
}

/**
 * Bundles `fixture/main.tsx` with esbuild (code splitting on, as a host's bundler would) into
 * memory, and serves it: `/` is the plain page, `/hostile` the page with hostile CSS.
 */
export async function startFixtureServer(): Promise<FixtureServer> {
  const result = await build({
    entryPoints: { main: join(import.meta.dirname, 'fixture/main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: '/virtual',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const assets = new Map(result.outputFiles.map((file) => [`/${file.path.slice('/virtual/'.length)}`, file.contents]))
  const pages: Record<string, string> = { '/': fixturePage(false), '/hostile': fixturePage(true) }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const page = pages[path]
    const asset = assets.get(path)
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(page)
    } else if (asset) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      response.end(asset)
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`No fixture file at ${path}`)
    }
  })
  const port = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}`,
    files: [...assets.keys()],
    stop: () => closeServer(server),
  }
}
