import type { SolanaWireTransaction } from './solanaTransaction.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)
const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

/**
 * The lamports `tx` moves out of `account` through the System Program, which the operator's send
 * threshold (twoStep.sendThresholds, in SOL) is checked against: transfers from it (2), transfers
 * with seed from an address it derives (11), and new accounts it funds (0 and 3, with seed). Token
 * transfers and other programs are not counted, as an EVM send counts its native value only.
 */
export function solanaOutflow(tx: SolanaWireTransaction, account: string): bigint {
  const key = (index: number | undefined) => (index === undefined ? undefined : tx.accountKeys[index])
  let total = 0n
  for (const { programIndex, accounts, data } of tx.instructions) {
    if (tx.accountKeys[programIndex] !== SYSTEM_PROGRAM || data.length < 12) continue
    const tag = u32(data, 0)
    if ((tag === 0 || tag === 2) && key(accounts[0]) === account) total += u64(data, 4)
    // TransferWithSeed: from an address derived from the base (its account 1), which signs.
    else if (tag === 11 && key(accounts[1]) === account) total += u64(data, 4)
    else if (tag === 3 && key(accounts[0]) === account && data.length >= 44) {
      // CreateAccountWithSeed: base (32), seed (u64 length + bytes), then the lamports.
      const seedLength = Number(u64(data, 36))
      if (data.length >= 44 + seedLength + 8) total += u64(data, 44 + seedLength)
    }
  }
  return total
}
