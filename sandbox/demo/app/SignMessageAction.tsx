import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { Hatch } from 'hatch'

type Outcome = { kind: 'signature'; text: string } | { kind: 'error'; text: string } | undefined

/**
 * "Sign message" for the active namespace: asks the connected wallet (whichever adapter holds the
 * account: injected, WalletConnect ...) to sign the text, and shows the signature, so a person or
 * a test can check the wallet answered.
 */
export function SignMessageAction({ hatch }: { hatch: Hatch }) {
  const state = useSyncExternalStore(hatch.subscribe, hatch.getState)
  const namespace = state.activeNamespace
  const account = namespace ? state.chains[namespace]?.account : undefined
  const connected = account?.status === 'connected' && account.address !== undefined
  const [message, setMessage] = useState('Hello from the Hatch demo')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const id = useId()

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    if (!namespace || !account?.address) return
    setBusy(true)
    setOutcome(undefined)
    try {
      // getAdapter routes to the adapter owning the account's connector (WalletConnect, injected ...).
      await hatch.started
      const runtime = await hatch.context.getAdapter(namespace)
      setOutcome({ kind: 'signature', text: await runtime.signMessage({ message, address: account.address }) })
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sign a message</h2>
      <form onSubmit={(event) => void sign(event)}>
        <label htmlFor={`${id}-message`}>Message</label>{' '}
        <input id={`${id}-message`} type="text" value={message} onChange={(event) => setMessage(event.target.value)} />{' '}
        <button type="submit" disabled={!connected || busy}>
          Sign message
        </button>
      </form>
      {outcome?.kind === 'signature' && (
        <p>
          Signature: <output aria-label="Signature">{outcome.text}</output>
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" aria-label="Signing error">
          {outcome.text}
        </p>
      )}
    </section>
  )
}
