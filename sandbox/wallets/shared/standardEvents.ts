/**
 * The `standard:events` plumbing the Solana and Bitcoin test wallets share: a set of `change`
 * listeners that each hear the accounts the site may now see.
 */
export interface AccountChangeEmitter<A> {
  /** Adds a listener; returns its removal (the Wallet Standard `on` contract). */
  on(listener: (change: { accounts: readonly A[] }) => void): () => void
  /** Tells every listener; a listener that throws cannot silence the others. */
  emit(accounts: readonly A[]): void
}

export function createAccountChangeEmitter<A>(): AccountChangeEmitter<A> {
  const listeners = new Set<(change: { accounts: readonly A[] }) => void>()
  return {
    on(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    emit(accounts) {
      for (const listener of [...listeners]) {
        try {
          listener({ accounts })
        } catch (error) {
          // Surface it as a page error, after the other listeners ran.
          setTimeout(() => {
            throw error
          })
        }
      }
    },
  }
}

/** Runs a wallet request for each input in order (Wallet Standard features take several inputs). */
export async function eachInOrder<I, O>(inputs: readonly I[], run: (input: I) => Promise<O>): Promise<O[]> {
  const out: O[] = []
  for (const input of inputs) out.push(await run(input))
  return out
}
