import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  ExtensionType,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createInitializeTransferFeeConfigInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token'
import { Account } from 'litesvm/dist/internal.js'
import type { SolanaLedger } from './solanaLedger.js'
import { faucetKeypair, feeTokenMintKeypair, solanaTestKeypair, usdcMintKeypair } from './solanaKeys.js'

export { faucetKeypair, feeTokenMintKeypair, sandboxSolanaKeypair, solanaTestKeypair, usdcMintKeypair } from './solanaKeys.js'

/** Decimals of the sandbox USDC mint, as on mainnet. */
export const USDC_DECIMALS = 6

/**
 * The sandbox's Token-2022 mint with the transfer-fee extension: 8 decimals (not USDC's 6, so a
 * wallet reading the wrong mint shows the wrong amount), 1 % of each transfer (100 basis points)
 * withheld from what the receiver gets, at most 5 tokens a transfer. The faucet holds its authorities.
 */
export const FEE_TOKEN = { decimals: 8, basisPoints: 100, maximumFee: 5n * 10n ** 8n } as const

/** A funded test account, with its secret key so a test wallet can sign for it. */
export interface SolanaTestAccount {
  publicKey: string
  /** 64-byte ed25519 secret key (seed + public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array
  /** Associated token account holding its sandbox USDC. */
  usdcAccount: string
  lamports: number
  usdc: bigint
  /** Its Token-2022 account of the fee token ({@link FEE_TOKEN}). */
  feeTokenAccount: string
  /** Base units of the fee token it starts with: as many whole tokens as it has whole USDC. */
  feeToken: bigint
}

const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n
const SYSTEM_PROGRAM = new Uint8Array(32)

/** Signs with the given keys and submits through the ledger like any client transaction. */
export function submitSigned(ledger: SolanaLedger, payer: Keypair, instructions: TransactionInstruction[], signers: Keypair[] = []): string {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: ledger.latestBlockhash().blockhash })
  tx.add(...instructions)
  tx.sign(payer, ...signers)
  return ledger.submit(tx.serialize(), { skipPreflight: false })
}

/** Sends lamports from the faucet with a real system transfer. */
export function faucetTransfer(ledger: SolanaLedger, to: PublicKey, lamports: number): string {
  const faucet = faucetKeypair()
  return submitSigned(ledger, faucet, [SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports })])
}

/**
 * Builds the sandbox's starting state with real transactions: the faucet (funded at genesis),
 * the USDC mint, the Token-2022 fee token, and `count` accounts each given SOL, USDC and fee
 * tokens in their associated token accounts.
 */
export function createGenesis(ledger: SolanaLedger, count: number, lamports: number, usdc: bigint): SolanaTestAccount[] {
  const faucet = faucetKeypair()
  const mint = usdcMintKeypair()
  ledger.svm.setAccount(faucet.publicKey.toBytes(), new Account(FAUCET_LAMPORTS, new Uint8Array(0), SYSTEM_PROGRAM, false, 0n))
  submitSigned(
    ledger,
    faucet,
    [
      SystemProgram.createAccount({
        fromPubkey: faucet.publicKey,
        newAccountPubkey: mint.publicKey,
        space: MINT_SIZE,
        lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, USDC_DECIMALS, faucet.publicKey, null),
    ],
    [mint],
  )
  const feeMint = feeTokenMintKeypair()
  const feeMintSize = getMintLen([ExtensionType.TransferFeeConfig])
  submitSigned(
    ledger,
    faucet,
    [
      SystemProgram.createAccount({
        fromPubkey: faucet.publicKey,
        newAccountPubkey: feeMint.publicKey,
        space: feeMintSize,
        lamports: Number(ledger.svm.minimumBalanceForRentExemption(BigInt(feeMintSize))),
        programId: TOKEN_2022_PROGRAM_ID,
      }),
      createInitializeTransferFeeConfigInstruction(
        feeMint.publicKey,
        faucet.publicKey,
        faucet.publicKey,
        FEE_TOKEN.basisPoints,
        FEE_TOKEN.maximumFee,
        TOKEN_2022_PROGRAM_ID,
      ),
      createInitializeMint2Instruction(feeMint.publicKey, FEE_TOKEN.decimals, faucet.publicKey, null, TOKEN_2022_PROGRAM_ID),
    ],
    [feeMint],
  )
  const feeToken = (usdc / 10n ** BigInt(USDC_DECIMALS)) * 10n ** BigInt(FEE_TOKEN.decimals)
  return Array.from({ length: count }, (_, index) => {
    const owner = solanaTestKeypair(index)
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner.publicKey)
    const feeAccount = getAssociatedTokenAddressSync(feeMint.publicKey, owner.publicKey, false, TOKEN_2022_PROGRAM_ID)
    submitSigned(ledger, faucet, [
      SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: owner.publicKey, lamports }),
      createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner.publicKey, mint.publicKey),
      createMintToInstruction(mint.publicKey, ata, faucet.publicKey, usdc),
      createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, feeAccount, owner.publicKey, feeMint.publicKey, TOKEN_2022_PROGRAM_ID),
      createMintToInstruction(feeMint.publicKey, feeAccount, faucet.publicKey, feeToken, [], TOKEN_2022_PROGRAM_ID),
    ])
    return {
      publicKey: owner.publicKey.toBase58(),
      secretKey: owner.secretKey,
      usdcAccount: ata.toBase58(),
      lamports,
      usdc,
      feeTokenAccount: feeAccount.toBase58(),
      feeToken,
    }
  })
}
