import * as v from 'valibot'
import { WalletChainSchema, type WalletChain } from './config.js'

const PersistedSchema = v.object({
  version: v.literal(1),
  connected: v.boolean(),
  chainId: v.number(),
  addedChains: v.array(WalletChainSchema),
})

/** What the wallet remembers for this origin across reloads, as an extension would. */
export type PersistedWalletState = v.InferOutput<typeof PersistedSchema>

const keyFor = (rdns: string): string => `hatch-test-wallet:${rdns}`

/**
 * Reads the remembered state for one wallet. localStorage is per origin, which matches an
 * extension's per-site permission; a missing, unreadable or corrupt value means "nothing remembered".
 */
export function loadWalletState(rdns: string): PersistedWalletState | undefined {
  try {
    const raw = window.localStorage.getItem(keyFor(rdns))
    if (raw === null) return undefined
    const parsed = v.safeParse(PersistedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** Saves the state; storage failures (opaque origins, quota) only cost persistence, never a request. */
export function saveWalletState(rdns: string, state: { connected: boolean; chainId: number; addedChains: WalletChain[] }): void {
  try {
    window.localStorage.setItem(keyFor(rdns), JSON.stringify({ version: 1, ...state } satisfies PersistedWalletState))
  } catch {
    // Nothing to do: the wallet keeps working from memory.
  }
}
