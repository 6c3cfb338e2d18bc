import type { ApprovalPanel, ApprovalPrompt } from '../evm/browser/approvalPanel.js'

/** How a test wallet answers requests that need its user (shared by every test wallet). */
export type GateMode = 'prompt' | 'approve' | 'reject' | 'hang'

/** Plays a wallet's user: approves, rejects, never answers, or asks through the approval panel. */
export interface UserGate {
  mode: GateMode
  /** Resolves when the user approves; rejects with `rejected()` otherwise. */
  ask(prompt: ApprovalPrompt): Promise<void>
  /** Requests waiting for the user ('prompt' or 'hang'). */
  pendingCount(): number
  /** The user closes the popup: every waiting request is rejected. */
  dismissPending(): void
}

/**
 * Creates the user gate of one wallet. `rejected` builds the error the wallet's protocol uses for
 * a decline (EIP-1193 4001 for EVM, a named Error with code 4001 for Wallet Standard wallets).
 */
export function createUserGate(initial: GateMode, panel: ApprovalPanel, rejected: () => Error): UserGate {
  const waiting = new Set<() => void>()
  let pending = 0
  const wait = (decision: Promise<boolean>): Promise<void> => {
    pending++
    return new Promise<void>((resolve, reject) => {
      let settled = false
      const finish = (approved: boolean): void => {
        if (settled) return
        settled = true
        pending--
        waiting.delete(dismiss)
        if (approved) resolve()
        else reject(rejected())
      }
      const dismiss = (): void => finish(false)
      waiting.add(dismiss)
      void decision.then(finish)
    })
  }
  const gate: UserGate = {
    mode: initial,
    async ask(prompt) {
      switch (gate.mode) {
        case 'approve':
          return
        case 'reject':
          throw rejected()
        case 'hang':
          return wait(new Promise<boolean>(() => {}))
        case 'prompt':
          return wait(panel.ask(prompt))
      }
    },
    pendingCount: () => pending,
    dismissPending() {
      for (const dismiss of [...waiting]) dismiss()
      panel.clear()
    },
  }
  return gate
}
