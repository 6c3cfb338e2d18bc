import { HatchTestingError } from './errors.js'

/** Whether a page origin (`http://127.0.0.1:5173`) is on the loopback interface. */
export function isLoopbackOrigin(origin: string): boolean {
  let host: string
  try {
    host = new URL(origin).hostname
  } catch {
    return false
  }
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * Throws {@link HatchTestingError} `TESTING_NOT_LOOPBACK` unless `origin` is loopback or exactly
 * the origin the caller named in `allowOrigin`.
 */
export function assertTestWalletOrigin(origin: string, allowOrigin?: string): void {
  if (isLoopbackOrigin(origin)) return
  if (allowOrigin !== undefined && allowOrigin === origin) return
  throw new HatchTestingError('TESTING_NOT_LOOPBACK', { origin })
}
