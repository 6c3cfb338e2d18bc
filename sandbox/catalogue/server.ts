import { generateCatalogue, MAX_CATALOGUE_SIZE, type CatalogueOptions, type CatalogueWallet } from './generate.js'
import { iconSvg } from './icons.js'
import { GetWalletsQuerySchema, queryWallets } from './query.js'
import type { FaultStore } from '../http/faults.js'
import type { ProjectStore } from '../http/projects.js'
import { errorResponse, json, svg, HttpError, type SandboxResponse } from '../http/response.js'
import { startService, type Route, type RunningService } from '../http/service.js'
import { parseOr400, queryObject } from '../http/validate.js'

/** Mutable catalogue state shared by the server and the sandbox API. */
export class CatalogueState {
  /** The catalogue every project gets unless {@link setSize} gave it another size. */
  wallets: CatalogueWallet[] = []
  /** Image ids (wallet, asset, currency or token) that answer with an error. */
  readonly brokenImages = new Set<string>()
  /** Base URL and chains of the last {@link generate}, so a project can get the same catalogue at another size. */
  private generation: Omit<CatalogueOptions, 'count'> | undefined
  private readonly sizes = new Map<string, number>()
  /** Generated catalogues by size (10,000 wallets take about 100 ms to make: once per size). */
  private readonly bySize = new Map<number, CatalogueWallet[]>()
  /** Wallets by image id, per catalogue: an image request must not scan 10,000 wallets. */
  private readonly imageIndex = new WeakMap<readonly CatalogueWallet[], Map<string, CatalogueWallet>>()

  /** (Re)generates the default catalogue and remembers how, for {@link setSize}. */
  generate(options: CatalogueOptions): void {
    this.generation = { baseUrl: options.baseUrl, chains: options.chains }
    this.bySize.clear()
    this.wallets = generateCatalogue(options)
  }

  /**
   * Gives one project a catalogue of `count` wallets (the same generator, so its first 520 are the
   * default catalogue's), or the default one again with `undefined`. Scoped to a project so tests
   * sharing the sandbox keep their 520 wallets while one measures 10,000.
   */
  setSize(projectId: string, count: number | undefined): void {
    if (count === undefined) {
      this.sizes.delete(projectId)
      return
    }
    if (!Number.isInteger(count) || count < 2 || count > MAX_CATALOGUE_SIZE)
      throw new Error(`Catalogue size must be an integer from 2 to ${MAX_CATALOGUE_SIZE}, got ${String(count)}`)
    if (!this.generation) throw new Error('The catalogue has not been generated yet (the catalogue service is not started)')
    this.sizes.set(projectId, count)
  }

  /** Sizes set per project (for the admin API). */
  listSizes(): Record<string, number> {
    return Object.fromEntries(this.sizes)
  }

  /** Every project back to the default catalogue. */
  resetSizes(): void {
    this.sizes.clear()
  }

  /** The wallet of `projectId`'s catalogue with this image id. */
  walletByImage(projectId: string | null, imageId: string): CatalogueWallet | undefined {
    const wallets = this.walletsFor(projectId)
    let index = this.imageIndex.get(wallets)
    if (!index) {
      index = new Map(wallets.map((w) => [w.image_id, w]))
      this.imageIndex.set(wallets, index)
    }
    return index.get(imageId)
  }

  /** The catalogue `projectId` sees. */
  walletsFor(projectId: string | null): CatalogueWallet[] {
    const count = projectId === null ? undefined : this.sizes.get(projectId)
    if (count === undefined || !this.generation) return this.wallets
    let wallets = this.bySize.get(count)
    if (!wallets) {
      wallets = generateCatalogue({ ...this.generation, count })
      this.bySize.set(count, wallets)
    }
    return wallets
  }
}

/** Options for {@link startCatalogueService}. */
export interface CatalogueServiceOptions {
  host?: string
  port?: number
  faults: FaultStore
  projects: ProjectStore
  state: CatalogueState
  chains: CatalogueOptions['chains']
}

const IMAGE_ID = /^[A-Za-z0-9._-]{1,80}$/

function image(state: CatalogueState, kind: string, id: string, label: string): SandboxResponse {
  if (state.brokenImages.has(id)) return errorResponse(500, `Sandbox: image ${id} is marked broken`)
  return svg(iconSvg(`${kind}:${id}`, label))
}

function checkImageId(id: string): void {
  if (!IMAGE_ID.test(id)) throw new HttpError(400, `Invalid image id '${id}': use 1-80 letters, digits, '.', '_' or '-'`)
}

/**
 * Starts the wallet catalogue service (spec §7) on 127.0.0.1. The catalogue is generated once
 * the port is known, so its web-app and universal links point back at this server.
 */
export async function startCatalogueService(options: CatalogueServiceOptions): Promise<RunningService> {
  const { state } = options
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/getWallets$/,
      auth: 'sdk',
      handler: ({ query, projectId }) => json(queryWallets(state.walletsFor(projectId), parseOr400(GetWalletsQuerySchema, queryObject(query), 'query'))),
    },
    {
      method: 'GET',
      pattern: /^\/getWalletImage\/([^/]+)$/,
      auth: 'sdk',
      handler: ({ params: [id = ''], projectId }) => {
        const wallet = state.walletByImage(projectId, id)
        if (!wallet) throw new HttpError(404, `No wallet image with id '${id}'`)
        return image(state, 'wallet', id, wallet.name)
      },
    },
    ...(['Asset', 'Currency', 'Token'] as const).map((kind): Route => ({
      method: 'GET',
      pattern: new RegExp(`^/public/get${kind}Image/([^/]+)$`),
      auth: 'sdk',
      handler: ({ params: [id = ''] }) => {
        checkImageId(id)
        return image(state, kind, id, id.replace(/^(network|token|currency)-/, '').replace(/-/g, ' '))
      },
    })),
    { method: 'GET', pattern: /^\/appkit\/v1\/config$/, auth: 'sdk', handler: ({ project }) => json({ features: project?.features ?? [] }) },
    { method: 'GET', pattern: /^\/projects\/v1\/origins$/, auth: 'sdk', handler: ({ project }) => json({ allowedOrigins: project?.allowedOrigins ?? [] }) },
    {
      method: 'GET',
      pattern: /^\/getAnalyticsConfig$/,
      auth: 'sdk',
      handler: ({ project }) => json({ isAnalyticsEnabled: project?.isAnalyticsEnabled ?? false }),
    },
    {
      // Targets of the generated web-app, universal and homepage links, so following one stays local.
      method: 'GET',
      pattern: /^\/sandbox\/(webapp|universal|wallet-home)\/([^/]+)\/?$/,
      auth: 'none',
      handler: ({ params: [kind = '', slug = ''] }) => ({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        raw: `<!doctype html><title>${slug.replace(/[<>&"']/g, '')}</title><h1>Sandbox ${kind} page of ${slug.replace(/[<>&"']/g, '')}</h1>`,
      }),
    },
  ]
  const service = await startService({
    name: 'catalogue',
    routes,
    faults: options.faults,
    projects: options.projects,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
  })
  state.generate({ baseUrl: service.url, chains: options.chains })
  return service
}
