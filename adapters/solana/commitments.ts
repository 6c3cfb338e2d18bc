import * as v from 'valibot'
import type { StandardCommitment } from '../shared/solana/rpc.js'
import { preflightCommitments, type PreflightCommitment } from './preflight.js'

// What the runtime does with a preflight commitment, apart from preflight.ts, which the adapter's
// descriptor needs before the click.

/** valibot schema of a preflight commitment; the message lists the accepted values. */
export const PreflightCommitmentSchema = v.picklist(preflightCommitments, `preflightCommitment must be one of ${preflightCommitments.join(', ')}`)

export type { StandardCommitment }

const legacyCommitments: Readonly<Record<PreflightCommitment, StandardCommitment>> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  // The deprecated names, mapped as @solana/web3.js documents them.
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** Maps an accepted preflight commitment (including the deprecated names) to one a wallet understands. */
export function toStandardCommitment(commitment: PreflightCommitment): StandardCommitment {
  return legacyCommitments[commitment]
}
