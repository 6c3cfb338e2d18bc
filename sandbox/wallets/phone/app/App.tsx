import { useSyncExternalStore } from 'react'
import type { PhoneWalletConfig } from '../config.js'
import { PairForm } from './PairForm.js'
import { ProposalCard } from './ProposalCard.js'
import { RequestCard } from './RequestCard.js'
import { SessionList } from './SessionList.js'
import type { PhoneWalletController } from './walletController.js'

const STATUS_TEXT = { starting: 'Connecting to the relay…', ready: 'Connected to the relay', failed: 'Not connected' } as const

/** The phone wallet page: account, pairing, pending proposals and requests, sessions. */
export function App({ config, wallet }: { config: PhoneWalletConfig; wallet: PhoneWalletController }) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getSnapshot)
  return (
    <main>
      <h1>Hatch Phone Wallet</h1>
      <dl aria-label="Wallet">
        <dt>Account</dt>
        <dd>{config.evm.address}</dd>
        {config.solana && (
          <>
            <dt>Solana account</dt>
            <dd>{config.solana.address}</dd>
          </>
        )}
        {config.bitcoin && (
          <>
            <dt>Bitcoin account</dt>
            <dd>{config.bitcoin.address}</dd>
          </>
        )}
        <dt>Relay</dt>
        <dd>{STATUS_TEXT[state.status]}</dd>
      </dl>
      {state.notice && (
        <p role={state.notice.kind === 'error' ? 'alert' : 'status'} aria-label="Last event">
          {state.notice.text}
        </p>
      )}
      <PairForm ready={state.status === 'ready'} onPair={(uri) => wallet.pair(uri)} />
      {state.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.id}
          proposal={proposal}
          onApprove={() => void wallet.approveProposal(proposal.id)}
          onReject={() => void wallet.rejectProposal(proposal.id)}
        />
      ))}
      {state.requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          onApprove={() => void wallet.approveRequest(request.id)}
          onReject={() => void wallet.rejectRequest(request.id)}
        />
      ))}
      <SessionList sessions={state.sessions} onDisconnect={(topic) => void wallet.disconnect(topic)} />
    </main>
  )
}
