import { keccak256, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A seeded Farcaster account of the sandbox: its fid, names and custody key. */
export interface SandboxFarcasterAccount {
  fid: number
  username: string
  displayName: string
  /** The custody key that signs Sign In With Farcaster messages (deterministic: the same every start). */
  custodyKey: Hex
  custodyAddress: `0x${string}`
}

const seeded = (fid: number, username: string, displayName: string): SandboxFarcasterAccount => {
  const custodyKey = keccak256(toHex(`hatch sandbox farcaster custody ${fid}`))
  return { fid, username, displayName, custodyKey, custodyAddress: privateKeyToAccount(custodyKey).address }
}

/** Three accounts; their fids and custody addresses never change between starts. */
export const SANDBOX_FARCASTER_ACCOUNTS: readonly SandboxFarcasterAccount[] = [
  seeded(20_001, 'alice', 'Alice Adams'),
  seeded(20_002, 'bob', 'Bob Baker'),
  seeded(20_003, 'carol', 'Carol Chen'),
]
