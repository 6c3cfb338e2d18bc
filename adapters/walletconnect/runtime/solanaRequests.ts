import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { describeSolanaAddressProblem } from '../../shared/solana/address.js'
import { toBase64 } from '../../shared/solana/base64.js'
import { compileLegacyTransaction } from '../../shared/solana/legacyTransaction.js'
import { parseTransfer, prepareTransfer, transferFee, transferTokenFee } from '../../shared/solana/prepareTransfer.js'
import { publicKeyProblem } from '../../shared/solana/publicKey.js'
import { createSolanaRpc, type SolanaRpc, type StandardCommitment } from '../../shared/solana/rpc.js'
import { systemTransfer } from '../../shared/solana/transfer.js'

/** The commitment blockhashes and fees are read at, and the wallet is asked to preflight with. */
const COMMITMENT: StandardCommitment = 'confirmed'

const SolTransfer = v.strictObject({
  to: v.custom<string>(
    (input) => publicKeyProblem(input) === undefined,
    (issue) => `to ${publicKeyProblem(issue.input)}`,
  ),
  value: v.pipe(
    v.union([v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/))], 'value must be lamports as a bigint or a string of digits'),
    v.transform((input) => BigInt(input)),
    v.check((input) => input > 0n && input < 2n ** 64n, 'value must be more than 0 and fit in 64 bits'),
  ),
})
const Signature = v.object({ signature: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'must be a base58 signature')) })

/** What the Solana calls need of the session. */
export interface SolanaSessionDeps {
  /** Asks the wallet through the session; rejects with the catalogue error of its answer. */
  request(method: string, params: unknown): Promise<unknown>
  /** The account connected through WalletConnect on Solana; throws when there is none. */
  address(method: string): string
  /** The page's active Solana network. */
  network(): CaipNetwork
}

/**
 * Sending on a WalletConnect Solana session (offered when the wallet granted
 * `solana_signAndSendTransaction`): the transfer is built here on the network's RPC, the wallet
 * signs and submits it (WalletConnect's Solana RPC: `{ transaction }` base64 in, `{ signature }`
 * out), and the fee is read from the RPC without asking the wallet.
 */
export function solanaSessionCalls(deps: SolanaSessionDeps) {
  const rpcs = new Map<string, SolanaRpc>()
  const rpcFor = (network: CaipNetwork) => {
    let rpc = rpcs.get(network.caipNetworkId)
    if (!rpc) rpcs.set(network.caipNetworkId, (rpc = createSolanaRpc(network)))
    return rpc
  }
  const signAndSend = async (wire: Uint8Array): Promise<string> => {
    const answer = await deps.request('solana_signAndSendTransaction', { transaction: toBase64(wire), sendOptions: { preflightCommitment: COMMITMENT } })
    const parsed = v.safeParse(Signature, answer)
    if (!parsed.success)
      throw new HatchError('WALLET_REQUEST_FAILED', {
        params: { method: 'solana_signAndSendTransaction' },
        details: `the wallet answered ${JSON.stringify(answer)?.slice(0, 200)}: ${parsed.issues[0].message}`,
      })
    return parsed.output.signature
  }
  return {
    /** `{ recipient, amount, mint? }`: lamports of SOL or base units of an SPL token; resolves to the signature. */
    async sendTransfer(params: Record<string, unknown>): Promise<string> {
      const request = parseTransfer('sendTransfer', params)
      const { transaction } = await prepareTransfer(rpcFor(deps.network()), deps.address('sendTransfer'), request, COMMITMENT)
      return signAndSend(transaction.wire)
    },
    /** `{ to, value }`: a SOL transfer in lamports; resolves to the signature. */
    async sendTransaction(params: Record<string, unknown>): Promise<string> {
      const parsed = v.safeParse(SolTransfer, params)
      if (!parsed.success)
        throw new HatchError('INVALID_PARAMETERS', { params: { method: 'sendTransaction', issue: parsed.issues.map((i) => i.message).join('; ') } })
      const from = deps.address('sendTransaction')
      const blockhash = await rpcFor(deps.network()).getLatestBlockhash(COMMITMENT)
      return signAndSend(compileLegacyTransaction(from, blockhash, [systemTransfer(from, parsed.output.to, parsed.output.value)]).wire)
    },
    /** Lamports `sendTransfer(params)` costs besides the amount, from the network's RPC. */
    async estimateFee(params: Record<string, unknown>): Promise<bigint> {
      return transferFee(rpcFor(deps.network()), deps.address('estimateFee'), parseTransfer('estimateFee', params), COMMITMENT)
    },
    /** Token units a transfer-fee mint withholds from `sendTransfer(params)`: the receiver gets the rest. */
    async estimateTokenFee(params: Record<string, unknown>): Promise<bigint> {
      return transferTokenFee(rpcFor(deps.network()), deps.address('estimateTokenFee'), parseTransfer('estimateTokenFee', params))
    },
    checkAddress: ({ address }: { address: string }) => describeSolanaAddressProblem(address),
  }
}
