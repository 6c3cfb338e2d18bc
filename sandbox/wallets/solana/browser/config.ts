import * as v from 'valibot'

/** One cluster the wallet serves: its chain id as wallets name it, a display name, and its RPC URL. */
export const SolanaWalletChainSchema = v.object({
  chain: v.pipe(v.string('chain must be a string'), v.regex(/^solana:[A-Za-z0-9]+$/, 'chain must look like solana:<reference>')),
  name: v.pipe(v.string('chain name must be a string'), v.nonEmpty('chain name must not be empty')),
  rpcUrl: v.pipe(v.string('rpcUrl must be a string'), v.url('rpcUrl must be a URL')),
})
export type SolanaWalletChain = v.InferOutput<typeof SolanaWalletChainSchema>

/** Configuration given to `window.HatchSolanaTestWallet.install(config)`. */
export const SolanaWalletConfigSchema = v.object({
  name: v.pipe(v.string('name must be a string'), v.nonEmpty('name must not be empty')),
  icon: v.pipe(v.string('icon must be a string'), v.startsWith('data:image/', 'icon must be a data:image/ URI (Wallet Standard)')),
  /** 64-byte ed25519 secret key (seed then public key), as `Keypair.secretKey` holds it. */
  secretKey: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)), 'secretKey must be an array of bytes'),
    v.length(64, 'secretKey must be 64 bytes (seed + public key)'),
  ),
  chains: v.pipe(v.array(SolanaWalletChainSchema, 'chains must be an array'), v.minLength(1, 'chains must list at least one cluster')),
  mode: v.picklist(['prompt', 'approve', 'reject', 'hang'], "mode must be one of 'prompt', 'approve', 'reject', 'hang'"),
  /** Corner of the approval panel (0 bottom-right, 1 bottom-left, 2 top-right, 3 top-left); default 2. */
  panelSlot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0, 'panelSlot must be 0 to 3'), v.maxValue(3, 'panelSlot must be 0 to 3'))),
})
export type SolanaWalletConfig = v.InferInput<typeof SolanaWalletConfigSchema>

/** Validates an install config, throwing an Error that names every wrong field. */
export function parseSolanaWalletConfig(input: unknown): v.InferOutput<typeof SolanaWalletConfigSchema> {
  const result = v.safeParse(SolanaWalletConfigSchema, input)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new Error(`HatchSolanaTestWallet.install: invalid config: ${problems.join('; ')}`)
}
