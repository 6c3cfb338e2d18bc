import { useId, useState, type FormEvent } from 'react'

/** The "WalletConnect URI" field and its "Pair" button (the uri a dapp shows as QR code or link). */
export function PairForm({ ready, onPair }: { ready: boolean; onPair: (uri: string) => Promise<void> }) {
  const [uri, setUri] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await onPair(uri)
    } finally {
      setBusy(false)
    }
    setUri('')
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pair with a dapp</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-uri`}>WalletConnect URI</label>
        <input
          id={`${id}-uri`}
          type="text"
          value={uri}
          placeholder="wc:…"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setUri(event.target.value)}
        />
        <button type="submit" disabled={!ready || busy}>
          Pair
        </button>
      </form>
    </section>
  )
}
