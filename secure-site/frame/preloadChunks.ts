import type { FrameStorage } from './frameStorage.js'

/** What {@link preloadChunks} decides by. */
export interface PreloadInputs {
  storage: FrameStorage
  /** The frame URL's chain: a number (EVM) or a `solana:` CAIP-2 id. */
  requestedChain: number | string
  /** The EVM chains with smart accounts. */
  smartAccounts: ReadonlyMap<number, unknown>
  /** Loads the approval prompt's chunk (and makes the frame's one prompt). */
  loadPrompt: () => Promise<unknown>
}

/**
 * Fetches ahead, after READY, the chunks a signed-in visitor's next request needs: the approval
 * prompt and the signing code of the frame's chain family (EVM: evmRpc.ts, the secp256k1 key and
 * viem's account, with the smart account's code where the chain has smart accounts; Solana:
 * solanaRpc.ts and the ed25519 key). Nothing waits for it, and a failed fetch is tried again by the request that needs
 * it. A visitor who is not signed in gets nothing ahead: a login is seconds of typing away, and its
 * key chunk loads in milliseconds then.
 */
export async function preloadChunks({ storage, requestedChain, smartAccounts, loadPrompt }: PreloadInputs): Promise<void> {
  if (!(await storage.get('session'))) return
  const solana = typeof requestedChain === 'string' && requestedChain.startsWith('solana:')
  const chunks: Promise<unknown>[] = [loadPrompt()]
  if (solana) chunks.push(import('./solanaRpc.js'), import('./solanaKey.js'))
  else {
    chunks.push(import('./evmRpc.js'), import('./evmKey.js'), import('./evmAccount.js'))
    if (typeof requestedChain === 'number' && smartAccounts.has(requestedChain)) chunks.push(import('./smartAccountRpc.js'))
  }
  await Promise.allSettled(chunks)
}

/** Runs `work` when the window is idle (or within a second when it never is), never before the current task ends. */
export function whenIdle(win: Window, work: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: 1000 })
  else win.setTimeout(work, 0)
}
