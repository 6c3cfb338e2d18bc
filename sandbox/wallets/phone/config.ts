import * as v from 'valibot'

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`

const hex = (what: string, bytes?: number) =>
  v.custom<Hex>(
    (input) => typeof input === 'string' && /^0x[0-9a-fA-F]*$/.test(input) && (bytes === undefined || input.length === 2 + bytes * 2),
    bytes === undefined ? `${what} must be a 0x-prefixed hex string` : `${what} must be ${bytes} bytes (0x + ${bytes * 2} hex digits)`,
  )
const text = (what: string) => v.pipe(v.string(`${what} must be a string`), v.nonEmpty(`${what} must not be empty`))
const loopbackUrl = (what: string, schemes: readonly string[]) =>
  v.pipe(
    text(what),
    v.check(
      (input) => {
        try {
          const url = new URL(input)
          return schemes.includes(url.protocol) && url.hostname === '127.0.0.1'
        } catch {
          return false
        }
      },
      `${what} must be a ${schemes.join(' or ')}//127.0.0.1 URL (nothing may leave the machine)`,
    ),
  )

/** One sandbox EVM chain as the phone wallet knows it. */
export const PhoneChainSchema = v.object({
  caipNetworkId: v.pipe(text('caipNetworkId'), v.regex(/^eip155:\d+$/, 'caipNetworkId must look like eip155:<decimal chain id>')),
  id: v.pipe(v.number('id must be a number'), v.integer('id must be an integer'), v.minValue(1, 'id must be positive')),
  name: text('name'),
  rpcUrl: loopbackUrl('rpcUrl', ['http:']),
  symbol: text('symbol'),
  decimals: v.pipe(v.number('decimals must be a number'), v.integer('decimals must be an integer')),
})
export type PhoneChain = v.InferOutput<typeof PhoneChainSchema>

/**
 * What the phone wallet page receives as `window.__HATCH_PHONE_WALLET__`: the relay, the sandbox
 * chains and the keys it signs with. Sandbox keys only: this page never holds a real key.
 */
export const PhoneWalletConfigSchema = v.object({
  projectId: text('projectId'),
  relayUrl: loopbackUrl('relayUrl', ['ws:']),
  evm: v.object({
    /** Index of the sandbox account (anvil mnemonic). */
    index: v.pipe(v.number('evm.index must be a number'), v.integer('evm.index must be an integer')),
    address: hex('evm.address', 20),
    privateKey: hex('evm.privateKey', 32),
    chains: v.pipe(v.array(PhoneChainSchema, 'evm.chains must be an array'), v.minLength(1, 'evm.chains must list at least one chain')),
  }),
  /** Present when the sandbox runs the Solana stand-in. */
  solana: v.optional(
    v.object({
      caipNetworkId: v.pipe(
        text('solana.caipNetworkId'),
        v.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'solana.caipNetworkId must be solana:<32 base58 characters>'),
      ),
      address: v.pipe(text('solana.address'), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'solana.address must be a base58 public key')),
      /** The ed25519 seed (first half of the 64-byte secret key). */
      seed: hex('solana.seed', 32),
    }),
  ),
  /** Present when the sandbox runs the Bitcoin stand-in: the payment (p2wpkh) address and its key. */
  bitcoin: v.optional(
    v.object({
      caipNetworkId: v.pipe(text('bitcoin.caipNetworkId'), v.regex(/^bip122:[0-9a-f]{32}$/, 'bitcoin.caipNetworkId must be bip122:<32 hex characters>')),
      address: text('bitcoin.address'),
      privateKey: hex('bitcoin.privateKey', 32),
    }),
  ),
})
export type PhoneWalletConfig = v.InferOutput<typeof PhoneWalletConfigSchema>

/** Validates a phone wallet configuration; throws naming the first wrong field. */
export function parsePhoneWalletConfig(raw: unknown): PhoneWalletConfig {
  const parsed = v.safeParse(PhoneWalletConfigSchema, raw)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new Error(`Phone wallet configuration is invalid at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  return parsed.output
}
