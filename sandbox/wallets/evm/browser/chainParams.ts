import * as v from 'valibot'
import type { WalletChain } from './config.js'
import { invalidParams } from './errors.js'

const chainIdHex = v.pipe(v.string('chainId must be a hex string'), v.regex(/^0x[0-9a-fA-F]+$/, 'chainId must be a 0x-prefixed hex string'))

const SwitchParamsSchema = v.tuple([v.object({ chainId: chainIdHex })], 'expects [{ chainId }]')

const AddParamsSchema = v.tuple(
  [
    v.object({
      chainId: chainIdHex,
      chainName: v.pipe(v.string('chainName must be a string'), v.nonEmpty('chainName must not be empty')),
      rpcUrls: v.pipe(v.array(v.pipe(v.string(), v.url('each rpcUrls entry must be a URL'))), v.minLength(1, 'rpcUrls must list at least one URL')),
      nativeCurrency: v.optional(v.object({ name: v.string(), symbol: v.string('nativeCurrency.symbol must be a string'), decimals: v.number() })),
      blockExplorerUrls: v.optional(v.nullable(v.array(v.string()))),
      iconUrls: v.optional(v.array(v.string())),
    }),
  ],
  'expects [{ chainId, chainName, rpcUrls, nativeCurrency }]',
)

function issuesText(method: string, issues: readonly v.BaseIssue<unknown>[]): string {
  return `${method}: ${issues.map((i) => `${v.getDotPath(i) ?? 'params'} ${i.message}`).join('; ')}`
}

/** Parses wallet_switchEthereumChain params into a numeric chain id. */
export function parseSwitchParams(params: unknown): number {
  const parsed = v.safeParse(SwitchParamsSchema, params)
  if (!parsed.success) throw invalidParams(issuesText('wallet_switchEthereumChain', parsed.issues))
  return Number.parseInt(parsed.output[0].chainId, 16)
}

/** Parses wallet_addEthereumChain params (EIP-3085) into the wallet's chain shape; the first RPC URL is used. */
export function parseAddParams(params: unknown): WalletChain {
  const parsed = v.safeParse(AddParamsSchema, params)
  if (!parsed.success) throw invalidParams(issuesText('wallet_addEthereumChain', parsed.issues))
  const [chain] = parsed.output
  return {
    chainId: Number.parseInt(chain.chainId, 16),
    name: chain.chainName,
    rpcUrl: chain.rpcUrls[0] as string,
    symbol: chain.nativeCurrency?.symbol,
  }
}

/** EIP-1193 chain ids are 0x-prefixed hex strings. */
export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`
