import * as v from 'valibot'

const DemoQuery = v.object({
  projectId: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'projectId must be a sandbox project id (lower-case letters, digits and hyphens)')),
  ),
})

/**
 * `?projectId=`: load another sandbox project than the demo's own, e.g. one a test made with the
 * admin API (`PUT /sandbox/projects/<id>`) to change a remote feature (the socials list) without
 * touching the project every other visitor and test uses. Undefined when absent; throws naming the
 * parameter when the value is unusable.
 */
export function projectQuery(search: string): string | undefined {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => key === 'projectId')))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  return parsed.output.projectId
}
