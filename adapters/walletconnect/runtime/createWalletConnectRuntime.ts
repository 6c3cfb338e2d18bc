import type { AdapterRuntime, ConnectResult } from '../../../kernel/contracts/defineAdapter.js'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import { rememberRecentWallet } from '../../../kernel/storage/recentWallets.js'
import type { CaipNetwork, ChainNamespace } from '../../../kernel/types/chain.js'
import { DEFAULT_RELAY_URL, PAIRING_STATE_KEY, RELAY_ANSWER_TIMEOUT_MS, WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { buildOptionalNamespaces, servedNamespaces, sessionAccounts, type NamespaceAccounts } from '../namespaces.js'
import type { WalletConnectOptions } from '../options.js'
import { createPairingSchedule, defaultPairingTiming, systemClock } from '../pairingSchedule.js'
import { initialPairingState, readPairingState, writePairingState, type PairingWallet, type WalletConnectPairingState } from '../pairingState.js'
import { listenToSession } from './sessionEvents.js'
import { defaultStorage, type KeyValueStorage } from '../client/clientStore.js'
import { createWalletConnectProvider, type WalletConnectProvider } from '../client/provider.js'
import { DEFAULT_VERIFY_URL } from '../client/verifyAttestation.js'
import { createConsoleLogger, type Logger } from '../../../kernel/options/logger.js'
import { bitcoinSessionCalls } from './bitcoinRequests.js'
import { askWallet, readNativeBalance, sendEvmTransaction, signMessageOn, walletRequestError } from './walletRequests.js'
import { solanaSessionCalls } from './solanaRequests.js'

const ID = WALLET_CONNECT_CONNECTOR_ID

/**
 * The EVM fee and contract-call code (viem, about 27 KiB gzip) loads with the first fee estimate or
 * contract write, not with the runtime: pairing, which the visitor waits on, does not need it.
 */
const evmFee = () => import('../../shared/evmFee.js')

/** What `ctx.getAdapter(namespace, 'walletConnect')` resolves to: a bound runtime plus pairing controls. */
export interface WalletConnectRuntime extends AdapterRuntime {
  /** The WalletConnect provider. In manual wallet-connect mode the host calls `provider.connect` itself. */
  readonly provider: WalletConnectProvider
  /** The catalogue wallet being paired (deep links, recent wallet); undefined for a plain QR. */
  setWallet(wallet: PairingWallet | undefined): void
  /** The visitor left the pairing view: stop refreshing and end the pending connect ('Modal closed'). */
  abandonPairing(): void
  /** Spec §4's reset: clears uri, linking and the paired wallet (stored too), sets disconnected, deletes the stored deep link. */
  resetConnection(): void
  /**
   * The visitor is about to pair (pointer over or focus on the WalletConnect row): opens the relay
   * connection now, so the pairing uri follows the view at once. Publishes nothing, shows nothing.
   */
  prepare(): void
}

interface Pending {
  promise: Promise<NamespaceAccounts[]>
  resolve(accounts: NamespaceAccounts[]): void
  reject(error: HatchError): void
  requested: Set<ChainNamespace>
}

const isRejection = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  return (typeof code === 'number' && code >= 5000 && code < 5100) || /rejected/i.test(message)
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const resultOf = (entry: NamespaceAccounts, requested: ChainNamespace): ConnectResult => ({
  ...(entry.namespace !== requested ? { namespace: entry.namespace } : {}),
  address: entry.addresses[0] ?? '',
  chainId: entry.chainId,
  accounts: entry.addresses.map((address) => ({ address })),
})

/**
 * The WalletConnect runtime of one instance: one session (Hatch's own sign client) across the served
 * namespaces, pairing uris published as `state.plugins.walletConnect` and refreshed before they
 * expire, session events mapped onto the kernel, and wallet requests routed through the session.
 */
export async function createWalletConnectRuntime(ctx: HatchContext, options: WalletConnectOptions): Promise<WalletConnectRuntime> {
  const networks = ctx.options.networks
  const served = servedNamespaces(networks)
  const clock = options.clock ?? systemClock
  const timing = {
    lifetimeMs: options.pairingLifetimeMs ?? defaultPairingTiming.lifetimeMs,
    marginMs: options.pairingExpiryMarginMs ?? defaultPairingTiming.marginMs,
  }
  const metadata = options.metadata ??
    (ctx.options.raw['metadata'] as WalletConnectOptions['metadata']) ?? { name: 'Hatch', description: '', url: '', icons: [] }

  const logger = (ctx.options.raw['logger'] as Logger | undefined) ?? createConsoleLogger()
  let provider: WalletConnectProvider
  // Verify belongs to the vendor's cloud: on another relay (the sandbox, a host's own) only when named.
  const verifyUrl = options.verifyUrl ?? (options.relayUrl === undefined || options.relayUrl === DEFAULT_RELAY_URL ? DEFAULT_VERIFY_URL : undefined)
  try {
    provider = await createWalletConnectProvider({
      projectId: ctx.options.projectId,
      relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
      metadata,
      storagePrefix: options.storagePrefix ?? 'hatch-wc',
      storage: (options.storage as KeyValueStorage | undefined) ?? defaultStorage(),
      pairingLifetimeMs: timing.lifetimeMs,
      warn: (message) => logger.warn(message),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(verifyUrl ? { verifyUrl } : {}),
    })
  } catch (error) {
    throw new HatchError('FAILED_TO_CONNECT', { cause: error, details: `WalletConnect could not start: ${describe(error)}` })
  }

  const pairing = (): WalletConnectPairingState => readPairingState(ctx)
  const setPairing = (patch: Partial<WalletConnectPairingState>) => {
    const next = { ...pairing(), ...patch }
    for (const key of Object.keys(patch) as (keyof WalletConnectPairingState)[]) if (patch[key] === undefined) delete next[key]
    writePairingState(ctx, next)
  }

  let pending: Pending | undefined
  let attempt = 0
  /** Namespaces the wallet removed from the session: their disconnect must not end the session. */
  const keepSession = new Set<ChainNamespace>()

  const schedule = createPairingSchedule(clock, timing, () => {
    if (pending) startAttempt()
  })

  /** The deadline of the current attempt's first uri (see RELAY_ANSWER_TIMEOUT_MS). */
  let relayDeadline: unknown
  const clearRelayDeadline = () => {
    if (relayDeadline !== undefined) clock.clearTimeout(relayDeadline)
    relayDeadline = undefined
  }

  const onDisplayUri = (uri: string) => {
    clearRelayDeadline()
    // Only an attempt of ours is refreshed; a uri from the host's own connect (manual mode) is shown as is.
    const expiresAt = pending ? schedule.start() : clock.now() + timing.lifetimeMs
    setPairing({ status: 'pairing', uri, expiresAt, generation: pairing().generation + 1, error: undefined })
    ctx.events.emit(`${PAIRING_STATE_KEY}:uri`, { uri, expiresAt })
  }
  provider.on('display_uri', onDisplayUri)
  // A session made without a pending attempt of ours: the host's own connect in manual mode, or a
  // wallet that approved a uri the visitor walked away from. Either way the wallet is connected.
  const onProviderConnect = ({ session }: { session: { namespaces: Record<string, { accounts?: readonly string[] }> } }) => {
    if (!pending) onApproved(session)
  }
  provider.on('connect', onProviderConnect)

  const currentNetworkIds = () => {
    const ids: Partial<Record<ChainNamespace, string>> = {}
    for (const ns of served) {
      const id = ctx.store.getState().chains[ns]?.network.caipNetwork?.caipNetworkId
      if (id) ids[ns] = id
    }
    return ids
  }
  const accountsOf = (namespaces: Record<string, { accounts?: readonly string[] }>) => sessionAccounts(namespaces, networks, currentNetworkIds())
  const wcAccount = (ns: ChainNamespace) => {
    const account = ctx.store.getState().chains[ns]?.account
    return account?.connectorId === ID ? account : undefined
  }

  const rememberWallet = () => {
    const wallet = pairing().wallet
    if (!wallet) return
    rememberRecentWallet(ctx.storage, { id: wallet.id, name: wallet.name, ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}) })
    ctx.storage.set('connectedWallet', { id: wallet.id, name: wallet.name })
  }

  /** Applies namespaces of the session that no caller of connect will apply itself. */
  const applyOthers = (accounts: NamespaceAccounts[], handled: ReadonlySet<ChainNamespace>) => {
    for (const entry of accounts) {
      if (handled.has(entry.namespace) || !ctx.store.getState().chains[entry.namespace]) continue
      ctx.applyConnected(entry.namespace, ID, resultOf(entry, entry.namespace))
    }
  }

  const onApproved = (session: { namespaces: Record<string, { accounts?: readonly string[] }> }) => {
    schedule.stop()
    clearRelayDeadline()
    const accounts = accountsOf(session.namespaces)
    const done = pending
    pending = undefined
    setPairing({ status: 'connected', uri: undefined, expiresAt: undefined, error: undefined })
    rememberWallet()
    if (!done) {
      applyOthers(accounts, new Set())
      return
    }
    const first = accounts[0]?.namespace
    const handled = new Set(
      [...done.requested].map((ns) => (accounts.some((a) => a.namespace === ns) ? ns : first)).filter((ns): ns is ChainNamespace => Boolean(ns)),
    )
    applyOthers(accounts, handled)
    done.resolve(accounts)
  }

  const onAttemptFailed = (error: unknown) => {
    schedule.stop()
    clearRelayDeadline()
    const done = pending
    pending = undefined
    const rejected = isRejection(error)
    setPairing({ status: rejected ? 'rejected' : 'failed', uri: undefined, expiresAt: undefined, error: describe(error) })
    done?.reject(
      rejected
        ? new HatchError('CONNECTION_REJECTED', { cause: error, details: describe(error) })
        : new HatchError('FAILED_TO_CONNECT', {
            cause: error,
            details: `WalletConnect: ${describe(error)}`,
            // The relay refused us (auth, rate limit): its reason is shown, since retrying blindly cannot help.
            ...((error as { code?: unknown } | undefined)?.code === 'RELAY_REFUSED' ? { params: { reason: describe(error) } } : {}),
          }),
    )
  }

  function startAttempt() {
    const seq = ++attempt
    setPairing({ status: 'pairing', uri: undefined, expiresAt: undefined, error: undefined })
    clearRelayDeadline()
    relayDeadline = clock.setTimeout(() => {
      relayDeadline = undefined
      if (seq === attempt && pending && !pairing().uri) {
        onAttemptFailed(new Error(`the relay ${options.relayUrl ?? DEFAULT_RELAY_URL} gave no pairing uri within ${RELAY_ANSWER_TIMEOUT_MS / 1000} s`))
      }
    }, RELAY_ANSWER_TIMEOUT_MS)
    provider.connect({ optionalNamespaces: buildOptionalNamespaces(networks) }).then(
      (session) => {
        if (session && seq === attempt && pending) onApproved(session)
      },
      (error: unknown) => {
        if (seq === attempt) onAttemptFailed(error)
      },
    )
  }

  const ensurePairing = (namespace: ChainNamespace): Promise<NamespaceAccounts[]> => {
    if (provider.session) return Promise.resolve(accountsOf(provider.session.namespaces))
    if (pending) {
      pending.requested.add(namespace)
      return pending.promise
    }
    let resolve!: Pending['resolve']
    let reject!: Pending['reject']
    const promise = new Promise<NamespaceAccounts[]>((res, rej) => {
      resolve = res
      reject = rej
    })
    pending = { promise, resolve, reject, requested: new Set([namespace]) }
    startAttempt()
    return promise
  }

  const resetConnection = () => {
    schedule.stop()
    clearRelayDeadline()
    writePairingState(ctx, initialPairingState(pairing().generation))
    ctx.storage.remove('deepLinkChoice')
    // The paired wallet as stored (spec §3 "wallet id and name"); the recent-wallets list is the
    // visitor's history for the Connect view's "recent" group and outlives the session.
    ctx.storage.remove('connectedWallet')
    ctx.events.emit(`${PAIRING_STATE_KEY}:reset`, {})
  }

  const endSessionEverywhere = () => {
    resetConnection()
    for (const ns of served) if (wcAccount(ns)) ctx.handleDisconnected(ns)
  }

  const stopSession = listenToSession(provider, {
    ctx,
    networks,
    served,
    accountsOf,
    isConnectedHere: (ns) => Boolean(wcAccount(ns)),
    applyAdded: (entry) => ctx.applyConnected(entry.namespace, ID, resultOf(entry, entry.namespace)),
    removeNamespace(ns) {
      keepSession.add(ns)
      ctx.handleDisconnected(ns)
    },
    sessionEnded: endSessionEverywhere,
  })

  // The Account view shows the paired wallet's own name and icon, not "WalletConnect".
  const showPeer = ({ namespace, connectorId }: { namespace: ChainNamespace; connectorId: string }) => {
    const peer = provider.session?.peer.metadata
    if (connectorId !== ID || !peer) return
    ctx.setAccount(namespace, { connectedWalletInfo: { name: peer.name, ...(peer.icons[0] ? { icon: peer.icons[0] } : {}), type: 'WALLET_CONNECT' } })
  }
  ctx.events.on('account:connected', showPeer)

  const sessionChain = (ns: ChainNamespace): string => {
    const session = provider.session
    if (!session) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `no WalletConnect session for ${ns}` })
    const entry = accountsOf(session.namespaces).find((a) => a.namespace === ns)
    if (!entry) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `the WalletConnect session has no ${ns} account` })
    return entry.chain
  }

  /** Whether the session's wallet granted `method` on `ns`. */
  const granted = (ns: ChainNamespace, method: string): boolean => provider.session?.namespaces[ns]?.methods.includes(method) ?? false
  const ownAddress = (ns: ChainNamespace, method: string): string => {
    const from = wcAccount(ns)?.address
    if (!from) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS', { details: `${method} needs a ${ns} account connected through WalletConnect` })
    return from
  }
  const networkOf = (ns: ChainNamespace): CaipNetwork => {
    const network = ctx.store.getState().chains[ns]?.network.caipNetwork ?? networks.find((n) => n.chainNamespace === ns)
    if (!network) throw new HatchError('NETWORK_NOT_FOUND', { details: `no ${ns} network is configured` })
    return network
  }
  const solana = solanaSessionCalls({
    request: (method, params) => askWallet(provider, method, params, sessionChain('solana')),
    address: (method) => ownAddress('solana', method),
    network: () => networkOf('solana'),
  })

  const bitcoin = bitcoinSessionCalls({
    request: (method, params) => askWallet(provider, method, params, sessionChain('bip122')),
    address: (method) => ownAddress('bip122', method),
  })

  const base = (ns: ChainNamespace): WalletConnectRuntime => ({
    ...controls(),
    async connect() {
      const accounts = await ensurePairing(ns)
      const own = accounts.find((a) => a.namespace === ns) ?? accounts[0]
      if (!own) throw new HatchError('CONNECTOR_CHAINS_UNSUPPORTED', { details: `the wallet approved none of ${served.join(', ')}` })
      return resultOf(own, ns)
    },
    async reconnect() {
      const session = provider.session
      if (!session || session.expiry * 1000 <= clock.now()) return undefined
      const accounts = accountsOf(session.namespaces)
      const own = accounts.find((a) => a.namespace === ns)
      if (!own) return undefined
      // Namespaces the kernel will not restore itself (stored under another connector, or none).
      const stored = ctx.storage.get('connectedConnectors') ?? {}
      applyOthers(
        accounts.filter((a) => !ctx.store.getState().chains[a.namespace]?.account.address),
        new Set([ns, ...served.filter((s) => stored[s] === ID)]),
      )
      setPairing({ status: 'connected', uri: undefined, expiresAt: undefined })
      return resultOf(own, ns)
    },
    async disconnect() {
      if (keepSession.delete(ns)) return
      const hadSession = Boolean(provider.session)
      if (pending) abandonPairing()
      if (hadSession) {
        // The client forgets the session at once; telling the wallet must not keep the visitor
        // waiting on a relay that may be gone (its failure is the relay's, not the disconnect's).
        provider.disconnect().catch(() => undefined)
        resetConnection()
        for (const other of served) if (other !== ns && wcAccount(other)) ctx.handleDisconnected(other)
      } else {
        resetConnection()
      }
    },
    getBalance: ({ address, network }) => readNativeBalance(network, address),
    // async: a session that ended (or expired just now) rejects, never throws synchronously.
    signMessage: async ({ message, address }) => signMessageOn(provider, ns, sessionChain(ns), message, address),
    ...(ns === 'eip155'
      ? {
          // The fee is read from the chain's RPC: no wallet request, so every session has it.
          estimateFee: async (params: Record<string, unknown>) => (await evmFee()).estimateEvmFee(networkOf(ns), ownAddress(ns, 'estimateFee'), params),
          // The host's raw requests go through the session on its current chain; what it does not grant is refused locally (UNSUPPORTED_CHAIN, FRAME_METHOD_UNSUPPORTED).
          async request({ method, params }: { method: string; params?: unknown }) {
            ownAddress(ns, method)
            return askWallet(provider, method, params, sessionChain(ns))
          },
          signTypedData: ({ address, typedData }: { address: string; typedData: Record<string, unknown> }) =>
            askWallet<string>(provider, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)], sessionChain(ns)),
          async switchNetwork({ network }: { network: { caipNetworkId: string; id: number | string } }) {
            const chains = provider.session?.namespaces['eip155']?.accounts.map((a) => a.slice(0, a.lastIndexOf(':'))) ?? []
            if (!chains.includes(network.caipNetworkId)) {
              try {
                await provider.request(
                  { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] },
                  sessionChain(ns),
                )
              } catch (error) {
                const failure = walletRequestError('wallet_switchEthereumChain', error)
                throw isHatchError(failure, 'WALLET_REQUEST_REJECTED')
                  ? new HatchError('SWITCH_NETWORK_REJECTED', { cause: error })
                  : new HatchError('SWITCH_NETWORK_FAILED', { cause: error, details: describe(error) })
              }
            }
            provider.setDefaultChain(network.caipNetworkId)
          },
        }
      : {}),
    ...(ns === 'solana'
      ? {
          estimateFee: solana.estimateFee,
          estimateTokenFee: solana.estimateTokenFee,
          checkAddress: solana.checkAddress,
          // The Solana provider's signing requests are WalletConnect's Solana RPC: passed through the session as they are.
          async request({ method, params }: { method: string; params?: unknown }) {
            ownAddress(ns, method)
            return askWallet(provider, method, params, sessionChain(ns))
          },
        }
      : {}),
  })

  /**
   * The bound runtime of `ns`, with the capabilities that need a wallet method present only while
   * the session grants that method (`typeof runtime.sendTransaction === 'function'` is how
   * features check), so a view never offers what the paired wallet cannot do.
   */
  const bound = (ns: ChainNamespace): WalletConnectRuntime => {
    const runtime = base(ns)
    const whenGranted = (method: string, fn: (params: Record<string, unknown>) => Promise<unknown>): PropertyDescriptor => ({
      enumerable: true,
      get: () => (granted(ns, method) ? fn : undefined),
    })
    if (ns === 'eip155') {
      Object.defineProperties(runtime, {
        sendTransaction: whenGranted('eth_sendTransaction', (params) =>
          sendEvmTransaction(provider, sessionChain(ns), ownAddress(ns, 'sendTransaction'), params),
        ),
        writeContract: whenGranted('eth_sendTransaction', async (params) => {
          const { evmCallOf } = await evmFee()
          return sendEvmTransaction(provider, sessionChain(ns), ownAddress(ns, 'writeContract'), { ...evmCallOf('writeContract', params) })
        }),
      })
    } else if (ns === 'solana') {
      Object.defineProperties(runtime, {
        sendTransaction: whenGranted('solana_signAndSendTransaction', solana.sendTransaction),
        sendTransfer: whenGranted('solana_signAndSendTransaction', solana.sendTransfer),
      })
    } else if (ns === 'bip122') {
      Object.defineProperties(runtime, {
        signPsbt: whenGranted('signPsbt', bitcoin.signPsbt),
        sendTransfer: whenGranted('sendTransfer', bitcoin.sendTransfer),
      })
    }
    return runtime
  }

  function abandonPairing() {
    if (!pending) return
    schedule.stop()
    clearRelayDeadline()
    attempt++
    const done = pending
    pending = undefined
    setPairing({ status: 'disconnected', uri: undefined, expiresAt: undefined })
    done.reject(new HatchError('MODAL_CLOSED', { details: 'the visitor left the WalletConnect view before pairing' }))
  }

  const runtimes = new Map<ChainNamespace, WalletConnectRuntime>()
  const forNamespace = (ns: ChainNamespace) => {
    let runtime = runtimes.get(ns)
    if (!runtime) runtimes.set(ns, (runtime = bound(ns)))
    return runtime
  }

  function controls() {
    return {
      forNamespace,
      provider,
      setWallet: (wallet: PairingWallet | undefined) => setPairing({ wallet }),
      abandonPairing,
      resetConnection,
      prepare: () => provider.warmUp(),
    }
  }

  return {
    ...forNamespace(served[0] ?? 'eip155'),
    destroy() {
      schedule.stop()
      clearRelayDeadline()
      stopSession()
      provider.off('display_uri', onDisplayUri)
      provider.off('connect', onProviderConnect)
      ctx.events.off('account:connected', showPeer)
      provider.close()
    },
  }
}
