import type { AlertCode } from '../errors/alertTexts.js'
import { alertCodeForProviderText } from '../errors/providerAlerts.js'
import { withErrorText } from '../errors/errorTexts.js'
import { isHatchError } from '../errors/HatchError.js'
import { httpBodyOf, httpStatusOf } from '../http/createHttpClient.js'
import type { HttpClient } from '../http/types.js'
import type { Logger } from '../options/logger.js'
import { fetchAllowedOrigins, fetchRemoteFeatures } from './fetchRemoteFeatures.js'
import { isOriginAllowed } from './originCheck.js'

/** Input of {@link loadProjectConfig}. */
export interface LoadProjectConfigParams {
  /** Client of the wallet catalogue service (which serves project configuration). */
  http: HttpClient
  projectId: string | undefined
  /** The page's origin; undefined on the server, where the origin check is skipped. */
  origin?: string | undefined
  /** Receives the warnings as well (they are also returned). */
  logger?: Pick<Logger, 'warn'>
  signal?: AbortSignal
}

/** What the project configuration flow found. */
export interface ProjectConfig {
  /** Remote features by id; undefined when they could not be fetched (host settings then apply). */
  features?: Record<string, unknown>
  allowedOrigins: string[]
  /** Alert codes to raise, each once, in the order found. */
  alerts: AlertCode[]
  warnings: string[]
}

/** Maps a failed configuration fetch onto an alert; undefined when none fits (then only a warning). */
function alertForFailure(error: unknown): AlertCode | undefined {
  const body = httpBodyOf(error)
  const fromText = body ? alertCodeForProviderText(body) : undefined
  if (fromText) return fromText
  const status = httpStatusOf(error)
  if (status === 401 || status === 403) return 'APKT007'
  if (status === 429) return 'APKT010'
  if (status !== undefined && status >= 500 && status <= 599) return 'APKT009'
  return undefined
}

/**
 * Runs the project-configuration flow of spec §5/§7/§8 once:
 * - no project id → APKT008 and nothing is fetched;
 * - `GET /appkit/v1/config`: invalid key or 401/403 → APKT007, origin refused → APKT002,
 *   429 → APKT010, 5xx → APKT009 (provider texts take precedence, via alertCodeForProviderText);
 * - `GET /projects/v1/origins` (in a browser only): RATE_LIMITED → APKT010, SERVER_ERROR →
 *   APKT009; a page origin outside the list and the defaults → APKT002. An empty list (no
 *   allowlist, or the fetch failed otherwise) skips the check rather than accuse the page.
 *
 * @example
 * ```ts
 * const { features, alerts } = await loadProjectConfig({ http: catalogue, projectId, origin: location.origin })
 * for (const code of alerts) raiseAlert(store, events, code)
 * ```
 */
export async function loadProjectConfig(params: LoadProjectConfigParams): Promise<ProjectConfig> {
  const alerts = new Set<AlertCode>()
  const warnings: string[] = []
  const warn = (message: string) => {
    warnings.push(message)
    params.logger?.warn(message)
  }
  if (!params.projectId) {
    warn('no projectId: remote features are off and the project configuration is not fetched')
    return { allowedOrigins: [], alerts: ['APKT008'], warnings }
  }
  const signal = params.signal

  const [featuresResult, originsResult] = await Promise.allSettled([
    // The warning quotes the failure's text, which may arrive after a fast failure (a refused connection).
    withErrorText(fetchRemoteFeatures(params.http, signal)),
    params.origin === undefined ? Promise.resolve([] as string[]) : fetchAllowedOrigins(params.http, signal),
  ])

  let features: Record<string, unknown> | undefined
  if (featuresResult.status === 'fulfilled') {
    features = featuresResult.value
  } else {
    const code = alertForFailure(featuresResult.reason)
    if (code) alerts.add(code)
    const reason = featuresResult.reason instanceof Error ? featuresResult.reason.message.split('\n')[0] : String(featuresResult.reason)
    warn(`project configuration could not be fetched (${reason}); host feature settings apply`)
  }

  let allowedOrigins: string[] = []
  if (originsResult.status === 'fulfilled') {
    allowedOrigins = originsResult.value
    if (params.origin !== undefined && allowedOrigins.length > 0 && !isOriginAllowed(params.origin, allowedOrigins)) {
      alerts.add('APKT002')
      warn(`the origin ${params.origin} is not on the project's allowed origins; add it in the project's dashboard`)
    }
  } else if (isHatchError(originsResult.reason, 'RATE_LIMITED')) {
    alerts.add('APKT010')
  } else if (isHatchError(originsResult.reason, 'SERVER_ERROR')) {
    alerts.add('APKT009')
  }

  return { ...(features ? { features } : {}), allowedOrigins, alerts: [...alerts], warnings }
}

/**
 * Wraps {@link loadProjectConfig} so one instance fetches its configuration once, however many
 * callers ask (the promise is shared).
 */
export function createProjectConfigLoader(params: LoadProjectConfigParams): () => Promise<ProjectConfig> {
  let pending: Promise<ProjectConfig> | undefined
  return () => (pending ??= loadProjectConfig(params))
}
