import { useId } from 'react'
import type { PendingProposal } from './walletController.js'

/** An incoming session proposal: who asks, for which chains, and Approve / Reject. */
export function ProposalCard({ proposal, onApprove, onReject }: { proposal: PendingProposal; onApprove: () => void; onReject: () => void }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Session proposal</h2>
      <dl>
        <dt>Dapp</dt>
        <dd>{proposal.dappName}</dd>
        <dt>URL</dt>
        <dd>{proposal.dappUrl}</dd>
        <dt>Requested chains</dt>
        <dd>
          <ul aria-label="Requested chains">
            {proposal.chains.map((chain) => (
              <li key={chain}>{chain}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <button type="button" onClick={onApprove}>
        Approve
      </button>
      <button type="button" onClick={onReject}>
        Reject
      </button>
    </section>
  )
}
