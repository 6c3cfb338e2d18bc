import { json } from '../http/response.js'
import type { Route } from '../http/service.js'
import { checkRegistration, refuse } from './nameRegistration.js'
import { NAME_ZONE } from './nameRules.js'
import { suggestNames } from './nameSuggestions.js'
import type { NameStore } from './names.js'

/**
 * The name service's writing side and its helper (spec §7): `GET /v1/profile/suggestions/{name}`
 * (free names near a taken one) and `POST /v1/profile/account` (register a name, signed by its
 * address). Refusals carry `reasons`, whose first description a client shows (spec §8).
 */
export function nameRoutes(names: NameStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/v1\/profile\/suggestions\/([^/]+)$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const zone = (ctx.query.get('zone') || NAME_ZONE).replace(/^\./, '').toLowerCase()
        if (zone !== NAME_ZONE) throw refuse(400, 'zone', `Unknown zone '${zone}': names here end in .${NAME_ZONE}`)
        const wanted = decodeURIComponent(ctx.params[0] ?? '')
        const suggestions = await suggestNames(names, wanted, zone)
        if (suggestions.length === 0) throw refuse(400, 'name', `'${wanted}' has no letters or digits to suggest names from`)
        return json({ suggestions })
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/profile\/account$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const entry = await checkRegistration(ctx.body)
        if (!(await names.register(entry))) throw refuse(409, 'name', `${entry.name} is already registered`)
        return json({ success: true, name: entry.name })
      },
    },
  ]
}
