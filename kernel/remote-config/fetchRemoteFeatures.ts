import { HatchError } from '../errors/HatchError.js'
import { httpStatusOf } from '../http/createHttpClient.js'
import type { HttpClient } from '../http/types.js'
import { allowedOriginsSchema, projectConfigSchema } from './schemas.js'

/**
 * Fetches the project's remote features (`GET /appkit/v1/config`) as a map from feature id to
 * value: `false` when disabled, the config list when one is given, otherwise `true`.
 * Throws the client's errors unchanged (the caller maps them to alerts).
 *
 * @example
 * ```ts
 * await fetchRemoteFeatures(catalogue) // { swaps: true, socials: ['google', 'x'], emailCapture: false }
 * ```
 */
export async function fetchRemoteFeatures(http: HttpClient, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const body = await http.get({ path: '/appkit/v1/config', schema: projectConfigSchema, ...(signal ? { signal } : {}) })
  const features: Record<string, unknown> = {}
  for (const { id, isEnabled, config } of body.features) {
    features[id] = isEnabled ? (Array.isArray(config) && config.length > 0 ? config : true) : false
  }
  return features
}

/**
 * Fetches the project's allowed origins (`GET /projects/v1/origins`). Per spec §7: a 429
 * throws RATE_LIMITED, a 500–599 throws SERVER_ERROR, and any other failure yields an empty list.
 */
export async function fetchAllowedOrigins(http: HttpClient, signal?: AbortSignal): Promise<string[]> {
  try {
    const body = await http.get({ path: '/projects/v1/origins', schema: allowedOriginsSchema, ...(signal ? { signal } : {}) })
    return body.allowedOrigins
  } catch (error) {
    const status = httpStatusOf(error)
    if (status === 429) throw new HatchError('RATE_LIMITED', { cause: error })
    if (status !== undefined && status >= 500 && status <= 599) throw new HatchError('SERVER_ERROR', { cause: error })
    return []
  }
}
