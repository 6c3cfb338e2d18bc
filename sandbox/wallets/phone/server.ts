import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { describeBuildError, type BundleFile } from '../../demo/bundle.js'
import { errorResponse, HttpError, type SandboxResponse } from '../../http/response.js'
import { startService, type RunningService } from '../../http/service.js'
import { intParam, parseOr400, queryObject } from '../../http/validate.js'
import type { SandboxInfo } from '../../types.js'
import { bundlePhoneWalletApp } from './bundle.js'
import { PHONE_WALLET_DEFAULT_ACCOUNT, phoneWalletConfig } from './pageConfig.js'

/** A running phone wallet host. */
export interface PhoneWalletServer extends RunningService {
  /** esbuild's errors when the page app failed to build (the page then shows them). */
  buildError: string | undefined
}

/** Options for {@link startPhoneWalletServer}. */
export interface PhoneWalletServerOptions {
  host?: string
  /** 0 or absent = any free port. */
  port?: number
  /** The running sandbox's info (read on every page load, so URLs set after start are seen). */
  info: () => SandboxInfo
}

const PageQuery = v.object({ account: intParam('account', 0, 1_000) })

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const escapeHtml = (text: string) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Starts the sandbox "phone wallet" host on 127.0.0.1: a WalletKit wallet page that pairs with a
 * WalletConnect uri through the sandbox relay and signs with a sandbox account. `GET /` serves the
 * page (query `account=<index>` picks the sandbox EVM account, default
 * {@link PHONE_WALLET_DEFAULT_ACCOUNT}); the bundled app is under `/assets/`.
 */
export async function startPhoneWalletServer(options: PhoneWalletServerOptions): Promise<PhoneWalletServer> {
  const [template, app] = await Promise.all([
    readFile(new URL('./page.html', import.meta.url), 'utf8'),
    bundlePhoneWalletApp().then(
      (files) => ({ files, error: undefined }),
      (error: unknown) => ({ files: new Map<string, BundleFile>(), error: describeBuildError(error) }),
    ),
  ])

  const page = async (query: URLSearchParams): Promise<SandboxResponse> => {
    if (app.error) {
      return {
        status: 500,
        contentType: 'text/html; charset=utf-8',
        raw: `<!doctype html><title>Phone wallet build failed</title><h1>The phone wallet app failed to build</h1><pre>${escapeHtml(app.error)}</pre>`,
      }
    }
    const { account } = parseOr400(PageQuery, queryObject(query), 'query')
    let config
    try {
      config = await phoneWalletConfig(options.info(), account ?? PHONE_WALLET_DEFAULT_ACCOUNT)
    } catch (error) {
      throw new HttpError(400, (error as Error).message)
    }
    const head = `<script>window.__HATCH_PHONE_WALLET__ = ${scriptJson(config)};</script>`
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cache-Control': 'no-store' },
      raw: template.replace('<!--PHONE_WALLET_HEAD-->', head),
    }
  }

  const service = await startService({
    name: 'phoneWallet',
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    routes: [
      { method: 'GET', pattern: /^\/(?:index\.html)?$/, auth: 'none', handler: ({ query }) => page(query) },
      {
        method: 'GET',
        pattern: /^\/assets\/(.+)$/,
        auth: 'none',
        handler: ({ params: [path = ''] }) => {
          const file = app.files.get(path)
          if (!file) return errorResponse(404, app.error ? `The phone wallet app failed to build:\n${app.error}` : `No phone wallet asset ${path}`)
          return { status: 200, contentType: file.contentType, raw: Buffer.from(file.contents), headers: { 'Cache-Control': 'no-store' } }
        },
      },
    ],
  })
  return { ...service, buildError: app.error }
}
