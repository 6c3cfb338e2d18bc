// @vitest-environment happy-dom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createHatch, type Hatch } from '../../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { pay, requestPayment, type PayState } from '../../../../plugins/pay/index.js'
import PayView from '../../../../plugins/pay/views/PayView.js'
import { HatchProvider } from '../../../../ui/index.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A JSON-RPC node on 127.0.0.1 whose every account holds `wei` (all the pay view asks it). */
async function node(wei: bigint): Promise<string> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const answer = method === 'eth_getBalance' ? { result: `0x${wei.toString(16)}` } : { error: { code: -32601, message: `${method} is not served` } }
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

/** The pay view in `locale`, asked for 1.5 ETH on Local One, whose node says the wallet holds `wei`. */
async function mountPay(locale: string, connect: boolean, wei = 0n) {
  const network = { ...testNetworks.one, rpcUrls: { default: { http: [await node(wei)] } } }
  const hatch: Hatch = createHatch({
    projectId: 'pay-view-language-test',
    networks: [network],
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: unusedEndpoints,
    basic: true,
    features: { pay: true },
    locale,
    plugins: [pay()],
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined },
  } as HatchOptions)
  cleanups.push(() => hatch.destroy())
  await hatch.ready
  if (connect) await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
  const paying = requestPayment(hatch, { recipient: RECIPIENT, amount: '1.5', asset: 'native', network: network.caipNetworkId })
  paying.catch(() => undefined)
  const slice = () => hatch.getState().plugins['pay'] as PayState
  await waitFor(() => slice().step === 'choose' || undefined, 'the payment to open')
  const { container, unmount } = await renderInDom(
    <HatchProvider hatch={hatch} prefetch={false}>
      <Suspense fallback={<p>suspended</p>}>
        <PayView params={undefined} />
      </Suspense>
    </HatchProvider>,
  )
  cleanups.push(unmount)
  const { payFromWallet } = await hatch.context.plugins.controller<{ payFromWallet(): Promise<void> }>('pay')
  return { container, payFromWallet, slice }
}

describe('the pay view says its refusals in the modal’s language (happy-dom)', () => {
  it('not enough in the wallet, in German: the amounts in German digits, no English words', async () => {
    const { container, payFromWallet, slice } = await mountPay('de', true, 250_000_000_000_000_000n)
    await settle(() => payFromWallet())
    expect(slice().error?.code).toBe('INSUFFICIENT_BALANCE')
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('Nicht genug ETH: Deine Wallet auf Local One enthält 0,25 ETH, benötigt werden 1,5 ETH')
    expect(alert.textContent).not.toMatch(/Not enough|holds|is needed/)
  })

  it('not enough in the wallet, in English: the same words as before', async () => {
    const { container, payFromWallet } = await mountPay('en', true, 250_000_000_000_000_000n)
    await settle(() => payFromWallet())
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('Not enough ETH: your wallet holds 0.25 ETH on Local One, 1.5 ETH is needed')
  })

  it('no wallet connected, in German', async () => {
    const { container, payFromWallet, slice } = await mountPay('de', false)
    await settle(() => payFromWallet())
    expect(slice().error?.code).toBe('NOT_CONNECTED')
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 'the alert')
    expect(alert.textContent).toBe('Verbinde eine Wallet auf Local One, um damit zu bezahlen.')
    expect(alert.textContent).not.toMatch(/Connect a wallet|to pay from it/)
  })
})
