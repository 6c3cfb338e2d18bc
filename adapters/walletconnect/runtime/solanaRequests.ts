import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { toBase64 } from '../../shared/solana/base64.js'
import { solanaTransferCalls, TRANSFER_COMMITMENT } from '../../shared/solana/transferCalls.js'

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
  const signAndSend = async (wire: Uint8Array): Promise<string> => {
    const answer = await deps.request('solana_signAndSendTransaction', {
      transaction: toBase64(wire),
      sendOptions: { preflightCommitment: TRANSFER_COMMITMENT },
    })
    const parsed = v.safeParse(Signature, answer)
    if (!parsed.success)
      throw new HatchError('WALLET_REQUEST_FAILED', {
        params: { method: 'solana_signAndSendTransaction' },
        details: `the wallet answered ${JSON.stringify(answer)?.slice(0, 200)}: ${parsed.issues[0].message}`,
      })
    return parsed.output.signature
  }
  return solanaTransferCalls({ signAndSend, address: deps.address, network: deps.network })
}
