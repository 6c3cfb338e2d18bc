import * as v from 'valibot'
import { emailProblem, normaliseEmail } from '../../plugins/email-capture/emailRules.js'
import { json, HttpError } from '../http/response.js'
import type { Route } from '../http/service.js'
import { parseOr400 } from '../http/validate.js'
import type { EmailCaptureStore } from './emailCaptures.js'

const CaptureBody = v.object({
  email: v.string('email must be a string'),
  address: v.pipe(v.string('address must be a string'), v.nonEmpty('address must not be empty'), v.maxLength(128, 'address is too long')),
  chainId: v.pipe(v.string('chainId must be a string'), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'chainId must be a CAIP-2 id')),
})

/**
 * The e-mail capture endpoint of the data service (what the email-capture plugin sends to by
 * default): `POST /v1/email-capture` with `{ email, address, chainId }` stores the address for the
 * caller's project and answers `{ email, address, chainId, capturedAt }`. An address that is not
 * an e-mail is refused with 400 and a `reasons` list naming the problem, as the name service does.
 * Tests read what was stored through the admin service (`GET /sandbox/email-captures`).
 */
export function emailCaptureRoutes(store: EmailCaptureStore): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/email-capture$/,
      auth: 'sdk',
      handler: (ctx) => {
        const body = parseOr400(CaptureBody, ctx.body, 'body')
        const problem = emailProblem(body.email)
        if (problem)
          throw new HttpError(400, `Invalid e-mail address: ${problem}`, { reasons: [{ field: 'email', description: `Invalid e-mail address: ${problem}` }] })
        const saved = store.save({
          projectId: ctx.projectId ?? '',
          email: normaliseEmail(body.email),
          address: body.address,
          chainId: body.chainId,
          ...(ctx.origin ? { origin: ctx.origin } : {}),
          capturedAt: new Date().toISOString(),
        })
        return json({ email: saved.email, address: saved.address, chainId: saved.chainId, capturedAt: saved.capturedAt })
      },
    },
  ]
}
