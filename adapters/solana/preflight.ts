/** Accepted Solana preflight commitments (spec §5). */
export const preflightCommitments = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

/** One of {@link preflightCommitments}. */
export type PreflightCommitment = (typeof preflightCommitments)[number]

/** Whether `value` is an accepted preflight commitment. */
export function isPreflightCommitment(value: unknown): value is PreflightCommitment {
  return (preflightCommitments as readonly unknown[]).includes(value)
}
