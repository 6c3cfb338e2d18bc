import { HatchError } from '../../kernel/errors/HatchError.js'
import type { FrameTimers } from './portClient.js'

/** Options of {@link embedded}. */
export interface EmbeddedOptions {
  /**
   * Where the secure site runs (`https://wallet.example`, or its http origin on 127.0.0.1 /
   * localhost in development). Only its origin is used: the frame is `<origin>/frame`, and every
   * message goes to exactly that origin.
   */
  secureSiteUrl: string
  /** ms without the frame's READY before 'Unable to load email login dependency'. Default 20 000 (spec §9). */
  loadTimeoutMs?: number
  /** ms before a login, user or network request fails with 'iframe_request_timeout'. Default 120 000 (spec §9). */
  requestTimeoutMs?: number
  /** ms between the frame's READY and its first request. Default 500 (spec §4). */
  readyDelayMs?: number
  /** Timers for the three delays; tests inject their own. */
  timers?: FrameTimers
}

const positive = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)

/** Checks the options without a schema library (this runs before the page's first click); returns the secure origin. */
export function secureOriginOf(options: EmbeddedOptions): string {
  const bad = (path: string, issue: string) => new HatchError('INVALID_OPTIONS', { params: { path: `embedded.${path}`, issue } })
  let url: URL | undefined
  if (typeof options?.secureSiteUrl !== 'string')
    throw bad('secureSiteUrl', 'is required: the URL of the secure site, e.g. embedded({ secureSiteUrl: "https://wallet.example" })')
  try {
    url = new URL(options.secureSiteUrl)
  } catch {
    url = undefined
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw bad('secureSiteUrl', `must be an http(s) URL, got ${JSON.stringify(options.secureSiteUrl)}`)
  if (url.protocol === 'http:' && !/^(127\.0\.0\.1|localhost|\[::1\])$/.test(url.hostname))
    throw bad('secureSiteUrl', 'must be https (plain http only for 127.0.0.1 or localhost)')
  for (const key of ['loadTimeoutMs', 'requestTimeoutMs', 'readyDelayMs'] as const) {
    if (!positive(options[key])) throw bad(key, 'must be a whole number of milliseconds, 0 or more')
  }
  return url.origin
}
