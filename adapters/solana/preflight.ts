import * as v from 'valibot'
import type { StandardCommitment } from '../shared/solana/rpc.js'

/** Accepted Solana preflight commitments (spec §5). */
export const preflightCommitments = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

/** One of {@link preflightCommitments}. */
export type PreflightCommitment = (typeof preflightCommitments)[number]

/** valibot schema of a preflight commitment; the message lists the accepted values. */
export const PreflightCommitmentSchema = v.picklist(preflightCommitments, `preflightCommitment must be one of ${preflightCommitments.join(', ')}`)

/** Whether `value` is an accepted preflight commitment. */
export function isPreflightCommitment(value: unknown): value is PreflightCommitment {
  return (preflightCommitments as readonly unknown[]).includes(value)
}

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
