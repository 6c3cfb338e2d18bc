/** How an instruction uses an account: whether it must sign, and whether it may be written. */
export interface AccountUse {
  /** Base58 public key. */
  address: string
  isSigner: boolean
  isWritable: boolean
}

/** One instruction of a transaction: the program it calls, the accounts it uses in order, its data. */
export interface Instruction {
  /** Base58 address of the program. */
  programAddress: string
  accounts: readonly AccountUse[]
  data: Uint8Array
}

/** Shorthands for {@link AccountUse}. */
export const writableSigner = (address: string): AccountUse => ({ address, isSigner: true, isWritable: true })
export const readonlySigner = (address: string): AccountUse => ({ address, isSigner: true, isWritable: false })
export const writable = (address: string): AccountUse => ({ address, isSigner: false, isWritable: true })
export const readonly = (address: string): AccountUse => ({ address, isSigner: false, isWritable: false })
