import { describe, expect, it } from 'vitest'
import { HatchError, isHatchError } from '../../../../kernel/index.js'
import type { CaipNetwork } from '../../../../kernel/index.js'
import { resolvePayment } from '../../../../plugins/pay/request.js'
import { testNetworks } from '../../../fixtures/createTestHatch.js'
import { loadErrorTexts, registerErrorTexts } from '../../../../kernel/errors/errorTexts.js'

// The pay plugin's descriptor registers its error texts; so does this file, which calls its code directly.
registerErrorTexts(() => import('../../../../plugins/pay/errorTexts.js'))
await loadErrorTexts()

const networks = [testNetworks.one, testNetworks.sol] as unknown as CaipNetwork[]
const makeError = (code: ConstructorParameters<typeof HatchError>[0], options?: ConstructorParameters<typeof HatchError>[1]) => new HatchError(code, options)
const USDC = { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', symbol: 'USDC', decimals: 6 }
const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const SOL_RECIPIENT = 'So11111111111111111111111111111111111111112'
const good = { recipient: RECIPIENT, amount: '1.5', asset: USDC, network: 'eip155:1337' }

/** The PAY_INVALID_REQUEST a request is refused with, by its message. */
function refusal(input: unknown): string {
  try {
    resolvePayment(input, networks, makeError)
  } catch (error) {
    expect(isHatchError(error, 'PAY_INVALID_REQUEST')).toBe(true)
    return (error as HatchError).shortMessage
  }
  throw new Error('the request was accepted')
}

describe('requestPayment input (valibot at the boundary)', () => {
  it('takes an ERC20 request: checksummed recipient and token, exact base units, the network’s RPC', () => {
    const payment = resolvePayment(good, networks, makeError)
    expect(payment).toMatchObject({
      namespace: 'eip155',
      caipNetworkId: 'eip155:1337',
      networkName: 'Local One',
      rpcUrl: 'http://127.0.0.1:1/',
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      units: 1_500_000n,
      symbol: 'USDC',
      decimals: 6,
    })
  })

  it('takes native ETH (18 decimals from the network) and native SOL (9 decimals)', () => {
    expect(resolvePayment({ ...good, asset: 'native', amount: '0.000000000000000001' }, networks, makeError)).toMatchObject({
      token: 'native',
      units: 1n,
      symbol: 'ETH',
    })
    expect(
      resolvePayment({ recipient: SOL_RECIPIENT, amount: '2', asset: 'native', network: testNetworks.sol.caipNetworkId }, networks, makeError),
    ).toMatchObject({
      namespace: 'solana',
      recipient: SOL_RECIPIENT,
      units: 2_000_000_000n,
      symbol: 'SOL',
    })
  })

  it('names each wrong field', () => {
    expect(refusal(undefined)).toMatch(/^Invalid payment request: /)
    expect(refusal({ ...good, recipient: undefined })).toBe('Invalid payment request: recipient is missing')
    expect(refusal({ ...good, amount: 1.5 })).toBe("Invalid payment request: amount must be a decimal text such as '1.5' (not a number, so nothing is rounded)")
    expect(refusal({ ...good, amount: '1,5' })).toBe("Invalid payment request: amount must be a decimal text such as '1.5' (digits and one '.')")
    expect(refusal({ ...good, amount: '-1' })).toBe("Invalid payment request: amount must be a decimal text such as '1.5' (digits and one '.')")
    expect(refusal({ ...good, amount: '0.000' })).toBe('Invalid payment request: amount must be more than 0')
    expect(refusal({ ...good, amount: '1.0000001' })).toBe('Invalid payment request: amount has 7 decimals; USDC has 6')
    expect(refusal({ ...good, asset: 'USDC' })).toBe("Invalid payment request: asset must be 'native' or { address, symbol, decimals }")
    expect(refusal({ ...good, asset: { ...USDC, address: '0x1234' } })).toBe(
      'Invalid payment request: asset.address is not an EVM contract address (0x and 40 hex characters)',
    )
    expect(refusal({ ...good, recipient: SOL_RECIPIENT })).toBe('Invalid payment request: recipient is not an EVM address (0x and 40 hex characters)')
    expect(refusal({ ...good, network: testNetworks.sol.caipNetworkId, asset: 'native' })).toBe(
      'Invalid payment request: recipient is not a Solana address (32 to 44 base58 characters)',
    )
    expect(refusal({ ...good, network: 'eip155:1' })).toBe(
      `Invalid payment request: network eip155:1 is not one of this site's networks (eip155:1337, ${testNetworks.sol.caipNetworkId})`,
    )
    expect(refusal({ ...good, network: 'polygon' })).toBe("Invalid payment request: network must be a CAIP network id such as 'eip155:1'")
  })

  it('refuses a Bitcoin network: pay supports EVM and Solana', () => {
    const btc = {
      ...testNetworks.one,
      id: 'btc',
      name: 'Bitcoin',
      chainNamespace: 'bip122',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    } as unknown as CaipNetwork
    expect(() => resolvePayment({ ...good, asset: 'native', network: btc.caipNetworkId }, [btc], makeError)).toThrow(
      /is a bip122 network; pay supports EVM and Solana networks/,
    )
  })
})
