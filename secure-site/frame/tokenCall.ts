import { decodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem'
import { text } from './frameText.js'
import { readToken, TokenReadError, type TokenInfo } from './tokenRead.js'
import { isTokenCall } from './tokenActions.js'
import type { PromptRow } from './signDisplay.js'

/** An ERC-20 call the prompt says in words: a transfer, or an allowance given to a spender. */
export type TokenCall = { kind: 'transfer'; token: Hex; to: Hex; amount: bigint } | { kind: 'approve'; token: Hex; spender: Hex; amount: bigint }

/** The largest uint256: the allowance wallets call unlimited. */
const MAX_UINT256 = 2n ** 256n - 1n

/**
 * The ERC-20 transfer or approval that a call to `to` with `data` makes, or `undefined` when it is
 * neither (no contract called, other data, data a token could read otherwise: tokenActions.ts).
 */
export function tokenCallOf(to: string | undefined, data: string | undefined): TokenCall | undefined {
  if (!isTokenCall({ to, data })) return undefined
  const token = to as Hex
  const decoded = decodeFunctionData({ abi: erc20Abi, data: data as Hex })
  if (decoded.functionName === 'transfer') return { kind: 'transfer', token, to: decoded.args[0], amount: decoded.args[1] }
  if (decoded.functionName === 'approve') return { kind: 'approve', token, spender: decoded.args[0], amount: decoded.args[1] }
  return undefined
}

/**
 * The call in words, with the token's symbol and decimals as the chain answered them: "Send 5 USDC
 * to 0x…", "Allow 0x… to spend up to 5 USDC" or "… an unlimited amount of USDC"; with the read's
 * error instead, a line saying the token could not be read (the raw data stays in the prompt).
 */
export function tokenCallText(call: TokenCall, token: TokenInfo | TokenReadError): string {
  if (token instanceof TokenReadError) return text('value.tokenUnreadable', { token: call.token })
  const amount = `${formatUnits(call.amount, token.decimals)} ${token.symbol}`
  if (call.kind === 'transfer') return text('value.tokenSend', { amount, to: call.to })
  if (call.amount === MAX_UINT256) return text('value.tokenApproveUnlimited', { spender: call.spender, symbol: token.symbol })
  return text('value.tokenApprove', { spender: call.spender, amount })
}

/** Reads each token once for one prompt; a failed read is its error, never a throw. */
export function tokenReader(url: string, signal: AbortSignal): (token: Hex) => Promise<TokenInfo | TokenReadError> {
  const reads = new Map<string, Promise<TokenInfo | TokenReadError>>()
  return (token) => {
    const key = token.toLowerCase()
    let read = reads.get(key)
    if (!read) {
      read = readToken(url, token, signal).catch((error: unknown) => (error instanceof TokenReadError ? error : new TokenReadError(String(error))))
      reads.set(key, read)
    }
    return read
  }
}

/**
 * The prompt's row for a call's token action, labelled `label` ("Action", "Call 2 · Action"), or
 * none when the call is not an ERC-20 transfer or approval. The token is read by `read` (the
 * frame's own endpoint); a failed read still gives the row, saying so.
 */
export async function tokenCallRows(
  call: { to?: string | undefined; data?: string | undefined },
  read: (token: Hex) => Promise<TokenInfo | TokenReadError>,
  label: string,
): Promise<PromptRow[]> {
  const decoded = tokenCallOf(call.to, call.data)
  return decoded ? [[label, tokenCallText(decoded, await read(decoded.token))]] : []
}
