import { Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Account } from 'litesvm/dist/internal.js'
import type { SolanaLedger } from './solanaLedger.js'
import { faucetKeypair, solanaTestKeypair, usdcMintKeypair } from './solanaKeys.js'

export { faucetKeypair, sandboxSolanaKeypair, solanaTestKeypair, usdcMintKeypair } from './solanaKeys.js'

/** Decimals of the sandbox USDC mint, as on mainnet. */
export const USDC_DECIMALS = 6

/** A funded test account, with its secret key so a test wallet can sign for it. */
export interface SolanaTestAccount {
  publicKey: string
  /** 64-byte ed25519 secret key (seed + public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array
  /** Associated token account holding its sandbox USDC. */
  usdcAccount: string
  lamports: number
  usdc: bigint
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
 * the USDC mint, and `count` accounts each given SOL and USDC in their associated token account.
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
  return Array.from({ length: count }, (_, index) => {
    const owner = solanaTestKeypair(index)
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner.publicKey)
    submitSigned(ledger, faucet, [
      SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: owner.publicKey, lamports }),
      createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner.publicKey, mint.publicKey),
      createMintToInstruction(mint.publicKey, ata, faucet.publicKey, usdc),
    ])
    return {
      publicKey: owner.publicKey.toBase58(),
      secretKey: owner.secretKey,
      usdcAccount: ata.toBase58(),
      lamports,
      usdc,
    }
  })
}
