import { useState } from 'react'
import { isHatchError, type Hatch } from 'hatch'
import { requestPayment, type PaymentRequest } from 'hatch/plugins/pay'

/**
 * The host's own "Pay 1.5 USDC" button: it asks for the payment through the pay plugin's API and
 * shows what the promise settled with (the hash once confirmed, or the typed error).
 */
export function PayAction({ hatch, request, label }: { hatch: Hatch; request: PaymentRequest; label: string }) {
  const [result, setResult] = useState('')
  const [busy, setBusy] = useState(false)
  const run = () => {
    setBusy(true)
    setResult('Waiting for the payment…')
    requestPayment(hatch, request)
      .then(
        (paid) => setResult(`Paid: ${paid.hash}`),
        (error: unknown) => {
          const e = error as { shortMessage?: string; message?: string }
          setResult(`Payment failed (${isHatchError(error) ? `HatchError ${error.code}` : 'UNKNOWN_ERROR'}): ${e.shortMessage ?? e.message ?? String(error)}`)
        },
      )
      .finally(() => setBusy(false))
  }
  return (
    <section aria-label="Pay">
      <button type="button" onClick={run} disabled={busy}>
        {label}
      </button>
      <output aria-label="Payment result">{result}</output>
    </section>
  )
}
