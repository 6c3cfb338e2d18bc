import * as v from 'valibot'

/**
 * Body of `GET /appkit/v1/config`: `{ features: [{ id, isEnabled, config }] }`, `config` being
 * null or the feature's options (e.g. the social providers). Unknown ids are kept (a plugin
 * may gate on them) and `config` is not constrained further, so a server that adds richer
 * configs does not make every remote feature fall back to local settings.
 */
export const projectConfigSchema = v.object({
  features: v.array(
    v.object({
      id: v.pipe(v.string(), v.nonEmpty()),
      isEnabled: v.boolean(),
      config: v.optional(v.unknown()),
    }),
  ),
})

/** Body of `GET /projects/v1/origins`: origin patterns allowed for the project. */
export const allowedOriginsSchema = v.object({ allowedOrigins: v.array(v.string()) })
