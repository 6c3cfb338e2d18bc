import { SystemProgram, type VersionedTransaction } from '@solana/web3.js'

const LAMPORTS_PER_SOL = 1_000_000_000n

function sol(lamports: bigint): string {
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / LAMPORTS_PER_SOL}${fraction ? `.${fraction}` : ''} SOL`
}

/**
 * Lines for the approval panel: the fee payer, each system transfer (recipient and amount), and
 * how many other instructions there are, so the user sees what they approve.
 */
export function describeTransaction(transaction: VersionedTransaction): string[] {
  const message = transaction.message
  const keys = message.staticAccountKeys
  const lines = [`Fee payer: ${keys[0]?.toBase58() ?? '(none)'}`]
  let other = 0
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex]
    const data = ix.data
    // System program instruction 2 is Transfer: u32 index then u64 lamports, little-endian.
    if (program?.equals(SystemProgram.programId) && data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0) {
      const lamports = new DataView(data.buffer, data.byteOffset + 4, 8).getBigUint64(0, true)
      const to = keys[ix.accountKeyIndexes[1] ?? -1]
      lines.push(`Send ${sol(lamports)} to ${to?.toBase58() ?? '(unknown)'}`)
    } else other++
  }
  if (other > 0) lines.push(`${other} other instruction${other === 1 ? '' : 's'}`)
  return lines
}
