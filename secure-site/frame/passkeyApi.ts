import * as v from 'valibot'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type { SiteApi, StoredSession } from './siteApi.js'
import { SessionReplySchema } from './siteReplies.js'

const text = v.pipe(v.string(), v.nonEmpty())
const time = v.pipe(v.number(), v.integer())

/** A begun ceremony: its challenge id, expiry and the options for @simplewebauthn/browser (checked by the browser itself). */
const begun = <T>() =>
  v.object({
    challengeId: text,
    expiresAt: time,
    options: v.custom<T>((value) => typeof value === 'object' && value !== null && typeof (value as { challenge?: unknown }).challenge === 'string'),
  })
const CreationSchema = begun<PublicKeyCredentialCreationOptionsJSON>()
const RequestSchema = begun<PublicKeyCredentialRequestOptionsJSON>()

const LoginSchema = v.object({ ...SessionReplySchema.entries, newUser: v.boolean(), newDevice: v.boolean() })

const PasskeyEntrySchema = v.object({
  id: text,
  createdAt: time,
  lastUsedAt: v.nullable(time),
  synced: v.boolean(),
  browser: v.nullable(v.string()),
})

/** A begun ceremony of either kind. */
export type BegunCreation = v.InferOutput<typeof CreationSchema>
export type BegunRequest = v.InferOutput<typeof RequestSchema>
export type PasskeyEntry = v.InferOutput<typeof PasskeyEntrySchema>

/** A passkey login as the frame keeps it: the stored session, and whether the account or the browser is new. */
export interface PasskeySession {
  session: StoredSession
  newUser: boolean
  newDevice: boolean
}

/**
 * The frame's calls to its secure site for passkeys (`/api/v1/passkeys`, same origin, through
 * {@link SiteApi}: its deadlines, error mapping and, for the signed-in account's calls, the session
 * token and the device proof). Each ceremony is bound to this frame session by `binding`; a login
 * keeps its session as an e-mail login does.
 */
export class PasskeyApi {
  constructor(
    private readonly api: SiteApi,
    /** This frame session's binding secret and its project (the page it is embedded in must be one of the project's). */
    private readonly frame: { binding: string; projectId?: string | undefined },
  ) {}

  private get begin() {
    return { binding: this.frame.binding, ...(this.frame.projectId ? { projectId: this.frame.projectId } : {}) }
  }

  beginRegistration(): Promise<BegunCreation> {
    return this.api.send('POST', '/passkeys/register/options', this.begin, CreationSchema)
  }

  beginLogin(): Promise<BegunRequest> {
    return this.api.send('POST', '/passkeys/login/options', this.begin, RequestSchema)
  }

  beginAdd(): Promise<BegunCreation> {
    return this.api.send('POST', '/passkeys/add/options', this.begin, CreationSchema, { authed: true })
  }

  beginVerify(): Promise<BegunRequest> {
    return this.api.send('POST', '/passkeys/verify/options', this.begin, RequestSchema, { authed: true })
  }

  private async keep(reply: v.InferOutput<typeof LoginSchema>): Promise<PasskeySession> {
    return { session: await this.api.keepSession(reply), newUser: reply.newUser, newDevice: reply.newDevice }
  }

  /** The answer to a creation or login ceremony, sent as this browser with its device key. */
  private finish(path: string, challengeId: string, response: unknown, device: { deviceKey: string; devicePublicKey?: string | undefined }) {
    const body = {
      challengeId,
      binding: this.frame.binding,
      response,
      deviceKey: device.deviceKey,
      ...(device.devicePublicKey ? { devicePublicKey: device.devicePublicKey } : {}),
    }
    return this.api.send('POST', path, body, LoginSchema).then((reply) => this.keep(reply))
  }

  /** A new account with the passkey just created, logged in on this browser (its device key registered). */
  finishRegistration(challengeId: string, response: RegistrationResponseJSON, device: { deviceKey: string; devicePublicKey?: string | undefined }) {
    return this.finish('/passkeys/register', challengeId, response, device)
  }

  /** The passkey's account, logged in on this browser. */
  finishLogin(challengeId: string, response: AuthenticationResponseJSON, device: { deviceKey: string; devicePublicKey?: string | undefined }) {
    return this.finish('/passkeys/login', challengeId, response, device)
  }

  /** Saves another passkey for the signed-in account. */
  async finishAdd(challengeId: string, response: RegistrationResponseJSON): Promise<PasskeyEntry> {
    const reply = await this.api.send(
      'POST',
      '/passkeys/add',
      { challengeId, binding: this.frame.binding, response },
      v.object({ passkey: PasskeyEntrySchema }),
      {
        authed: true,
        ok: 201,
      },
    )
    return reply.passkey
  }

  /** A fresh assertion of one of the signed-in account's passkeys (a step-up check for what moves money or keys). */
  verify(challengeId: string, response: AuthenticationResponseJSON): Promise<{ verified: true; credentialId: string; verifiedAt: number }> {
    return this.api.send(
      'POST',
      '/passkeys/verify',
      { challengeId, binding: this.frame.binding, response },
      v.object({ verified: v.literal(true), credentialId: text, verifiedAt: time }),
      { authed: true },
    )
  }

  /** The signed-in account's passkeys, oldest first. */
  async list(): Promise<PasskeyEntry[]> {
    return (await this.api.send('GET', '/passkeys', undefined, v.object({ passkeys: v.array(PasskeyEntrySchema) }), { authed: true, retry: true })).passkeys
  }
}

/**
 * How many passkeys each signed-in account has, read once per frame load and kept up to date by
 * this frame's own changes: GET_USER tells the page, so Account offers "Add a passkey" to an
 * account with none. Undefined when unknown (a failed read): the page then offers nothing.
 */
export function passkeyCounter(passkeys: PasskeyApi) {
  const counts = new Map<string, number>()
  return {
    async count(userId: string): Promise<number | undefined> {
      const known = counts.get(userId)
      if (known !== undefined) return known
      try {
        const count = (await passkeys.list()).length
        counts.set(userId, count)
        return count
      } catch {
        return undefined
      }
    },
    set(userId: string, count: number): void {
      counts.set(userId, count)
    },
    forget(userId: string): void {
      counts.delete(userId)
    },
  }
}

export type PasskeyCounter = ReturnType<typeof passkeyCounter>
