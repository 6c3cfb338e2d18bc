import { PublicKey, type AccountInfo } from '@solana/web3.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackAccount, unpackMint } from '@solana/spl-token'
import type { Account } from 'litesvm/dist/internal.js'

/** Token amounts as the RPC renders them (`uiTokenAmount`). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** A LiteSVM account as web3.js's `AccountInfo<Buffer>`. */
export function toAccountInfo(account: Account): AccountInfo<Buffer> {
  return {
    data: Buffer.from(account.data()),
    owner: new PublicKey(account.owner()),
    lamports: Number(account.lamports()),
    executable: account.executable(),
    rentEpoch: Number(account.rentEpoch()),
  }
}

/** Renders a raw token amount with its decimals, without floating-point rounding in the string. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = decimals > 0 ? text.slice(-decimals).replace(/0+$/, '') : ''
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** The token program owning `account` (classic SPL or Token-2022), or undefined when neither does. */
export function tokenProgramOf(account: Account): PublicKey | undefined {
  const owner = new PublicKey(account.owner())
  return owner.equals(TOKEN_PROGRAM_ID) ? TOKEN_PROGRAM_ID : owner.equals(TOKEN_2022_PROGRAM_ID) ? TOKEN_2022_PROGRAM_ID : undefined
}

/** The RPC's `program` name of a token program's parsed accounts. */
const programName = (program: PublicKey) => (program.equals(TOKEN_PROGRAM_ID) ? 'spl-token' : 'spl-token-2022')

/** Reads mint decimals, or undefined when the address is not an SPL mint. */
export type MintLookup = (mint: PublicKey) => number | undefined

/** `jsonParsed` form of an SPL or Token-2022 token account, or undefined when the account is not one. */
export function parseTokenAccount(address: PublicKey, account: Account, decimalsOf: MintLookup) {
  const program = tokenProgramOf(account)
  if (!program) return undefined
  let token
  try {
    token = unpackAccount(address, toAccountInfo(account), program)
  } catch {
    return undefined
  }
  const decimals = decimalsOf(token.mint)
  if (decimals === undefined) return undefined
  return {
    program: programName(program),
    programId: program,
    space: account.data().length,
    parsed: {
      type: 'account',
      info: {
        isNative: token.isNative,
        mint: token.mint.toBase58(),
        owner: token.owner.toBase58(),
        state: token.isFrozen ? 'frozen' : token.isInitialized ? 'initialized' : 'uninitialized',
        tokenAmount: uiTokenAmount(token.amount, decimals),
      },
    },
    token,
    decimals,
  }
}

/** `jsonParsed` form of an SPL or Token-2022 mint, or undefined when the account is not one. */
export function parseMint(address: PublicKey, account: Account) {
  const program = tokenProgramOf(account)
  if (!program) return undefined
  try {
    const mint = unpackMint(address, toAccountInfo(account), program)
    return {
      program: programName(program),
      space: account.data().length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority?.toBase58() ?? null,
          supply: mint.supply.toString(),
        },
      },
      mint,
    }
  } catch {
    return undefined
  }
}
