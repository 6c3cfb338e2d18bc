import { base58 as bs58 } from '@scure/base'
import { verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createHatch, type Hatch } from '../../../kernel/createHatch.js'
import type { HatchOptions } from '../../../kernel/instance/resolveCoreOptions.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { walletConnect, type WalletConnectOptions, type WalletConnectPairingState, type WalletConnectRuntime } from '../../../adapters/walletconnect/index.js'
import { startRelay, type RelayHandle } from '../../../sandbox/relay/index.js'
import { memoryBackend, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { installLoopbackGuard } from '../relay/loopbackGuard.js'
import { sandbox } from '../sandbox/helpers.js'
import { memoryKeyValueStorage, solanaKey, startWallet, WALLET_NAME } from './walletSide.js'

const SOLANA: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
}
const ID = 'walletConnect'

describe('walletConnect() adapter through the loopback relay (WalletKit as the phone wallet)', () => {
  let relay: RelayHandle
  let guard: ReturnType<typeof installLoopbackGuard>
  let wallet: Awaited<ReturnType<typeof startWallet>>
  const hatches: Hatch[] = []
  const previous = { vitest: process.env.IS_VITEST, globalCore: process.env.DISABLE_GLOBAL_CORE }
  const evmNetwork = () => sandbox().networks[0] as unknown as CaipNetwork
  const evmAccount = () => privateKeyToAccount(sandbox().accounts[0]!.privateKey)
  const sol = solanaKey()
  let prefixes = 0

  beforeAll(async () => {
    // The SDKs' own switch for verify and WalletKit's analytics event (docs/stand-ins.md); one
    // core per client, so a "reloaded" instance builds a fresh core on the same stored keys.
    process.env.IS_VITEST = 'true'
    process.env.DISABLE_GLOBAL_CORE = 'true'
    guard = installLoopbackGuard()
    relay = await startRelay({ port: 0 })
    wallet = await startWallet(relay.url, 'it-wc-wallet')
  })

  afterAll(async () => {
    for (const hatch of hatches) hatch.destroy()
    await wallet?.stop()
    await relay?.stop()
    guard?.uninstall()
    for (const [key, value] of [
      ['IS_VITEST', previous.vitest],
      ['DISABLE_GLOBAL_CORE', previous.globalCore],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  function newHatch(wc: WalletConnectOptions = {}, options: Partial<HatchOptions> = {}) {
    const hatch = createHatch({
      projectId: 'hatch-sandbox',
      networks: [evmNetwork(), SOLANA],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      metadata: { name: 'Hatch test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
      adapters: [walletConnect({ relayUrl: relay.url, storagePrefix: `it-wc-dapp-${++prefixes}`, storage: memoryKeyValueStorage(), ...wc })],
      ...options,
    })
    hatches.push(hatch)
    return hatch
  }

  const pairingOf = (hatch: Hatch) => hatch.getState().plugins[ID] as WalletConnectPairingState | undefined

  /** Resolves with the first uri different from `after` that the instance publishes. */
  function nextUri(hatch: Hatch, after?: string): Promise<string> {
    return new Promise((resolve) => {
      const check = () => {
        const uri = pairingOf(hatch)?.uri
        if (uri && uri !== after) {
          stop()
          resolve(uri)
          return true
        }
        return false
      }
      const stop = hatch.subscribe(() => void check())
      check()
    })
  }

  const disconnectedOn = (hatch: Hatch, namespace: string) =>
    new Promise<void>((resolve) => {
      const off = hatch.on('account:disconnected', (event) => {
        if (event.namespace !== namespace) return
        off()
        resolve()
      })
    })

  async function pairAndApprove(hatch: Hatch) {
    const connecting = hatch.connect({ namespace: 'eip155', connectorId: ID })
    const uri = await nextUri(hatch)
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri })
    await wallet.approve(await proposal, { evm: evmAccount(), solana: sol.address })
    await connecting
    return uri
  }

  it('lists one WalletConnect connector on each configured namespace, next to nothing else', async () => {
    const hatch = newHatch()
    await hatch.started
    expect(hatch.getState().connectors.map((c) => `${c.chain}:${c.id}:${c.type}`)).toEqual([
      'eip155:walletConnect:WALLET_CONNECT',
      'solana:walletConnect:WALLET_CONNECT',
    ])
  })

  it('pairs, and the approved session applies an account on eip155 and on solana', async () => {
    const hatch = newHatch()
    const uri = await pairAndApprove(hatch)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const { chains, connections } = hatch.getState()
    expect(chains.eip155?.account).toMatchObject({ address: evmAccount().address, status: 'connected', connectorId: ID })
    expect(chains.eip155?.account.connectedWalletInfo?.name).toBe(WALLET_NAME)
    expect(chains.solana?.account).toMatchObject({ address: sol.address, status: 'connected', connectorId: ID })
    expect(connections.map((c) => c.namespace).sort()).toEqual(['eip155', 'solana'])
    expect(pairingOf(hatch)).toMatchObject({ status: 'connected' })
    expect(pairingOf(hatch)?.uri).toBeUndefined()

    // Later calls route to the WalletConnect runtime by the account's connector.
    const evm = await hatch.context.getAdapter('eip155')
    const onChain = await createPublicClient({ transport: http(evmNetwork().rpcUrls.default.http[0]) }).getBalance({ address: evmAccount().address })
    expect(await evm.getBalance({ address: evmAccount().address, network: evmNetwork() })).toEqual({
      balance: formatEther(onChain),
      symbol: evmNetwork().nativeCurrency.symbol,
    })

    const request = wallet.nextRequest()
    const signing = evm.signMessage({ message: 'Sign in to Hatch', address: evmAccount().address })
    const event = await request
    expect(event.params.request.method).toBe('personal_sign')
    const [hex] = event.params.request.params as [`0x${string}`]
    await wallet.answer(event, await evmAccount().signMessage({ message: { raw: hex } }))
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address: evmAccount().address, message: 'Sign in to Hatch', signature })).toBe(true)

    const solanaRequest = wallet.nextRequest()
    const solSigning = (await hatch.context.getAdapter('solana')).signMessage({ message: 'gm solana', address: sol.address })
    const solEvent = await solanaRequest
    expect(solEvent.params.request.method).toBe('solana_signMessage')
    const { message, pubkey } = solEvent.params.request.params as { message: string; pubkey: string }
    expect(pubkey).toBe(sol.address)
    expect(new TextDecoder().decode(bs58.decode(message))).toBe('gm solana')
    await wallet.answer(solEvent, { signature: bs58.encode(sol.sign(bs58.decode(message))) })
    const solSignature = bs58.decode(await solSigning)
    expect(verify(null, new TextEncoder().encode('gm solana'), sol.publicKey, solSignature)).toBe(true)

    // The wallet reports another account: the kernel's account follows.
    const topic = ((await hatch.context.getAdapter('eip155', ID)) as WalletConnectRuntime).provider.session!.topic
    const other = privateKeyToAccount(sandbox().accounts[1]!.privateKey).address
    const changed = new Promise<void>((resolve) => hatch.on('account:changed', () => resolve()))
    await wallet.kit.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [`${evmNetwork().caipNetworkId}:${other}`] },
      chainId: evmNetwork().caipNetworkId,
    })
    await changed
    expect(hatch.getState().chains.eip155?.account.address).toBe(other)

    // The wallet ends the session: both namespaces disconnect and the pairing state is reset (§4).
    hatch.context.storage.set('deepLinkChoice', { href: 'https://wallet.example/', name: 'Example' })
    const gone = new Promise<void>((resolve) => {
      const seen = new Set<string>()
      hatch.on('account:disconnected', ({ namespace }) => void (seen.add(namespace), seen.size === 2 && resolve()))
    })
    await wallet.kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    await gone
    expect(hatch.getState().chains.eip155?.account.status).toBe('disconnected')
    expect(hatch.getState().chains.solana?.account.address).toBeUndefined()
    expect(pairingOf(hatch)).toMatchObject({ status: 'disconnected' })
    expect(hatch.context.storage.get('deepLinkChoice')).toBeUndefined()
  })

  it('a rejected proposal fails the connect with CONNECTION_REJECTED, and a fresh uri then pairs', async () => {
    const hatch = newHatch()
    const first = hatch.connect({ namespace: 'eip155', connectorId: ID })
    const uri = await nextUri(hatch)
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri })
    await wallet.reject(await proposal)
    const error = await first.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isHatchError(error, 'CONNECTION_REJECTED')).toBe(true)
    expect(pairingOf(hatch)?.status).toBe('rejected')
    expect(hatch.getState().chains.eip155?.account.status).toBe('disconnected')

    const second = await pairAndApprove(hatch)
    expect(second).not.toBe(uri)
    expect(hatch.getState().chains.eip155?.account.address).toBe(evmAccount().address)
    // Disconnecting one namespace ends the one session, so the other namespace follows.
    const solanaGone = disconnectedOn(hatch, 'solana')
    await hatch.disconnect({ namespace: 'eip155' })
    await solanaGone
    expect(hatch.getState().chains.solana?.account.status).toBe('disconnected')
  })

  it('replaces an idle pairing with a fresh uri before it expires, and the fresh one pairs', async () => {
    const hatch = newHatch({ pairingLifetimeMs: 2500, pairingExpiryMarginMs: 1000 })
    const connecting = hatch.connect({ namespace: 'eip155', connectorId: ID })
    const first = await nextUri(hatch)
    const firstState = pairingOf(hatch)!
    const started = Date.now()
    const fresh = await nextUri(hatch, first)
    // Refreshed when the margin was reached (about 1.5 s in), not at once and not after expiry.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200)
    expect(Date.now()).toBeLessThan(firstState.expiresAt!)
    expect(pairingOf(hatch)!.generation).toBe(firstState.generation + 1)
    const proposal = wallet.nextProposal()
    await wallet.kit.pair({ uri: fresh })
    await wallet.approve(await proposal, { evm: evmAccount() })
    await connecting
    expect(hatch.getState().chains.eip155?.account.address).toBe(evmAccount().address)
    expect(hatch.getState().chains.solana?.account.address).toBeUndefined()
  })

  it('restores the session after a reload without asking the wallet', async () => {
    const backend = memoryBackend()
    const store = memoryKeyValueStorage()
    const options = { storagePrefix: 'it-wc-reload', storage: store }
    const before = newHatch(options, { storage: backend })
    await pairAndApprove(before)
    before.destroy()

    const after = newHatch(options, { storage: backend })
    await after.ready
    expect(after.getState().chains.eip155?.account).toMatchObject({ address: evmAccount().address, status: 'connected', connectorId: ID })
    expect(after.getState().chains.solana?.account).toMatchObject({ address: sol.address, status: 'connected', connectorId: ID })
    const evmGone = disconnectedOn(after, 'eip155')
    await after.disconnect({ namespace: 'solana' })
    await evmGone
    expect(after.getState().chains.eip155?.account.status).toBe('disconnected')
  })

  it('kept every connection on 127.0.0.1', () => {
    expect(guard.attempts.filter((a) => a.via === 'http').length).toBeGreaterThanOrEqual(2)
    expect(guard.foreign()).toEqual([])
  })
})
