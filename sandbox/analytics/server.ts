import * as v from 'valibot'
import type { FaultStore } from '../http/faults.js'
import type { ProjectStore } from '../http/projects.js'
import { json } from '../http/response.js'
import { startService, type RunningService } from '../http/service.js'
import { parseOr400 } from '../http/validate.js'

/** The `POST /e` body (spec §7 Analytics); extra fields are kept. */
export const AnalyticsEventSchema = v.looseObject({
  eventId: v.pipe(v.string('eventId must be a string'), v.nonEmpty('eventId must not be empty')),
  url: v.string('url must be a string'),
  domain: v.string('domain must be a string'),
  timestamp: v.number('timestamp must be a number (ms since epoch)'),
  props: v.record(v.string(), v.unknown(), 'props must be an object'),
})

/** An event as stored and listed by `GET /sandbox/events`. */
export interface StoredAnalyticsEvent {
  receivedAt: string
  projectId: string
  st: string
  sv: string
  origin: string | null
  event: v.InferOutput<typeof AnalyticsEventSchema>
}

/** The events received by the analytics service, in arrival order. */
export class AnalyticsStore {
  readonly events: StoredAnalyticsEvent[] = []

  /** Events, optionally only one project's. */
  list(projectId?: string): StoredAnalyticsEvent[] {
    return this.events.filter((e) => projectId === undefined || e.projectId === projectId)
  }

  clear(): void {
    this.events.length = 0
  }
}

/** Starts the analytics service: `POST /e` stores the event; `GET`/`DELETE /sandbox/events` list or clear. */
export function startAnalyticsService(options: {
  host?: string
  port?: number
  faults: FaultStore
  projects: ProjectStore
  store: AnalyticsStore
}): Promise<RunningService> {
  const { store } = options
  return startService({
    name: 'analytics',
    faults: options.faults,
    projects: options.projects,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    routes: [
      {
        method: 'POST',
        pattern: /^\/e$/,
        auth: 'sdk',
        handler: ({ body, query, origin }) => {
          const event = parseOr400(AnalyticsEventSchema, body, 'body')
          store.events.push({
            receivedAt: new Date().toISOString(),
            projectId: query.get('projectId') ?? '',
            st: query.get('st') ?? '',
            sv: query.get('sv') ?? '',
            origin: origin ?? null,
            event,
          })
          return json({ accepted: true }, 202)
        },
      },
      {
        method: 'GET',
        pattern: /^\/sandbox\/events$/,
        auth: 'none',
        handler: ({ query }) => json({ events: store.list(query.get('projectId') ?? undefined) }),
      },
      {
        method: 'DELETE',
        pattern: /^\/sandbox\/events$/,
        auth: 'none',
        handler: () => {
          store.clear()
          return json({ cleared: true })
        },
      },
    ],
  })
}
