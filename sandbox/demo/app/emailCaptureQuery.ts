import * as v from 'valibot'
import { EMAIL_CAPTURE_PROJECT_ID } from '../../http/projects.js'

const DemoQuery = v.object({
  emailCapture: v.optional(
    v.picklist(['on', 'required', 'off'], "emailCapture must be 'on', 'required' or 'off' (leave it out for the project's setting, off)"),
  ),
})

/** What the demo does for `?emailCapture=`: which project it loads, and the plugin's options. */
export interface EmailCaptureQuery {
  /** The project whose configuration has the remote `emailCapture` feature on, when asked for. */
  projectId?: string
  /** Options of `emailCapture()`. */
  options: { required?: boolean }
}

/**
 * E-mail capture in the demo. `emailCapture` is a remote feature: the project configuration
 * decides it (a host setting is ignored once it is fetched). `?emailCapture=on` therefore loads the
 * sandbox project `hatch-sandbox-email-capture`, which has it on, and `?emailCapture=required` does
 * the same with the plugin's `required` option (no Skip); without the parameter (or with `off`) the
 * demo's default project keeps it off, so other visitors and tests are not asked. Throws naming
 * the parameter when the value is unusable.
 */
export function emailCaptureQueryOptions(search: string): EmailCaptureQuery {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  const mode = parsed.output.emailCapture
  if (mode === undefined || mode === 'off') return { options: {} }
  return { projectId: EMAIL_CAPTURE_PROJECT_ID, options: mode === 'required' ? { required: true } : {} }
}
