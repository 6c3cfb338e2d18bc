import type { TokenBalance } from './balance.js'
import type { ImageUrl } from './history.js'
import type { PriceLookup } from './prices.js'
import { formatBaseUnits, solanaRpc, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, type SolanaChainBackend } from './solanaRpc.js'

const SOL_DECIMALS = 9

interface ParsedTokenAccount {
  pubkey: string
  account: { data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } } }
}

/**
 * An owner's holdings on a Solana cluster, read from its RPC: native SOL (getBalance) and every
 * token account of both token programs, classic SPL and Token-2022 (getTokenAccountsByOwner,
 * jsonParsed, each with its mint's decimals), shaped as the EVM balances are. The
 * sandbox USDC mint is named USDC; other mints are listed by their address. Zero holdings are
 * left out.
 */
export async function solanaBalancesOn(chain: SolanaChainBackend, owner: string, prices: PriceLookup, imageUrl: ImageUrl): Promise<TokenBalance[]> {
  const tokenAccounts = (programId: string) =>
    solanaRpc<{ value: ParsedTokenAccount[] }>(chain, 'getTokenAccountsByOwner', [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  const [balance, classic, token2022] = await Promise.all([
    solanaRpc<{ value: number }>(chain, 'getBalance', [owner, { commitment: 'confirmed' }]),
    tokenAccounts(TOKEN_PROGRAM_ID),
    tokenAccounts(TOKEN_2022_PROGRAM_ID),
  ])
  const tokens = { value: [...classic.value, ...token2022.value] }
  const entry = (name: string, symbol: string, decimals: number, units: bigint, mint?: string): TokenBalance => {
    const numeric = formatBaseUnits(units, decimals)
    const price = prices.get(symbol) ?? 0
    return {
      name,
      symbol,
      chainId: chain.caipNetworkId,
      ...(mint ? { address: `${chain.caipNetworkId}:${mint}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: imageUrl('token', `token-${symbol.toLowerCase()}`),
    }
  }
  const out: TokenBalance[] = []
  const lamports = BigInt(balance.value)
  if (lamports > 0n) out.push(entry('Solana', 'SOL', SOL_DECIMALS, lamports))
  for (const { account } of tokens.value) {
    const info = account.data.parsed?.info
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (!info?.mint || amount === undefined || !/^\d+$/.test(amount) || decimals === undefined || BigInt(amount) === 0n) continue
    const isUsdc = info.mint === chain.usdcMint
    out.push(
      entry(
        isUsdc ? 'USD Coin' : `Token ${info.mint.slice(0, 4)}…`,
        isUsdc ? 'USDC' : info.mint.slice(0, 4).toUpperCase(),
        decimals,
        BigInt(amount),
        info.mint,
      ),
    )
  }
  return out
}
