import * as v from 'valibot'

/** Where the demo's "Pay 1.5 USDC" sends by default: an address no test wallet uses. */
export const PAY_DESK = '0x000000000000000000000000000000000000bEEF'

const DemoQuery = v.object({
  pay: v.optional(v.literal('1', "pay must be '1' (leave it out for no pay feature)")),
  payTo: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'payTo must be an EVM address (0x and 40 hex characters)'))),
})

/**
 * The pay setting the demo page takes from its query string: `?pay=1` registers the pay plugin
 * and turns `features.pay` on (which turns e-mail and socials off, spec §5), `payTo=0x…` names
 * who the demo's payment goes to. Without `pay` the demo has no pay feature, so other tests keep
 * e-mail and socials. Throws naming the parameter when a value is unusable.
 */
export function payQueryOptions(search: string): { enabled: boolean; recipient: string } {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  return { enabled: parsed.output.pay === '1', recipient: parsed.output.payTo ?? PAY_DESK }
}
