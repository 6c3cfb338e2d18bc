import { createServer } from 'node:http'
import { join } from 'node:path'
import { build } from 'esbuild'
import { closeServer, listenOnLoopback } from '../../../sandbox/http/loopback.js'

/** The bundled overrides fixture, served on 127.0.0.1. */
export interface OverridesServer {
  url: string
  stop(): Promise<void>
}

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hatch overrides fixture</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`

/** Bundles `fixture/main.tsx` with esbuild (code splitting on, as a host's bundler would) and serves it; every HTML path is the page. */
export async function startOverridesServer(): Promise<OverridesServer> {
  const result = await build({
    entryPoints: { main: join(import.meta.dirname, 'fixture/main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: '/virtual',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const assets = new Map(result.outputFiles.map((file) => [`/${file.path.slice('/virtual/'.length)}`, file.contents]))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const asset = assets.get(path)
    if (path === '/') {
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
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) }
}
