import * as v from 'valibot'
import type { SandboxControl } from '../control.js'
import { FaultSpecSchema } from '../http/faults.js'
import { ProjectPatchSchema } from '../http/projects.js'
import { json, HttpError, type SandboxResponse } from '../http/response.js'
import { startService, type Route, type RunningService } from '../http/service.js'
import { parseOr400 } from '../http/validate.js'
import type { SandboxInfo } from '../types.js'

const IdentitySchema = v.strictObject({ name: v.optional(v.nullable(v.string())), avatar: v.optional(v.nullable(v.string())) })
const CatalogueSizeSchema = v.strictObject({
  count: v.pipe(v.number('count must be a number'), v.integer('count must be an integer')),
})
const PricesSchema = v.record(v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number('price must be a number'), v.minValue(0, 'price must be >= 0')))

/** Turns an Error thrown by the control object into a 400 naming the problem. */
function badRequest(run: () => unknown): SandboxResponse {
  try {
    const result = run()
    return json(result ?? { ok: true })
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : String(error))
  }
}

/**
 * Starts the admin service (`/sandbox/...`, CORS open) so tests in other processes and browser
 * pages can change the sandbox: faults, projects, identities, prices, broken images, catalogue sizes, events, reset.
 */
export function startAdminService(options: { host?: string; port?: number; control: SandboxControl; info: () => SandboxInfo }): Promise<RunningService> {
  const { control } = options
  const routes: Route[] = [
    { method: 'GET', pattern: /^\/sandbox\/info$/, auth: 'none', handler: () => json(options.info()) },
    { method: 'GET', pattern: /^\/sandbox\/faults$/, auth: 'none', handler: () => json({ services: control.services, faults: control.listFaults() }) },
    {
      method: 'DELETE',
      pattern: /^\/sandbox\/faults$/,
      auth: 'none',
      handler: ({ query }) => badRequest(() => control.clearFaults(undefined, query.get('projectId') ?? undefined)),
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/faults\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [service = ''], body }) => {
        const spec = parseOr400(FaultSpecSchema, body, 'fault')
        return badRequest(() => control.setFault(service, spec))
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/sandbox\/faults\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [service = ''], query }) => badRequest(() => control.clearFaults(service, query.get('projectId') ?? undefined)),
    },
    {
      method: 'GET',
      pattern: /^\/sandbox\/projects\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''] }) => {
        const project = control.projects.get(id)
        if (!project) throw new HttpError(404, `Unknown project '${id}'`)
        return json(project)
      },
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/projects\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''], body }) => {
        const patch = parseOr400(ProjectPatchSchema, body ?? {}, 'project')
        return badRequest(() => control.setProject(id, patch))
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/sandbox\/projects\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''] }) => json({ deleted: control.projects.delete(id) }),
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/identity\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [address = ''], body }) => {
        const identity = parseOr400(IdentitySchema, body, 'identity')
        return badRequest(() => control.setIdentity(address, identity))
      },
    },
    // `?projectId=` scopes both to one project's requests (its own prices over the table's).
    {
      method: 'GET',
      pattern: /^\/sandbox\/prices$/,
      auth: 'none',
      handler: ({ query }) => json(control.data.prices.all(query.get('projectId') || undefined)),
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/prices$/,
      auth: 'none',
      handler: ({ body, query }) => {
        const prices = parseOr400(PricesSchema, body, 'prices')
        const projectId = query.get('projectId') || undefined
        return badRequest(() => {
          for (const [symbol, price] of Object.entries(prices)) control.setPrice(symbol, price, projectId)
          return control.data.prices.all(projectId)
        })
      },
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/broken-images\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''] }) => badRequest(() => control.setImageBroken(id, true)),
    },
    {
      method: 'DELETE',
      pattern: /^\/sandbox\/broken-images\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''] }) => badRequest(() => control.setImageBroken(id, false)),
    },
    { method: 'GET', pattern: /^\/sandbox\/catalogue-sizes$/, auth: 'none', handler: () => json(control.catalogue.listSizes()) },
    {
      // One project's catalogue size (10,000 wallets for AllWallets at full size); DELETE: back to the default 520.
      method: 'PUT',
      pattern: /^\/sandbox\/catalogue-sizes\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''], body }) => {
        const { count } = parseOr400(CatalogueSizeSchema, body, 'catalogue size')
        return badRequest(() => control.setCatalogueSize(id, count))
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/sandbox\/catalogue-sizes\/([^/]+)$/,
      auth: 'none',
      handler: ({ params: [id = ''] }) => badRequest(() => control.setCatalogueSize(id, undefined)),
    },
    {
      method: 'GET',
      pattern: /^\/sandbox\/events$/,
      auth: 'none',
      handler: ({ query }) => json({ events: control.analytics.list(query.get('projectId') ?? undefined) }),
    },
    {
      method: 'GET',
      pattern: /^\/sandbox\/email-captures$/,
      auth: 'none',
      handler: ({ query }) =>
        json({
          captures: control.data.emailCaptures.list({
            ...(query.get('projectId') ? { projectId: query.get('projectId') as string } : {}),
            ...(query.get('address') ? { address: query.get('address') as string } : {}),
          }),
        }),
    },
    { method: 'DELETE', pattern: /^\/sandbox\/events$/, auth: 'none', handler: () => badRequest(() => control.analytics.clear()) },
    { method: 'POST', pattern: /^\/sandbox\/reset$/, auth: 'none', handler: () => badRequest(() => control.reset()) },
  ]
  return startService({ name: 'admin', routes, ...(options.host ? { host: options.host } : {}), ...(options.port !== undefined ? { port: options.port } : {}) })
}
