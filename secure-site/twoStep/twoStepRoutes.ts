import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { body } from '../http/api.js'
import { clientIp } from '../http/clientIp.js'
import { provenSession, type ProvenSessionServices } from '../http/provenSession.js'
import { TWO_STEP_ACTIONS, type TwoStepService } from './twoStepService.js'

const binding = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url'))
const challengeId = v.pipe(v.string(), v.uuid('must be the challengeId of the check'))
const action = v.picklist(TWO_STEP_ACTIONS)

/** POST /two-step/status: the frame's project (its rule and send thresholds). */
export const TwoStepStatusBody = v.strictObject({ projectId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be a project id'))) })
/** POST /two-step/totp/confirm */
export const ConfirmTotpBody = v.strictObject({ code: v.pipe(v.string(), v.maxLength(64, 'is too long')), binding, grant: v.optional(action) })
/** POST /two-step/challenge */
export const TwoStepChallengeBody = v.strictObject({ action, binding })
/** POST /two-step/verify: `factor` names the kind ('totp', 'recovery'; later 'passkey'). */
export const TwoStepVerifyBody = v.strictObject({
  challengeId,
  binding,
  factor: v.pipe(v.string(), v.regex(/^[a-z]{1,16}$/, 'must name a factor')),
  code: v.pipe(v.string(), v.maxLength(4096, 'is too long')),
})
/** POST /two-step/disable */
export const TwoStepDisableBody = v.strictObject({ challengeId })

/**
 * The second factor's API (`/api/v1/two-step`, mounted after the API so its same-origin gate runs
 * first). Every call is proven with the browser's device key, as key shares are.
 */
export function twoStepRoutes(services: ProvenSessionServices & { twoStep: TwoStepService; trustProxy: number }): Hono {
  const routes = new Hono()
  const proven = async (c: Context) => {
    const raw = await c.req.text()
    return provenSession(services, c, raw)
  }
  const ip = (c: Context) => clientIp(c, services.trustProxy)

  // A POST: the device proof signs the path without a query, so the project goes in the body.
  routes.post('/status', async (c) => {
    const session = await proven(c)
    return c.json(await services.twoStep.status(session.userId, (await body(c, TwoStepStatusBody)).projectId))
  })

  routes.post('/totp', async (c) => {
    const session = await proven(c)
    return c.json(await services.twoStep.startTotp(session.userId, session.email ?? 'wallet'))
  })

  routes.post('/totp/confirm', async (c) => {
    const session = await proven(c)
    return c.json(await services.twoStep.confirmTotp(session, await body(c, ConfirmTotpBody), ip(c)))
  })

  routes.post('/challenge', async (c) => {
    const session = await proven(c)
    const input = await body(c, TwoStepChallengeBody)
    return c.json(await services.twoStep.challenge(session, input.action, input.binding))
  })

  routes.post('/verify', async (c) => {
    const session = await proven(c)
    await services.twoStep.verify(session, await body(c, TwoStepVerifyBody), ip(c))
    return c.json({ verified: true })
  })

  routes.post('/disable', async (c) => {
    const session = await proven(c)
    await services.twoStep.disable(session, (await body(c, TwoStepDisableBody)).challengeId)
    return c.json({ disabled: true })
  })

  return routes
}
