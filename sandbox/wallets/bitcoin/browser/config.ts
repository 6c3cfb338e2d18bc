import * as v from 'valibot'

/** Configuration given to `window.HatchBitcoinTestWallet.install(config)`. */
export const BitcoinWalletConfigSchema = v.object({
  name: v.pipe(v.string('name must be a string'), v.nonEmpty('name must not be empty')),
  icon: v.pipe(
    v.string('icon must be a string'),
    v.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/, 'icon must be a base64 data:image/ URI (Wallet Standard)'),
  ),
  /** 32-byte secp256k1 private key, hex (a funded sandbox account's key). */
  privateKeyHex: v.pipe(v.string('privateKeyHex must be a string'), v.regex(/^[0-9a-f]{64}$/i, 'privateKeyHex must be 64 hex characters')),
  /** Only regtest: the sandbox backend serves no other network. */
  chain: v.literal('bitcoin:regtest', "chain must be 'bitcoin:regtest'"),
  /** The payment account's address type (default p2wpkh): p2sh-p2wpkh as Xverse and Leather show, or legacy p2pkh. */
  paymentType: v.optional(v.picklist(['p2wpkh', 'p2sh-p2wpkh', 'p2pkh'], "paymentType must be one of 'p2wpkh', 'p2sh-p2wpkh', 'p2pkh'")),
  mode: v.picklist(['prompt', 'approve', 'reject', 'hang'], "mode must be one of 'prompt', 'approve', 'reject', 'hang'"),
  /** Corner of the approval panel (0 bottom-right, 1 bottom-left, 2 top-right, 3 top-left); default 3. */
  panelSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'panelSlot must be 0 to 3'), v.maxValue(3, 'panelSlot must be 0 to 3'))),
})
export type BitcoinWalletConfig = v.InferInput<typeof BitcoinWalletConfigSchema>

/** Validates an install config, throwing an Error that names every wrong field. */
export function parseBitcoinWalletConfig(input: unknown): v.InferOutput<typeof BitcoinWalletConfigSchema> {
  const result = v.safeParse(BitcoinWalletConfigSchema, input)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new Error(`HatchBitcoinTestWallet.install: invalid config: ${problems.join('; ')}`)
}
