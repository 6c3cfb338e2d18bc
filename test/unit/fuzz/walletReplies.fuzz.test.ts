import fc from 'fast-check'
import { vi, describe, expect, it } from 'vitest'
import { parseAnnouncement } from '../../../adapters/evm/discovery/eip6963.js'
import { EstimateGasSchema, parseParams, SendTransactionSchema, WriteContractSchema } from '../../../adapters/evm/runtime/actionParams.js'
import { forwardProviderEvents } from '../../../adapters/evm/runtime/providerEvents.js'
import { describeWalletError, errorCodes, isUserRejection, needsAddChain } from '../../../adapters/evm/runtime/walletErrors.js'
import { sessionAccounts } from '../../../adapters/walletconnect/namespaces.js'
import { walletRequestError } from '../../../adapters/walletconnect/runtime/walletRequests.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { anyInput, expectTypedError, fuzzParams, hostileString, mutationsOf } from './fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// What wallets hand the product: EIP-6963 announcements (any script on the page can dispatch
// one), errors thrown by a wallet's request(), and the parameters hosts pass to wallet actions.

const announcement = {
  info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Amber', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.amber' },
  provider: { request: async () => null },
}

describe('fuzz: wallet boundaries', () => {
  it('EIP-6963 announcements: accepted as sent, or refused with a problem naming the field', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, mutationsOf(announcement)), (detail) => {
        const checked = parseAnnouncement(detail)
        if (checked.ok) {
          expect(typeof checked.wallet.provider.request).toBe('function')
          expect(checked.wallet.info.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)
        } else {
          expect(checked.problem).toMatch(/^(info|provider)|^Invalid type/)
        }
      }),
      fuzzParams(),
    )
  })

  it('whatever a wallet throws becomes WALLET_REQUEST_REJECTED or WALLET_REQUEST_FAILED naming the method', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          anyInput.map((code) => ({ code, message: 'User rejected' })),
        ),
        (thrown) => {
          const error = walletRequestError('eth_sendTransaction', thrown)
          expectTypedError(error, ['WALLET_REQUEST_REJECTED', 'WALLET_REQUEST_FAILED'])
          expect(error.details ?? '').toContain('eth_sendTransaction')
        },
      ),
      fuzzParams(),
    )
  })

  it.each([
    ['sendTransaction', SendTransactionSchema, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, data: '0x' }],
    ['estimateGas', EstimateGasSchema, { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }],
    ['writeContract', WriteContractSchema, { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', abi: [], functionName: 'transfer', args: [] }],
  ] as const)('EVM %s parameters: parsed, or INVALID_PARAMETERS naming the method and field', (method, schema, valid) => {
    fc.assert(
      fc.property(fc.oneof(anyInput, mutationsOf(valid)), (input) => {
        try {
          parseParams(method, schema, input)
        } catch (error) {
          expectTypedError(error, ['INVALID_PARAMETERS'])
          expect(error.params.method).toBe(method)
          expect(String(error.params.issue).length).toBeGreaterThan(0)
        }
      }),
      fuzzParams(),
    )
  })
})

describe('fuzz: WalletConnect session namespaces (what the wallet approved)', () => {
  const networks = [
    {
      id: 1,
      name: 'One',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
    },
    {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Sol',
      nativeCurrency: { name: 'Sol', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
  ] as unknown as CaipNetwork[]
  const account = fc.oneof(
    hostileString,
    fc
      .tuple(
        fc.constantFrom('eip155:1', 'eip155:999', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93', 'eip155', ''),
        hostileString,
      )
      .map(([chain, address]) => `${chain}:${address}`),
  )
  const namespaces = fc.dictionary(
    fc.constantFrom('eip155', 'solana', 'bip122', 'cosmos', '__proto__'),
    fc.record({ accounts: fc.array(account, { maxLength: 6 }) }, { requiredKeys: [] }),
    { maxKeys: 4 },
  )

  it('any approved accounts: one entry per namespace at most, each on a chain of that namespace, with non-empty addresses', () => {
    fc.assert(
      fc.property(namespaces, (session) => {
        const result = sessionAccounts(session, networks)
        expect(new Set(result.map((r) => r.namespace)).size).toBe(result.length)
        for (const entry of result) {
          expect(entry.chain.startsWith(`${entry.namespace}:`)).toBe(true)
          expect(entry.addresses.length).toBeGreaterThan(0)
          for (const address of entry.addresses) expect(address.length).toBeGreaterThan(0)
        }
      }),
      fuzzParams(),
    )
  })
})

describe('fuzz: EVM wallet errors and events (whatever an injected wallet throws or emits)', () => {
  it('errorCodes, isUserRejection, needsAddChain and describeWalletError never throw on anything a wallet throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          anyInput.map((code) => ({ code, message: 'x', cause: { code: 4001 } })),
        ),
        (thrown) => {
          const codes = errorCodes(thrown)
          for (const code of codes) expect(typeof code).toBe('number')
          expect(typeof isUserRejection(thrown)).toBe('boolean')
          expect(typeof needsAddChain(thrown)).toBe('boolean')
          expect(typeof describeWalletError(thrown)).toBe('string')
        },
      ),
      fuzzParams(),
    )
  })

  it('accountsChanged, chainChanged and disconnect with any payload reach the kernel only as string lists and safe chain ids', () => {
    fc.assert(
      fc.property(fc.constantFrom('accountsChanged', 'chainChanged', 'disconnect'), anyInput, (event, payload) => {
        const handlers = new Map<string, (value: unknown) => void>()
        const seen: { accounts: unknown[]; chains: unknown[]; disconnects: number } = { accounts: [], chains: [], disconnects: 0 }
        const ctx = {
          handleAccountsChanged: (_ns: string, list: unknown) => void seen.accounts.push(list),
          handleChainChanged: (_ns: string, id: unknown) => void seen.chains.push(id),
          handleDisconnected: () => void (seen.disconnects += 1),
        }
        const provider = {
          request: async () => null,
          on: (name: string, fn: (value: unknown) => void) => void handlers.set(name, fn),
          removeListener: () => {},
        }
        const stop = forwardProviderEvents(ctx as never, provider as never)
        handlers.get(event)?.(payload)
        stop()
        for (const list of seen.accounts) {
          expect(Array.isArray(list)).toBe(true)
          for (const address of list as unknown[]) expect(typeof address).toBe('string')
        }
        for (const id of seen.chains) expect(Number.isSafeInteger(id) && (id as number) > 0).toBe(true)
      }),
      fuzzParams(),
    )
  })
})
