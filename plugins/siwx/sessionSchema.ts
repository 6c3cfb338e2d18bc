import * as v from 'valibot'

const optionalString = v.optional(v.string())
/** A sign-in session as backends keep and return it (validated at every boundary it crosses). */
export const SiwxSessionSchema = v.object({
  data: v.object({
    accountAddress: v.string(),
    chainId: v.custom<`${string}:${string}`>((x) => typeof x === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(x), 'must be a CAIP-2 id'),
    domain: v.string(),
    uri: v.string(),
    version: v.string(),
    nonce: v.string(),
    notBefore: optionalString,
    statement: optionalString,
    resources: v.optional(v.array(v.string())),
    requestId: optionalString,
    issuedAt: optionalString,
    expirationTime: optionalString,
  }),
  message: v.string(),
  signature: v.string(),
})
