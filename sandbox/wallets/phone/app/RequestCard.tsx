import { useId } from 'react'
import type { PendingRequest } from './walletController.js'

/** An incoming request (personal_sign, eth_sendTransaction ...) with Approve / Reject. */
export function RequestCard({ request, onApprove, onReject }: { request: PendingRequest; onApprove: () => void; onReject: () => void }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Request: {request.request.method}</h2>
      <dl>
        <dt>Dapp</dt>
        <dd>{request.dappName}</dd>
        <dt>Chain</dt>
        <dd>{request.chainId}</dd>
        <dt>Details</dt>
        <dd>
          <pre aria-label="Request details">{request.summary}</pre>
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
