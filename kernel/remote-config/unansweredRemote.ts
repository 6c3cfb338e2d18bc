import { isOn } from '../gates/isOn.js'
import type { Logger } from '../options/logger.js'

/**
 * Remote features that no plugin answers by design (spec §3 lists them for the dashboard; Hatch
 * shows no vendor branding): a project configuration that turns them on is not worth a line.
 */
const REMOTE_WITHOUT_PLUGIN = new Set(['reownBranding'])

/**
 * The project configuration turning on features that no registered plugin answers is normal (one
 * project serves pages that register different plugins): they stay off, and one `logger.debug`
 * line names them all, never a warning per key. Loaded with the project configuration.
 */
export function noteUnansweredRemote(features: Readonly<Record<string, unknown>>, answered: (key: string) => boolean, logger: Logger): void {
  const keys = Object.entries(features)
    .filter(([key, value]) => isOn(value) && !answered(key) && !REMOTE_WITHOUT_PLUGIN.has(key))
    .map(([key]) => `features.${key}`)
  if (keys.length > 0) logger.debug(`the project configuration turns on ${keys.join(', ')}, which no registered plugin provides: left off`)
}
