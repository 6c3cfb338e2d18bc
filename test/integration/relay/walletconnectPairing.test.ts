import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { toHex, verifyMessage } from 'viem'
import { startRelay, type RelayHandle } from '../../../sandbox/relay/index.js'
import { installLoopbackGuard } from './loopbackGuard.js'

// The wallet's keys: anvil's first account, and fixed Solana / Bitcoin addresses.
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const EVM_CHAIN = 'eip155:31337'
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BITCOIN_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BITCOIN_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const PROJECT_ID = 'hatch-sandbox'
const RPC = 'http://127.0.0.1:9'

const account = privateKeyToAccount(EVM_KEY)
const metadata = (name: string) => ({ name, description: `${name} (test)`, url: 'http://127.0.0.1', icons: [] })

describe('WalletConnect pairing through the loopback relay', () => {
  let relay: RelayHandle
  let guard: ReturnType<typeof installLoopbackGuard>
  let dapp: InstanceType<typeof UniversalProvider>
  let wallet: Awaited<ReturnType<typeof WalletKit.init>>
  const previousTestSwitch = process.env.IS_VITEST

  beforeAll(async () => {
    // The SDKs' only switch for verify (and WalletKit's INIT analytics event); vitest does not set it.
    process.env.IS_VITEST = 'true'
    guard = installLoopbackGuard()
    relay = await startRelay({ port: 0 })
    dapp = await UniversalProvider.init({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      metadata: metadata('Hatch dapp'),
      customStoragePrefix: 'hatch-dapp',
      telemetryEnabled: false,
      logger: 'silent',
    })
    const core = new Core({
      projectId: PROJECT_ID,
      relayUrl: relay.url,
      customStoragePrefix: 'hatch-wallet',
      telemetryEnabled: false,
      logger: 'silent',
    })
    wallet = await WalletKit.init({ core, metadata: metadata('Hatch phone wallet') })
  })

  afterAll(async () => {
    await dapp?.client.core.relayer.transportClose().catch(() => undefined)
    await wallet?.core.relayer.transportClose().catch(() => undefined)
    await relay?.stop()
    guard?.uninstall()
    if (previousTestSwitch === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previousTestSwitch
  })

  function connectDapp() {
    return dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [EVM_CHAIN],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap: { '31337': RPC, [EVM_CHAIN]: RPC },
        },
        solana: {
          chains: [SOLANA_CHAIN],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
          rpcMap: { [SOLANA_CHAIN]: RPC, EtWTRABZaYq6iMfeYKouRu166VU2xqa1: RPC },
        },
        bip122: {
          chains: [BITCOIN_CHAIN],
          methods: ['signMessage', 'sendTransfer'],
          events: [],
          rpcMap: { [BITCOIN_CHAIN]: RPC, '0f9188f13cb7b2c71f2a335e3a4fc328': RPC },
        },
      },
    })
  }

  function nextProposal(): Promise<WalletKitTypes.SessionProposal> {
    return new Promise((resolve) => wallet.once('session_proposal', resolve))
  }

  it('rejects a proposal in the wallet and the dapp learns it', async () => {
    const proposal = nextProposal()
    dapp.once('display_uri', (uri: string) => void wallet.pair({ uri }))
    const connecting = connectDapp()
    const { id } = await proposal
    await wallet.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
    await expect(connecting).rejects.toMatchObject({ message: 'User rejected.' })
    expect(dapp.session).toBeUndefined()
  })

  it('pairs with eip155, solana and bip122 in one session, and the wallet answers personal_sign', async () => {
    const proposal = nextProposal()
    let uri = ''
    dapp.once('display_uri', (value: string) => {
      uri = value
      void wallet.pair({ uri: value })
    })
    const connecting = connectDapp()
    const { id, params } = await proposal
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(Object.keys(params.optionalNamespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    await wallet.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [EVM_CHAIN],
          accounts: [`${EVM_CHAIN}:${account.address}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
        solana: {
          chains: [SOLANA_CHAIN],
          accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
        bip122: {
          chains: [BITCOIN_CHAIN],
          accounts: [`${BITCOIN_CHAIN}:${BITCOIN_ADDRESS}`],
          methods: ['signMessage', 'sendTransfer'],
          events: [],
        },
      },
    })
    await connecting
    const session = dapp.session
    expect(session?.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${account.address}`])
    expect(session?.namespaces.solana?.accounts).toEqual([`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`])
    expect(session?.namespaces.bip122?.accounts).toEqual([`${BITCOIN_CHAIN}:${BITCOIN_ADDRESS}`])

    // The wallet's side runs in its listener; the test awaits it too, so its failures show here.
    let answered: Promise<void> | undefined
    wallet.once('session_request', (event: WalletKitTypes.SessionRequest) => {
      answered = (async () => {
        const [message, address] = event.params.request.params as [`0x${string}`, string]
        expect(address).toBe(account.address)
        const signature = await account.signMessage({ message: { raw: message } })
        await wallet.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result: signature } })
      })()
    })
    const message = 'Sign in to Hatch'
    const signature = await dapp.request<`0x${string}`>({ method: 'personal_sign', params: [toHex(message), account.address] }, EVM_CHAIN)
    await answered
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('carries a rejected request back to the dapp as an error', async () => {
    let answered: Promise<void> | undefined
    wallet.once('session_request', (event: WalletKitTypes.SessionRequest) => {
      answered = wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
      })
    })
    await expect(dapp.request({ method: 'personal_sign', params: [toHex('no'), account.address] }, EVM_CHAIN)).rejects.toMatchObject({
      message: 'User rejected the request.',
    })
    await answered
  })

  it('kept every connection of both SDKs on 127.0.0.1', () => {
    // The guard saw the SDKs' relay sockets, so it was watching; none went elsewhere.
    expect(guard.attempts.filter((a) => a.via === 'http').length).toBeGreaterThanOrEqual(2)
    expect(guard.foreign()).toEqual([])
  })
})
