// @vitest-environment happy-dom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { onramp, type OnrampState } from '../../../../plugins/onramp/index.js'
import OnrampView from '../../../../plugins/onramp/views/OnrampView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'

const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-one', display_name: 'Local One', chain_id: '1337', contract_address: '0xc0' }] },
  ],
}

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The services on 127.0.0.1: the onramp options, and 404 for anything else. */
async function dataService(): Promise<string> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const found = new URL(req.url ?? '/', 'http://127.0.0.1').pathname === '/v1/onramp/options'
    res.writeHead(found ? 200 : 404, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(found ? OPTIONS : { message: 'not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The Buy view in `locale` for a wallet on Local One; submits it with the amount left empty. */
async function submitEmpty(locale: string) {
  const hatch: Hatch = createHatch({
    projectId: 'onramp-view-language-test',
    networks: [testNetworks.one],
    adapters: [scriptedAdapter('eip155', { address: '0x00000000000000000000000000000000000000a1', chainId: testNetworks.one.id }).adapter],
    storage: memoryBackend(),
    endpoints: await dataService().then((url) => ({ catalogue: url, data: url, analytics: url })),
    basic: false,
    features: { onramp: true },
    locale,
    plugins: [onramp({ quoteDelayMs: 0 })],
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  cleanups.push(() => hatch.destroy())
  await hatch.ready.catch(() => undefined)
  await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>suspended</p>}>
        <OnrampView params={undefined} />
      </Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount)
  const form = await waitFor(() => container.querySelector('form'), 'the Buy form')
  await waitFor(() => (hatch.getState().plugins['onramp'] as OnrampState).purchaseCurrency, 'the currency to buy')
  await settle(() => void form.requestSubmit())
  await waitFor(() => (hatch.getState().plugins['onramp'] as OnrampState).errors.amount, 'the amount’s error')
  const field = container.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => container.querySelector(`[id="${id}"]`)?.textContent ?? '')
  return { text: container.textContent ?? '', described }
}

describe('Buy says an empty amount in the modal’s language (happy-dom)', () => {
  it('in German: “Ungültiger Betrag: gib den zu zahlenden Betrag ein”, no English words', async () => {
    const { text, described } = await submitEmpty('de')
    expect(described).toContain('Ungültiger Betrag: gib den zu zahlenden Betrag ein')
    expect(text).not.toMatch(/enter the amount|amount to pay/)
  })

  it('in English: the same words as before', async () => {
    const { described } = await submitEmpty('en')
    expect(described).toContain('Invalid amount: enter the amount to pay')
  })
})
