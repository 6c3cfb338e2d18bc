import * as v from 'valibot'

const DemoQuery = v.object({
  siwx: v.optional(v.picklist(['required', 'optional'], "siwx must be 'required' or 'optional' (leave it out for no sign-in)")),
})

/**
 * The sign-in setting the demo page takes from its query string: `?siwx=required` or
 * `?siwx=optional` turns sign-in with the wallet on (sessions kept by the sandbox's data service);
 * without it the demo has no sign-in, so other tests are not asked to sign. Throws naming the
 * parameter when the value is unusable.
 */
export function siwxQueryOptions(search: string): { siwx?: { required: boolean } } {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  return parsed.output.siwx === undefined ? {} : { siwx: { required: parsed.output.siwx === 'required' } }
}
