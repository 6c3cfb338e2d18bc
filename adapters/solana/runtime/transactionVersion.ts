import { HatchError } from '../../../kernel/errors/HatchError.js'

/** A transaction's version as the Wallet Standard names it: `'legacy'` or a number (0 for v0). */
export type TransactionVersion = 'legacy' | number

/**
 * The version of a serialized transaction: after the compact-u16 count of signatures and the
 * signatures, a message whose first byte has the top bit set is versioned (the low 7 bits are the
 * version); otherwise it is legacy (that byte is its count of required signatures, below 128).
 * Undefined when the bytes are too short to tell; the wallet then reads them as it can.
 */
export function transactionVersionOf(wire: Uint8Array): TransactionVersion | undefined {
  let count = 0
  let at = 0
  for (let shift = 0; at < wire.length && shift <= 14; shift += 7) {
    const byte = wire[at++] as number
    count |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) break
  }
  const prefix = wire[at + 64 * count]
  if (prefix === undefined) return undefined
  return prefix & 0x80 ? prefix & 0x7f : 'legacy'
}

/** What the runtime reads of a signing feature: the transaction versions it says it reads. */
interface VersionedFeature {
  supportedTransactionVersions?: readonly TransactionVersion[]
}

const named = (version: TransactionVersion) => (version === 'legacy' ? 'legacy' : `v${version}`)

/**
 * Refuses, before the wallet is asked, a transaction of a version the wallet's feature does not
 * list in `supportedTransactionVersions` (a legacy-only wallet would fail to read a v0 one, or
 * sign bytes it misreads): WALLET_TRANSACTION_VERSION_UNSUPPORTED naming the wallet, the version
 * and the versions it reads. A feature that lists none is trusted to read what it is given.
 */
export function requireTransactionVersion(wallet: { name: string }, feature: VersionedFeature, method: string, wire: Uint8Array): void {
  const supported = feature.supportedTransactionVersions
  const version = transactionVersionOf(wire)
  if (!Array.isArray(supported) || version === undefined || supported.includes(version)) return
  throw new HatchError('WALLET_TRANSACTION_VERSION_UNSUPPORTED', {
    params: { wallet: wallet.name, version: named(version), versions: supported.map(named).join(', ') || 'none' },
    details: `${method}: ${wallet.name}'s supportedTransactionVersions is ${JSON.stringify(supported)}`,
  })
}
