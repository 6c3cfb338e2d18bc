// @vitest-environment happy-dom
/**
 * hatch/testing/browser: test wallets hold real keys and approve on command, so they refuse any
 * page whose origin is not loopback unless the caller names that origin.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { HatchTestingError, installTestWallets, isLoopbackOrigin, type StackInfo } from '../../../testing/browser/index.js'

const stack: StackInfo = {
  projectId: 'p',
  urls: { catalogue: 'http://127.0.0.1:1', data: 'http://127.0.0.1:2', analytics: 'http://127.0.0.1:3', admin: 'http://127.0.0.1:4' },
  networks: [
    {
      id: 713101,
      name: 'Hatch Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'x', url: 'http://127.0.0.1:2/explorer' } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:713101',
      testnet: false,
      assets: { imageId: 'i', imageUrl: 'http://127.0.0.1:1/i' },
      contracts: {} as never,
    },
  ],
  accounts: {
    // anvil's first default account
    evm: [
      { index: 0, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
    ],
    solana: [],
    bitcoin: [],
  },
}

/** The names of the EIP-6963 wallets the page announces, as a dapp discovers them. */
function announcedWallets(): string[] {
  const names: string[] = []
  const listen = (event: Event) => names.push((event as CustomEvent<{ info: { name: string } }>).detail.info.name)
  window.addEventListener('eip6963:announceProvider', listen)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listen)
  return names
}

const setOrigin = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)['HatchTestWallet']
})

describe('installTestWallets on a window', () => {
  it('refuses a non-loopback origin with TESTING_NOT_LOOPBACK naming the origin and the way to opt in, and installs nothing', async () => {
    setOrigin('https://shop.example.com/checkout')
    const error = await installTestWallets(window, { stack, evm: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HatchTestingError)
    expect((error as HatchTestingError).code).toBe('TESTING_NOT_LOOPBACK')
    expect((error as Error).message).toBe(
      'installTestWallets refused to install test wallets on https://shop.example.com: they hold real keys and approve on command, so they only install on a loopback origin (127.0.0.1, ::1, localhost). To test a deployed page on purpose, pass allowOrigin: "https://shop.example.com".',
    )
    expect(announcedWallets()).toEqual([])
  })

  it('refuses when allowOrigin names another origin', async () => {
    setOrigin('https://shop.example.com/')
    await expect(installTestWallets(window, { stack, evm: true, allowOrigin: 'https://staging.example.com' })).rejects.toMatchObject({
      code: 'TESTING_NOT_LOOPBACK',
    })
    expect(announcedWallets()).toEqual([])
  })

  it('installs on the origin the caller opted in by name', async () => {
    setOrigin('https://staging.example.com/')
    const installed = await installTestWallets(window, { stack, evm: { name: 'Staging Wallet' }, allowOrigin: 'https://staging.example.com' })
    expect(installed.evm?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(announcedWallets()).toEqual(['Staging Wallet'])
  })

  it('installs on a loopback origin without opting in', async () => {
    setOrigin('http://127.0.0.1:5173/')
    // (The page still announces the wallet the test before installed: listeners live as long as the window.)
    expect(announcedWallets()).not.toContain('Hatch Test Wallet')
    await installTestWallets(window, { stack, evm: true })
    expect(announcedWallets()).toContain('Hatch Test Wallet')
  })

  it('refuses a Solana wallet when the stack has no Solana cluster, naming the option', async () => {
    setOrigin('http://localhost:3000/')
    await expect(installTestWallets(window, { stack, solana: true })).rejects.toThrow(
      'The Solana test wallet needs the Solana cluster, which this stack was started without: pass chains: { solana: true } to startStack.',
    )
  })

  it('refuses a target that is neither a page nor a window', async () => {
    await expect(installTestWallets({} as never, { stack, evm: true })).rejects.toMatchObject({ code: 'TESTING_UNSUPPORTED_TARGET' })
  })
})

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://127.0.0.1:5173', true],
    ['http://127.8.9.1', true],
    ['http://localhost:3000', true],
    ['http://app.localhost', true],
    ['http://[::1]:8080', true],
    ['https://example.com', false],
    ['http://127.0.0.1.example.com', false],
    ['http://localhost.example.com', false],
    ['http://10.0.0.1', false],
    ['null', false],
  ])('%s → %s', (origin, expected) => {
    expect(isLoopbackOrigin(origin)).toBe(expected)
  })
})
