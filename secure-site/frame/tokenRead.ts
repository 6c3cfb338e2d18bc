import * as v from 'valibot'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { rpcCall } from './rpcContext.js'

/** What the prompt needs of an ERC-20 token to say an amount in words, as the chain answered. */
export interface TokenInfo {
  symbol: string
  decimals: number
}

/** Why a token could not be read: not a contract, the endpoint down or slow, an answer that is not a token's. */
export class TokenReadError extends Error {
  override readonly name = 'TokenReadError'
}

/** How long the prompt waits for the token's answers before it shows the call without them. */
export const TOKEN_READ_TIMEOUT_MS = 4_000

/** An `eth_call` result: hex bytes, at most a few KiB (a symbol is a short string). */
const CallResult = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/), v.maxLength(8_194))

/**
 * A symbol the prompt can put in a sentence: letters, digits, currency signs and `.` `_` `+` `-`,
 * at most 16. The token's contract chooses it: a space would let "USDC to 0x…" pose as part of
 * the sentence, and a direction or invisible character would reorder it.
 */
const SYMBOL = /^[\p{L}\p{N}\p{Sc}._+-]{1,16}$/u

/**
 * Reads `symbol()` and `decimals()` of the ERC-20 at `token` from the frame's own endpoint `url`
 * (never from the page, which could name any symbol and any decimals). Throws
 * {@link TokenReadError} when either fails, is malformed or takes longer than `timeoutMs`.
 */
export async function readToken(url: string, token: Hex, signal: AbortSignal, timeoutMs = TOKEN_READ_TIMEOUT_MS): Promise<TokenInfo> {
  const controller = new AbortController()
  const stop = () => controller.abort()
  signal.addEventListener('abort', stop, { once: true })
  const timer = setTimeout(stop, timeoutMs)
  /** One `eth_call` of the token without arguments; its answer as hex bytes, checked. */
  const call = async (data: Hex): Promise<Hex> => v.parse(CallResult, await rpcCall(url, 'eth_call', [{ to: token, data }, 'latest'], controller.signal)) as Hex
  const readSymbol = async () =>
    decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: await call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })) })
  const readDecimals = async () =>
    decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: await call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })) })
  try {
    const [symbol, decimals] = await Promise.all([readSymbol(), readDecimals()])
    if (!SYMBOL.test(symbol)) throw new TokenReadError(`the token's symbol is not one a prompt can show`)
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new TokenReadError(`the token's decimals are not a uint8`)
    return { symbol, decimals }
  } catch (error) {
    throw error instanceof TokenReadError ? error : new TokenReadError(`the token ${token} could not be read`, { cause: error })
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
  }
}
