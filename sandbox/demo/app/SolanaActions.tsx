import { useState, type FormEvent } from 'react'
import type { ChainNamespace, Hatch } from 'hatch'
import { useAccount } from 'hatch/react'
import { isSolanaAddress, parseUnits, SOL_DECIMALS, type SolanaRuntime } from 'hatch/adapters/solana'

/** The demo's sample message for "Sign Solana message". */
export const SOLANA_DEMO_MESSAGE = 'Hello from the Hatch demo'

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string }

const describe = (error: unknown) => (error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error))

/**
 * Demo controls for what the modal itself does not trigger: switching the active namespace
 * through the public API (`hatch.switchNetwork`), and, with a Solana account, signing a message
 * and sending SOL through the Solana adapter runtime (`hatch.context.getAdapter('solana')`).
 */
export function SolanaActions({ hatch }: { hatch: Hatch }) {
  const solana = useAccount('solana')
  const [signed, setSigned] = useState<Outcome>({ kind: 'idle' })
  const [sent, setSent] = useState<Outcome>({ kind: 'idle' })
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const runtime = async () => {
    await hatch.started
    return (await hatch.context.getAdapter('solana')) as SolanaRuntime
  }

  const switchToNamespace = (namespace: ChainNamespace) => {
    const state = hatch.getState()
    const network = state.chains[namespace]?.network.caipNetwork ?? hatch.context.options.networks.find((n) => n.chainNamespace === namespace)
    if (network) hatch.switchNetwork(network)
  }

  const sign = async () => {
    setSigned({ kind: 'busy' })
    try {
      const signature = await (await runtime()).signMessage({ message: SOLANA_DEMO_MESSAGE, address: solana.address ?? '' })
      setSigned({ kind: 'done', text: signature })
    } catch (error) {
      setSigned({ kind: 'failed', text: describe(error) })
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    setSent({ kind: 'busy' })
    try {
      if (!isSolanaAddress(to)) throw new Error('Enter a Solana address (32 to 44 base58 characters)')
      const value = parseUnits(amount, SOL_DECIMALS)
      // The runtime of the connected wallet (the Solana adapter's, the embedded wallet's or a
      // WalletConnect session's); one that cannot send says so instead of failing on the call.
      const wallet: Partial<SolanaRuntime> = await runtime()
      if (typeof wallet.sendTransaction !== 'function') throw new Error('The connected wallet cannot send SOL from this page')
      const signature = await wallet.sendTransaction({ to, value })
      setSent({ kind: 'done', text: signature })
    } catch (error) {
      setSent({ kind: 'failed', text: describe(error) })
    }
  }

  return (
    <section aria-labelledby="solana-actions-title">
      <h2 id="solana-actions-title">Namespaces and Solana actions</h2>
      <p>
        <button type="button" onClick={() => switchToNamespace('eip155')}>
          Use EVM
        </button>{' '}
        <button type="button" onClick={() => switchToNamespace('solana')}>
          Use Solana
        </button>
      </p>
      <dl aria-label="Solana account">
        <dt>Solana address</dt>
        <dd>{solana.address ?? '—'}</dd>
      </dl>
      <p>
        <button type="button" disabled={!solana.isConnected || signed.kind === 'busy'} onClick={() => void sign()}>
          Sign Solana message
        </button>
      </p>
      <Result label="Solana message signature" outcome={signed} />
      <form onSubmit={(e) => void send(e)} aria-label="Send SOL">
        <label>
          Solana recipient <input value={to} onChange={(e) => setTo(e.target.value)} spellCheck={false} size={48} />
        </label>{' '}
        <label>
          Amount (SOL) <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" size={10} />
        </label>{' '}
        <button type="submit" disabled={!solana.isConnected || sent.kind === 'busy'}>
          Send SOL
        </button>
      </form>
      <Result label="Solana transaction signature" outcome={sent} />
    </section>
  )
}

function Result({ label, outcome }: { label: string; outcome: Outcome }) {
  if (outcome.kind === 'idle') return null
  if (outcome.kind === 'failed') return <p role="alert" aria-label={label}>{`Failed: ${outcome.text}`}</p>
  return (
    <p role="status" aria-label={label}>
      {outcome.kind === 'busy' ? 'Waiting for the wallet…' : outcome.text}
    </p>
  )
}
