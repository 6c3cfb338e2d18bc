import * as v from 'valibot'
import type { EventBus } from '../events/events.js'
import { isHatchError } from '../errors/HatchError.js'
import { httpStatusOf } from '../http/createHttpClient.js'
import type { HttpClient } from '../http/types.js'
import type { Logger } from '../options/logger.js'
import type { Store } from '../store/createStore.js'
import { raiseAlert } from '../toasts/alerts.js'
import type { HatchState } from '../types/state.js'

/** At most this many error events are sent per {@link errorWindowMs} (spec §8, §9). */
export const maxErrorEvents = 5
/** The window of the error-event limit. */
export const errorWindowMs = 60_000

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** Client of the wallet catalogue service: asked `GET /getAnalyticsConfig` once. */
  http: HttpClient
  /** Base URL of the analytics service; events go to `POST {analyticsUrl}/e`. */
  analyticsUrl: string
  /** The host's `features.analytics`; when false nothing is fetched or sent. */
  enabled: boolean
  /** Default Date.now; injectable for the rate limit. */
  clock?: () => number
  /** With `store`, a 403 raises the 'Invalid App Configuration' alert (once). */
  store?: Store<HatchState>
  events?: EventBus
  logger?: Pick<Logger, 'debug'>
  /** The connected address, added to every event's props. */
  getAddress?: () => string | undefined
  /** The page's URL; default `location.href`, read at send time ('' on the server). */
  getPageUrl?: () => string
  /** Default `crypto.randomUUID`. */
  uuid?: () => string
}

/** The analytics emitter of one instance. Never throws: analytics must not break the page. */
export interface Analytics {
  /** Sends an event; resolves true when the service accepted it. */
  track(event: string, data?: Record<string, unknown>): Promise<boolean>
  /** Sends an error event (errorType, errorMessage, stackTrace), at most 5 per 60 s. */
  trackError(error: unknown, data?: Record<string, unknown>): Promise<boolean>
  /** Whether events are being sent (checks the project configuration once). */
  isEnabled(): Promise<boolean>
}

const configSchema = v.object({ isAnalyticsEnabled: v.boolean() })

function pageUrl(): string {
  const location = (globalThis as { location?: { href?: string } }).location
  return typeof location?.href === 'string' ? location.href : ''
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return '(unknown)'
  }
}

function describeError(error: unknown): { errorType: string; errorMessage: string; stackTrace: string } {
  if (isHatchError(error)) return { errorType: error.code, errorMessage: error.shortMessage, stackTrace: error.stack ?? '' }
  if (error instanceof Error) return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? '' }
  return { errorType: typeof error, errorMessage: String(error), stackTrace: '' }
}

/**
 * Creates the analytics emitter (spec §7 "Analytics service"). Nothing happens until the first
 * event: then `GET /getAnalyticsConfig` is asked once, and events are posted only when both the
 * host and the project enable analytics. A 403 means the page's origin is not on the project's
 * allowlist: the 'Invalid App Configuration' alert is raised once and sending stops.
 *
 * Exported from its own module so `createHatch` can load it with `import()` after first paint.
 *
 * @example
 * ```ts
 * const analytics = createAnalytics({ http: catalogue, analyticsUrl: endpoints.analytics, enabled: true, store, events })
 * void analytics.track('MODAL_OPEN', { connected: false })
 * ```
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const clock = options.clock ?? Date.now
  const uuid = options.uuid ?? (() => globalThis.crypto.randomUUID())
  const errorTimes: number[] = []
  let check: Promise<boolean> | undefined
  let forbidden = false

  const isEnabled = (): Promise<boolean> => {
    if (!options.enabled) return Promise.resolve(false)
    return (check ??= options.http.get({ path: '/getAnalyticsConfig', schema: configSchema }).then(
      (body) => body.isAnalyticsEnabled,
      (error: unknown) => {
        options.logger?.debug('analytics off: the analytics configuration could not be fetched', error)
        return false
      },
    ))
  }

  const send = async (props: Record<string, unknown>): Promise<boolean> => {
    if (forbidden || !(await isEnabled()) || forbidden) return false
    const url = (options.getPageUrl ?? pageUrl)()
    const address = options.getAddress?.()
    const body = {
      eventId: uuid(),
      url,
      domain: domainOf(url),
      timestamp: clock(),
      props: { ...props, ...(address ? { address } : {}) },
    }
    try {
      await options.http.post({ path: `${options.analyticsUrl.replace(/\/+$/, '')}/e`, body, schema: v.unknown() })
      return true
    } catch (error) {
      if (httpStatusOf(error) === 403 && !forbidden) {
        forbidden = true
        options.logger?.debug(`analytics refused (403): the origin ${originOf(url)} is not on the project's allowlist; add it in the project's dashboard`)
        if (options.store) raiseAlert(options.store, options.events, 'APKT002')
      } else {
        options.logger?.debug('analytics event not sent', error)
      }
      return false
    }
  }

  return {
    isEnabled,
    track: (event, data = {}) => send({ ...data, type: 'track', event }),
    trackError(error, data = {}) {
      const now = clock()
      while (errorTimes.length > 0 && now - (errorTimes[0] as number) >= errorWindowMs) errorTimes.shift()
      if (errorTimes.length >= maxErrorEvents) return Promise.resolve(false)
      errorTimes.push(now)
      return send({ ...data, type: 'error', event: 'ERROR', ...describeError(error) })
    },
  }
}
