import * as v from 'valibot'
import type { ErrorCode, HatchError } from '../../kernel/index.js'

/** Options of the email-capture plugin. */
export interface EmailCaptureOptions {
  /**
   * Whether the visitor must leave an address (default false): DataCapture then offers no Skip,
   * cannot be closed, and Disconnect is the way out.
   */
  required?: boolean
  /**
   * Where the address goes: a path on the data service or an absolute `http(s)` URL of the host's
   * backend. Default `/v1/email-capture`. It receives `POST { email, address, chainId }` (JSON,
   * with the `projectId`, `st` and `sv` query parameters of every service call) and answers 2xx;
   * a 4xx body `{ reasons: [{ description }] }` is shown to the visitor.
   */
  endpoint?: string
}

/** The data service's e-mail capture endpoint. */
export const DEFAULT_ENDPOINT = '/v1/email-capture'

const OptionsSchema = v.strictObject(
  {
    required: v.optional(v.boolean('must be true or false')),
    endpoint: v.optional(
      v.pipe(
        v.string('must be a string'),
        v.check((s) => s.startsWith('/') || /^https?:\/\/[^/\s]+/i.test(s), 'must be a path starting with / or an http(s) URL'),
      ),
    ),
  },
  (issue) => `has no option '${String(issue.expected ?? issue.input)}'`,
)

/** Checks the host's options; throws INVALID_OPTIONS (built by `makeError`, the kernel's HatchError) naming the option and the problem. */
export function resolveOptions(
  options: EmailCaptureOptions,
  makeError: (code: ErrorCode, options: { params: Record<string, string> }) => HatchError,
): Required<Pick<EmailCaptureOptions, 'endpoint'>> & { required: boolean } {
  const parsed = v.safeParse(OptionsSchema, options)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const key = v.getDotPath(issue)
    throw makeError('INVALID_OPTIONS', { params: { path: key ? `emailCapture.${key}` : 'emailCapture', issue: issue.message } })
  }
  return { required: parsed.output.required ?? false, endpoint: parsed.output.endpoint ?? DEFAULT_ENDPOINT }
}
