import { useState } from 'react'
import { isHatchError, type Hatch } from 'hatch'
import { requestPayment, type PaymentRequest } from 'hatch/plugins/pay'

/**
 * What a visitor reads when the payment did not happen: a cancel is no failure, and a typed error
 * says its catalogue text (the code stays in the console, not on the page).
 */
export function resultText(error: unknown): string {
  if (isHatchError(error, 'PAY_CANCELLED')) return 'Payment cancelled'
  if (isHatchError(error)) return error.shortMessage.startsWith('Payment ') ? error.shortMessage : `Payment failed: ${error.shortMessage}`
  return `Payment failed: ${error instanceof Error ? error.message : String(error)}`
}

/**
 * The host's own "Pay 1.5 USDC" button: it asks for the payment through the pay plugin's API and
 * shows what the promise settled with (the hash once confirmed, or a plain text for what went wrong).
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
        (error: unknown) => setResult(resultText(error)),
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
