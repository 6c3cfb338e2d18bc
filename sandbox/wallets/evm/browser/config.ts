import * as v from 'valibot'

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`

const hexString = v.custom<Hex>((input) => typeof input === 'string' && /^0x[0-9a-fA-F]*$/.test(input), 'must be a 0x-prefixed hex string')

/** One chain the wallet can serve: its id, a display name and the JSON-RPC URL it forwards to. */
export const WalletChainSchema = v.object({
  chainId: v.pipe(v.number('chainId must be a number'), v.integer('chainId must be an integer'), v.minValue(1, 'chainId must be positive')),
  name: v.pipe(v.string('chain name must be a string'), v.nonEmpty('chain name must not be empty')),
  rpcUrl: v.pipe(v.string('rpcUrl must be a string'), v.url('rpcUrl must be a URL')),
  /** Native currency symbol shown in the approval panel; defaults to ETH. */
  symbol: v.optional(v.string()),
})
export type WalletChain = v.InferOutput<typeof WalletChainSchema>

/** How the wallet answers requests that need the user: connect, sign, send, add or switch chain. */
export const WalletModeSchema = v.picklist(['prompt', 'approve', 'reject', 'hang'], "mode must be one of 'prompt', 'approve', 'reject', 'hang'")
export type WalletMode = v.InferOutput<typeof WalletModeSchema>

/** Configuration given to `window.HatchTestWallet.install(config)`. */
export const WalletConfigSchema = v.pipe(
  v.object({
    name: v.pipe(v.string('name must be a string'), v.nonEmpty('name must not be empty')),
    rdns: v.pipe(v.string('rdns must be a string'), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'rdns must be a reverse domain name such as "io.hatch.sandbox"')),
    icon: v.pipe(v.string('icon must be a string'), v.startsWith('data:image/', 'icon must be a data:image/ URI (EIP-6963)')),
    uuid: v.optional(v.pipe(v.string(), v.uuid('uuid must be a UUID'))),
    privateKey: v.pipe(hexString, v.length(66, 'privateKey must be 32 bytes (0x + 64 hex digits)')),
    chains: v.pipe(v.array(WalletChainSchema, 'chains must be an array'), v.minLength(1, 'chains must list at least one chain')),
    chainId: v.pipe(v.number('chainId must be a number'), v.integer('chainId must be an integer')),
    mode: WalletModeSchema,
    setWindowEthereum: v.optional(v.boolean('setWindowEthereum must be a boolean')),
    /**
     * Whether an approved wallet_addEthereumChain also switches to the added chain, as MetaMask does
     * (default true). Set false to model wallets that only add.
     */
    switchOnAdd: v.optional(v.boolean('switchOnAdd must be a boolean')),
  }),
  v.check((c) => c.chains.some((chain) => chain.chainId === c.chainId), 'chainId must be one of the chains listed in chains'),
)
export type WalletConfig = v.InferInput<typeof WalletConfigSchema>

/**
 * Validates an install config, throwing an Error that names every field that was wrong.
 */
export function parseWalletConfig(input: unknown): v.InferOutput<typeof WalletConfigSchema> {
  const result = v.safeParse(WalletConfigSchema, input)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
  throw new Error(`HatchTestWallet.install: invalid config: ${problems.join('; ')}`)
}
