/**
 * What a transfer needs of a token mint, read from the mint account's own bytes (the same on
 * every RPC, with or without jsonParsed support for Token-2022 extensions): which token program
 * owns it, its decimals, its Token-2022 extensions, and their transfer fee.
 */

/** The SPL Token program (classic; USDC on mainnet). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 program (Token Extensions: transfer fees, hooks, metadata …). */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** Sizes of the base mint and token account, and of the multisig a token account must not look like. */
const MINT_SIZE = 82
const ACCOUNT_SIZE = 165
const MULTISIG_SIZE = 355
/** Extension types (Token-2022's `ExtensionType`) the transfer reads or sizes for. */
const TRANSFER_FEE_CONFIG = 1
const IMMUTABLE_OWNER = 7

/**
 * Token-account extensions a mint's extensions bring to every token account of it, with their
 * sizes: TransferFeeConfig → TransferFeeAmount (8), ConfidentialTransferMint →
 * ConfidentialTransferAccount (295), NonTransferable → NonTransferableAccount (0), TransferHook →
 * TransferHookAccount (1), PausableConfig → PausableAccount (0). As Token-2022's
 * `get_required_init_account_extensions`.
 */
const ACCOUNT_EXTENSION_SIZE: Readonly<Record<number, number>> = { 1: 8, 4: 295, 9: 0, 14: 1, 26: 0 }

/** One epoch's transfer fee of a Token-2022 mint. */
export interface TransferFee {
  epoch: bigint
  maximumFee: bigint
  basisPoints: number
}

/** A token mint as a transfer needs it. */
export interface TokenMint {
  /** The token program that owns the mint (and its token accounts). */
  program: typeof TOKEN_PROGRAM | typeof TOKEN_2022_PROGRAM
  decimals: number
  /** Token-2022 extension types of the mint, in account order (empty for the classic program). */
  extensions: number[]
  /** The TransferFeeConfig extension's two fees, the older one first; absent without the extension. */
  transferFee?: { older: TransferFee; newer: TransferFee }
}

const readFee = (view: DataView, at: number): TransferFee => ({
  epoch: view.getBigUint64(at, true),
  maximumFee: view.getBigUint64(at + 8, true),
  basisPoints: view.getUint16(at + 16, true),
})

/**
 * Reads a mint account's bytes. Throws a TypeError naming what is wrong when `owner` is not a
 * token program or the bytes are not an initialized mint.
 */
export function readTokenMint(owner: string, data: Uint8Array): TokenMint {
  if (owner !== TOKEN_PROGRAM && owner !== TOKEN_2022_PROGRAM) throw new TypeError(`it is owned by ${owner}, not a token program`)
  if (data.length < MINT_SIZE || data[45] !== 1) throw new TypeError('it is not an initialized token mint')
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const mint: TokenMint = { program: owner, decimals: data[44] as number, extensions: [] }
  if (owner === TOKEN_PROGRAM || data.length <= ACCOUNT_SIZE) return mint
  // Token-2022: the mint is padded to a token account's size, then the account type, then type-length-value entries.
  for (let at = ACCOUNT_SIZE + 1; at + 4 <= data.length;) {
    const type = view.getUint16(at, true)
    const length = view.getUint16(at + 2, true)
    if (type === 0) break
    mint.extensions.push(type)
    if (type === TRANSFER_FEE_CONFIG && length >= 108) mint.transferFee = { older: readFee(view, at + 4 + 72), newer: readFee(view, at + 4 + 90) }
    at += 4 + length
  }
  return mint
}

/** The fee in force in `epoch`: the newer one once its epoch has come. */
export function epochTransferFee(fee: NonNullable<TokenMint['transferFee']>, epoch: bigint): TransferFee {
  return epoch >= fee.newer.epoch ? fee.newer : fee.older
}

/** Token units the mint withholds from a transfer of `amount`: basis points rounded up, capped at the maximum (Token-2022's rule). */
export function transferFeeOf(fee: TransferFee, amount: bigint): bigint {
  if (fee.basisPoints === 0 || amount === 0n) return 0n
  const raw = (amount * BigInt(fee.basisPoints) + 9_999n) / 10_000n
  return raw > fee.maximumFee ? fee.maximumFee : raw
}

/**
 * Bytes of a new associated token account of `mint`: the classic program's 165, or for Token-2022
 * the account type, ImmutableOwner (which the Associated Token Account program always sets) and
 * the account extensions the mint's extensions require. Its rent is what creating it locks.
 */
export function tokenAccountSize(mint: TokenMint): number {
  if (mint.program === TOKEN_PROGRAM) return ACCOUNT_SIZE
  const sizes = [IMMUTABLE_OWNER, ...mint.extensions].flatMap((type) => {
    const size = type === IMMUTABLE_OWNER ? 0 : ACCOUNT_EXTENSION_SIZE[type]
    return size === undefined ? [] : [4 + size]
  })
  const size = ACCOUNT_SIZE + 1 + sizes.reduce((sum, s) => sum + s, 0)
  // A token account must never be mistaken for a multisig: Token-2022 pads one that would be as long.
  return size === MULTISIG_SIZE ? size + 2 : size
}
