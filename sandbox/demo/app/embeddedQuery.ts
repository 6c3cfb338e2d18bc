import * as v from 'valibot'

const local = v.pipe(
  v.string(),
  v.url('secureSite must be a URL'),
  v.regex(/^http:\/\/127\.0\.0\.1:\d+\/?$/, 'secureSite must be an http://127.0.0.1:<port> origin'),
)

const DemoQuery = v.object({
  secureSite: v.optional(local),
  embeddedLoadTimeoutMs: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'embeddedLoadTimeoutMs must be a whole number of milliseconds'), v.transform(Number)),
  ),
})

/**
 * The embedded wallet's settings on the demo page: the sandbox's secure site, unless the query
 * names another one on 127.0.0.1 (`?secureSite=`; a test points it at a server with no frame), and
 * `?embeddedLoadTimeoutMs=` for a shorter frame load timeout than the spec's 20 s. Undefined when
 * there is no secure site (no e-mail login then). Throws naming the parameter.
 */
export function embeddedQueryOptions(search: string, sandboxSecureSite: string | undefined): { secureSiteUrl: string; loadTimeoutMs?: number } | undefined {
  const query = Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => key === 'secureSite' || key === 'embeddedLoadTimeoutMs'))
  const parsed = v.safeParse(DemoQuery, query)
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  const secureSiteUrl = parsed.output.secureSite ?? sandboxSecureSite
  if (!secureSiteUrl) return undefined
  return { secureSiteUrl, ...(parsed.output.embeddedLoadTimeoutMs !== undefined ? { loadTimeoutMs: parsed.output.embeddedLoadTimeoutMs } : {}) }
}
