import type { PromptRow } from './signDisplay.js'

/**
 * `transfer(address,uint256)` or `approve(address,uint256)` with exactly its two arguments, the
 * address word zero-padded: the only data the prompt says in words. Anything longer, shorter or
 * dirty is left to the raw display, as a token could read it otherwise than the prompt would say.
 */
export const TOKEN_CALL_DATA = /^0x(a9059cbb|095ea7b3)0{24}[0-9a-fA-F]{40}[0-9a-fA-F]{64}$/

/** A call to a contract whose data is an ERC-20 transfer or approval ({@link TOKEN_CALL_DATA}). */
export const isTokenCall = (call: { to?: string | undefined; data?: string | undefined }): boolean =>
  !!call.to && /^0x[0-9a-fA-F]{40}$/.test(call.to) && !!call.data && TOKEN_CALL_DATA.test(call.data)

/**
 * For each call, the prompt's rows saying its ERC-20 transfer or approval in words (none for any
 * other call), labelled `label(i)`; each token read once from the frame's own endpoint `url`. The
 * decoding and the reads (tokenCall.ts, with viem's ABI code) load only when a call needs them.
 */
export async function tokenActionRows(
  calls: readonly { to?: string | undefined; data?: string | undefined }[],
  url: string | undefined,
  signal: AbortSignal,
  label: (index: number) => string,
): Promise<PromptRow[][]> {
  if (!url || !calls.some(isTokenCall)) return calls.map(() => [])
  const { tokenCallRows, tokenReader } = await import('./tokenCall.js')
  const read = tokenReader(url, signal)
  return Promise.all(calls.map((call, i) => tokenCallRows(call, read, label(i))))
}
