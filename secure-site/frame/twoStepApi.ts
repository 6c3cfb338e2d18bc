import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import type { SiteApi } from './siteApi.js'

/** What a second-factor check is for (the site's TWO_STEP_ACTIONS). */
export type TwoStepAction = 'export_key' | 'add_device' | 'email' | 'send' | 'disable'

const StatusSchema = v.object({
  factors: v.array(v.string()),
  recoveryCodesLeft: v.number(),
  required: v.boolean(),
  sendThresholds: v.record(v.string(), v.string()),
})
export type TwoStepStatus = v.InferOutput<typeof StatusSchema>

/**
 * A refused code, as the code form shows it: the site's text, attempts left, and whether the check
 * is over. Should it reach the page (the visitor cannot go on), it is a rejection (4001) with that text.
 */
export class TwoStepRefusal extends FrameRequestError {
  constructor(
    message: string,
    readonly reason: string,
    readonly attemptsLeft: number | undefined,
  ) {
    super(message, 4001)
  }
  /** The check cannot take another code (start again, or wait for the lock). */
  get final(): boolean {
    return this.reason !== 'TWO_STEP_CODE_INVALID'
  }
}

/** The frame's second-factor calls to its own secure site (`/api/v1/two-step`). */
export class TwoStepApi {
  constructor(
    private readonly api: SiteApi,
    private readonly binding: string,
    private readonly projectId: string | undefined,
  ) {}

  private async call<S extends v.GenericSchema>(path: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
    const { status, json } = await this.api.twoStepCall(path, body)
    if (status !== 200) {
      const error = json.error
      if (error?.message) throw new TwoStepRefusal(error.message, error.code ?? 'HTTP_STATUS', error.attemptsLeft)
      throw new FrameRequestError(formatMessage('HTTP_STATUS', { status }), 'HTTP_STATUS')
    }
    const parsed = v.safeParse(schema, json)
    if (!parsed.success)
      throw new FrameRequestError(formatMessage('INVALID_RESPONSE', { url: `/api/v1/two-step${path}`, issues: parsed.issues[0].message }), 'INVALID_RESPONSE')
    return parsed.output
  }

  status(): Promise<TwoStepStatus> {
    return this.call('/status', this.projectId ? { projectId: this.projectId } : {}, StatusSchema)
  }

  startTotp(): Promise<{ secret: string; uri: string }> {
    return this.call('/totp', {}, v.object({ secret: v.string(), uri: v.string() }))
  }

  confirmTotp(code: string, grant?: TwoStepAction): Promise<{ recoveryCodes: string[]; challengeId?: string | undefined }> {
    return this.call(
      '/totp/confirm',
      { code, binding: this.binding, ...(grant ? { grant } : {}) },
      v.object({ recoveryCodes: v.array(v.string()), challengeId: v.optional(v.string()) }),
    )
  }

  async challenge(action: TwoStepAction): Promise<string> {
    return (await this.call('/challenge', { action, binding: this.binding }, v.object({ challengeId: v.string() }))).challengeId
  }

  async verify(challengeId: string, factor: 'totp' | 'recovery', code: string): Promise<void> {
    await this.call('/verify', { challengeId, binding: this.binding, factor, code }, v.object({ verified: v.literal(true) }))
  }

  async disable(challengeId: string): Promise<void> {
    await this.call('/disable', { challengeId }, v.object({ disabled: v.literal(true) }))
  }
}
