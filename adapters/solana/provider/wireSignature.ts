/** Reads a compact-u16 (Solana's "shortvec") at `offset`: its value and the bytes it took. */
function shortVec(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new TypeError('transaction: it ends inside a length prefix')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new TypeError('transaction: a length prefix is longer than 3 bytes')
}

/**
 * Puts `signature` (64 bytes) into the slot of `signer` (32 bytes) in a wire transaction, legacy or
 * v0: for wallets that answer a signTransaction with the signature alone (WalletConnect's older
 * Solana RPC). Throws a TypeError when the transaction does not ask `signer` to sign.
 */
export function withSignature(wire: Uint8Array, signer: Uint8Array, signature: Uint8Array): Uint8Array {
  const [count, prefix] = shortVec(wire, 0)
  let message = prefix + count * 64
  // A versioned message starts with 0x80 | version before its header.
  if ((wire[message] ?? 0) & 0x80) message += 1
  const required = wire[message] ?? 0
  const [keys, keysPrefix] = shortVec(wire, message + 3)
  const first = message + 3 + keysPrefix
  for (let i = 0; i < Math.min(required, keys, count); i++) {
    const key = wire.subarray(first + i * 32, first + (i + 1) * 32)
    if (key.length === 32 && key.every((b, j) => b === signer[j])) {
      const out = Uint8Array.from(wire)
      out.set(signature, prefix + i * 64)
      return out
    }
  }
  throw new TypeError('transaction: it does not ask the connected account to sign')
}
