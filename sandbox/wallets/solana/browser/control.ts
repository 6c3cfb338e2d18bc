import * as v from 'valibot'
import type { GateMode } from '../../shared/userGate.js'
import type { LoggedSolanaRequest, SolanaTestWallet } from './wallet.js'

const ModeSchema = v.picklist(['prompt', 'approve', 'reject', 'hang'], "mode must be one of 'prompt', 'approve', 'reject', 'hang'")

/** What a test can do to a Solana test wallet, as its user would: `HatchSolanaTestWallet.get(name)`. */
export interface SolanaWalletControl {
  readonly name: string
  setMode(mode: GateMode): void
  getMode(): GateMode
  /** The wallet's account (base58), whether or not the site is connected. */
  address(): string
  isConnected(): boolean
  /** The user disconnects the site from inside the wallet: the dapp hears a change to no accounts. */
  disconnectFromWallet(): void
  /** The user closes the popup: every waiting request is rejected (4001). */
  dismissPending(): void
  /** Every request the dapp made, oldest first (a copy). */
  requests(): LoggedSolanaRequest[]
  pendingCount(): number
}

/** Builds the control surface of one wallet. */
export function createSolanaControl(wallet: SolanaTestWallet): SolanaWalletControl {
  return {
    name: wallet.name,
    setMode(mode) {
      const parsed = v.safeParse(ModeSchema, mode)
      if (!parsed.success) throw new Error(`HatchSolanaTestWallet ${wallet.name}.setMode(${JSON.stringify(mode)}): ${parsed.issues[0]?.message}`)
      wallet.gate.mode = parsed.output
    },
    getMode: () => wallet.gate.mode,
    address: () => wallet.signer.address,
    isConnected: () => wallet.connected,
    disconnectFromWallet: () => wallet.revoke(),
    dismissPending: () => wallet.gate.dismissPending(),
    requests: () => wallet.log.map((entry) => ({ ...entry })),
    pendingCount: () => wallet.gate.pendingCount(),
  }
}
