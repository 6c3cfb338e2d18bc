import { describe, expect, it } from 'vitest'
import { embedded } from '../../../../adapters/embedded/index.js'
import { approvalKindOf } from '../../../../adapters/embedded/runtime/approvalKind.js'
import { en } from '../../../../ui/messages/en.js'

/**
 * Issue 24 item 7: ApproveTransaction was titled "Approve Transaction" for every request, a
 * message signature included. The title now follows the request's method: the adapter's view
 * picks the catalogue entry for the kind the runtime passes (the e2e test approvalView.test.ts
 * sees "Sign Message" and "Approve Transaction" on the demo; typed data is checked here, since the
 * page's runtime has no typed-data call).
 */
describe('ApproveTransaction titled by the request', () => {
  const view = embedded({ secureSiteUrl: 'https://wallet.shop.example' }).views?.['ApproveTransaction']
  const titleOf = (method: string) => {
    const key = typeof view === 'object' ? view.titleKey?.({ kind: approvalKindOf(method) }) : undefined
    return (key && (en as Record<string, string>)[key]) ?? en['view.ApproveTransaction']
  }

  it.each([
    ['personal_sign', 'Sign Message'],
    ['solana_signMessage', 'Sign Message'],
    ['eth_signTypedData_v4', 'Sign Typed Data'],
    ['eth_sendTransaction', 'Approve Transaction'],
    ['wallet_sendCalls', 'Approve Transaction'],
    ['solana_signAndSendTransaction', 'Approve Transaction'],
  ])('%s → "%s"', (method, title) => {
    expect(titleOf(method)).toBe(title)
  })

  it('without params (a host opening the view itself) it keeps "Approve Transaction"', () => {
    expect(typeof view === 'object' ? view.titleKey?.(undefined) : 'no definition').toBeUndefined()
  })
})
