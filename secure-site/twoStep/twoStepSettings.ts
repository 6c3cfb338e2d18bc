import * as v from 'valibot'

const caip2 = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id'))
/** An amount in the chain's native unit, as a decimal ("0.5" ETH, "2" SOL). */
const nativeAmount = v.pipe(v.string(), v.regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be an amount in the native unit, such as "0.5"'))

/** One project's (or every project's) rule: whether a second factor is required, and from which amount a send asks for it. */
export const TwoStepPolicySchema = v.strictObject({
  /** Every user must turn on a second factor before the gated actions (export, new device, e-mail change, large sends). */
  required: v.optional(v.boolean()),
  /** Per chain (CAIP-2): a send of at least this native amount asks for the second factor. No entry: sends on that chain never ask. */
  sendThresholds: v.optional(v.record(caip2, nativeAmount)),
})

/**
 * The second factor (issue 31 item 2) as the operator sets it: a default for every project and
 * per-project overrides (by the frame's `projectId`). A user can always turn it on for themselves.
 */
export const TwoStepSettingsSchema = v.strictObject({
  required: v.optional(v.boolean(), false),
  sendThresholds: v.optional(v.record(caip2, nativeAmount), {}),
  projects: v.optional(v.record(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id')), TwoStepPolicySchema), {}),
  /** Name shown in the authenticator app (the otpauth issuer); default the public origin's host. */
  issuer: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'), v.maxLength(64))),
})

export type TwoStepSettings = v.InferOutput<typeof TwoStepSettingsSchema>

/** The rule for a project: its own entries over the defaults. */
export function twoStepPolicy(settings: TwoStepSettings, projectId: string | null | undefined): { required: boolean; sendThresholds: Record<string, string> } {
  const own = projectId && Object.hasOwn(settings.projects, projectId) ? settings.projects[projectId] : undefined
  return { required: own?.required ?? settings.required, sendThresholds: own?.sendThresholds ?? settings.sendThresholds }
}
