/** Solana JSON-RPC stand-in for the sandbox (see docs/stand-ins.md). */
export { startSolanaRpc, type SolanaRpcHandle, type SolanaRpcOptions } from './startSolanaRpc.js'
export {
  FEE_TOKEN,
  USDC_DECIMALS,
  sandboxSolanaKeypair,
  solanaTestKeypair,
  usdcMintKeypair,
  feeTokenMintKeypair,
  faucetKeypair,
  type SolanaTestAccount,
} from './solanaGenesis.js'
export { SolanaLedger, SolanaRpcError, BLOCKHASH_VALID_SLOTS, LAMPORTS_PER_SIGNATURE } from './solanaLedger.js'
export { decodeBase58, encodeBase58 } from './base58.js'
