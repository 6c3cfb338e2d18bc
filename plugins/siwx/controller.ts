import type { CaipNetwork, ChainNamespace, PluginContext } from '../../kernel/index.js'
import { HatchError } from '../../kernel/lazy.js'
import { resolveSiwx, type ResolvedSiwx } from './config.js'
import { withDefaults } from './defaultBackend.js'
import type { SiwxState } from './state.js'
import type { SiwxBackend, SiwxSession } from './types.js'

/** The view id of the sign-in view (spec §2). */
export const SIGN_IN_VIEW = 'SIWXSignMessage'

/** What Cancel does (spec §4): switch to a network that has a session, disconnect, or just close. */
export type CancelOutcome = { kind: 'switch'; network: CaipNetwork } | { kind: 'disconnect'; namespace: ChainNamespace } | { kind: 'close' }

/** The siwx plugin's API, for its view and for hosts (`ctx.plugins.controller('siwx')`). */
export interface SiwxController {
  /** Asks the wallet to sign the pending message, verifies and adds the session; on failure shows 'Error signing message' and reopens the view. */
  signIn(): Promise<SiwxSession>
  /** Decides what Cancel does and forgets the pending sign-in. */
  cancel(): CancelOutcome
  /** Sessions of the active account on the active network (throws SIWX_NOT_ENABLED without sign-in configured). */
  getSessions(): Promise<SiwxSession[]>
  /** Revokes the sessions known for the active account (sign-out). */
  signOut(): Promise<void>
  dispose(): void
}

interface Active {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
}

const key = (chainId: string, address: string) => `${chainId}|${address}`

/**
 * The `namespace|address` an `emailCapture:open` / `emailCapture:finished` event is about. The
 * events are declared by the plugin that shows DataCapture, which this one never imports, so the
 * payload is checked here.
 */
function captureAccount(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('namespace' in payload) || !('address' in payload)) return undefined
  return typeof payload.namespace === 'string' && typeof payload.address === 'string' ? key(payload.namespace, payload.address) : undefined
}
const unexpired = (s: SiwxSession) => !s.data.expirationTime || Date.parse(s.data.expirationTime) > Date.now()

/**
 * The sign-in flow (spec §4 "Sign-in (SIWX) flow"): after connect, on an account change and on a
 * network change, when sign-in is configured for the namespace and the network is supported,
 * SIWXSignMessage opens unless the backend has a session; a signature adds a session; Cancel
 * switches back to the last network with a session or disconnects when sign-in is required, and
 * closes otherwise; a disconnect signs out by default (spec §9).
 */
export function createSiwxController(ctx: PluginContext<SiwxState>): SiwxController {
  const resolved: ResolvedSiwx | undefined = resolveSiwx(ctx.options)
  const backend: SiwxBackend | undefined = resolved ? withDefaults(ctx, resolved.config) : undefined
  const required = resolved?.config.required ?? true
  ctx.self.update((s) => {
    s.enabled = Boolean(resolved)
    s.required = Boolean(resolved) && required
  })
  /** Sessions seen or made, by network and address: what sign-out revokes and Cancel switches to. */
  const known = new Map<string, SiwxSession[]>()
  /** Per namespace: the address last connected (the account is already reset when a disconnect is announced). */
  const addresses = new Map<ChainNamespace, string>()
  /** Per namespace: the network before the current one (spec §4: "the last network"). */
  const previous = new Map<ChainNamespace, CaipNetwork>()
  const current = new Map<ChainNamespace, CaipNetwork>()
  /** Bumped by every check, so a slow answer for an older account or network is dropped. */
  let generation = 0
  /**
   * Accounts (`namespace|address`) e-mail capture is asking (announced on the bus by whichever
   * plugin shows DataCapture): spec §4 shows the e-mail capture view first, so their sign-in waits
   * for `emailCapture:finished`.
   */
  const capturing = new Set<string>()

  const need = (): SiwxBackend => {
    if (!backend) throw new HatchError('SIWX_NOT_ENABLED')
    return backend
  }

  const active = (): Active | undefined => {
    const state = ctx.store.getState()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const address = chain?.account.address
    const network = chain?.network.caipNetwork
    if (!namespace || !address || !network) return undefined
    return { namespace, address, network }
  }

  const covers = (a: Active) =>
    Boolean(resolved?.namespaces.some((namespace) => namespace === a.namespace)) &&
    ctx.options.networks.some((n) => n.caipNetworkId === a.network.caipNetworkId)

  /** Forgets the pending sign-in (signed, cancelled, no longer needed). */
  const clearPending = () => {
    const state = ctx.self.get()
    if (!state.pending && state.status === 'idle') return
    ctx.self.update((s) => {
      s.pending = undefined
      s.status = 'idle'
    })
  }
  const setStatus = (status: SiwxState['status']) => {
    ctx.self.update((s) => {
      s.status = status
    })
  }

  const openView = () => ctx.showView(SIGN_IN_VIEW)

  const report = (error: unknown) => {
    ctx.events.emit('error', {
      code: error instanceof HatchError ? error.code : 'UNKNOWN_ERROR',
      message: error instanceof Error ? error.message : String(error),
      error,
    })
  }

  /** Prepares the message the view shows (each pending sign-in gets its own nonce). */
  const prepare = async (a: Active, run: number) => {
    ctx.self.update((s) => {
      s.pending = { chainId: a.network.caipNetworkId, address: a.address }
      s.status = 'preparing'
    })
    openView()
    const message = await need().createMessage({ accountAddress: a.address, chainId: a.network.caipNetworkId })
    if (run !== generation) return
    ctx.self.update((s) => {
      if (s.pending) s.pending.message = message
      s.status = 'idle'
    })
  }

  const check = async () => {
    const run = ++generation
    const a = active()
    if (!backend || !a || !covers(a)) {
      clearPending()
      return
    }
    if (capturing.has(key(a.namespace, a.address))) {
      clearPending()
      return
    }
    const id = key(a.network.caipNetworkId, a.address)
    let sessions = (known.get(id) ?? []).filter(unexpired)
    if (sessions.length === 0) {
      try {
        sessions = (await backend.getSessions(a.network.caipNetworkId, a.address)).filter(unexpired)
      } catch (error) {
        // The backend could not say: ask for a signature rather than let the visitor in unsigned.
        report(error)
        sessions = []
      }
      if (run !== generation) return
    }
    if (sessions.length > 0) {
      known.set(id, sessions)
      clearPending()
      return
    }
    await prepare(a, run).catch((error: unknown) => {
      report(error)
      ctx.toasts.showError('SIGN_MESSAGE_FAILED')
      setStatus('idle')
    })
  }

  const remember = (namespace: ChainNamespace) => {
    const state = ctx.store.getState().chains[namespace]
    const address = state?.account.address
    if (address) addresses.set(namespace, address)
    const network = state?.network.caipNetwork
    const was = current.get(namespace)
    if (network && was?.caipNetworkId !== network.caipNetworkId) {
      if (was) previous.set(namespace, was)
      current.set(namespace, network)
    }
  }

  const signOut = async (namespace: ChainNamespace, address: string | undefined) => {
    if (!address || !backend) return
    const mine = [...known.entries()].filter(([k]) => k.startsWith(`${namespace}:`) && k.endsWith(`|${address}`))
    for (const [k] of mine) known.delete(k)
    if (resolved?.config.signOutOnDisconnect === false) return
    await Promise.all(mine.flatMap(([, sessions]) => sessions.map((s) => backend.revokeSession(s).catch(report))))
  }

  /** Views a visitor may reach while a required sign-in is pending: the sign-in itself and network changes. */
  const allowedWhilePending = new Set([SIGN_IN_VIEW, 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'])
  /** A required, pending sign-in keeps the open modal on SIWXSignMessage: opening Account (or anything else) brings it back. */
  const holdSignIn = () => {
    const state = ctx.self.get()
    if (!state.required || !state.pending || !ctx.store.getState().modal.open) return
    const view = ctx.router.current()?.view
    if (view && !allowedWhilePending.has(view)) ctx.router.reset(SIGN_IN_VIEW)
  }

  const handlers = {
    hold: () => holdSignIn(),
    captureOpen: (payload: unknown) => {
      const who = captureAccount(payload)
      if (!who) return
      capturing.add(who)
      // A check under way (or a sign-in already shown) gives way to DataCapture.
      generation++
      clearPending()
    },
    captureFinished: (payload: unknown) => {
      const who = captureAccount(payload)
      if (!who || !capturing.delete(who)) return
      void check()
    },
    connected: ({ namespace }: { namespace: ChainNamespace }) => {
      remember(namespace)
      void check()
    },
    changed: ({ namespace }: { namespace: ChainNamespace }) => {
      remember(namespace)
      void check()
    },
    disconnected: ({ namespace }: { namespace: ChainNamespace }) => {
      generation++
      // Cleared synchronously, before the kernel closes the modal, so a pending required sign-in no longer blocks it.
      clearPending()
      for (const who of [...capturing]) if (who.startsWith(`${namespace}|`)) capturing.delete(who)
      const address = addresses.get(namespace)
      addresses.delete(namespace)
      previous.delete(namespace)
      current.delete(namespace)
      void signOut(namespace, address)
    },
  }
  if (backend) {
    ctx.events.on('account:connected', handlers.connected)
    ctx.events.on('account:changed', handlers.changed)
    ctx.events.on('network:changed', handlers.changed)
    // Another connected namespace made active (a reload ending on the visitor's last one, a hand-over): sign-in follows the active account.
    ctx.events.on('namespace:changed', handlers.changed)
    ctx.events.on('account:disconnected', handlers.disconnected)
    ctx.events.on('router:navigate', handlers.hold)
    ctx.events.on('modal:open', handlers.hold)
    ctx.events.on('emailCapture:open', handlers.captureOpen)
    ctx.events.on('emailCapture:finished', handlers.captureFinished)
    // Started after e-mail capture announced a pending DataCapture (the controllers load in any order): ask for it again.
    ctx.events.emit('emailCapture:announce', undefined)
    // Connected before the plugin started: it starts once an account is connecting, and its chunk may load after the connection (or a reconnection) completed.
    const a = active()
    if (a) handlers.connected({ namespace: a.namespace })
  }

  return {
    async signIn() {
      const api = need()
      const pending = ctx.self.get().pending
      const a = active()
      if (!pending?.message || !a || a.network.caipNetworkId !== pending.chainId || a.address !== pending.address) {
        throw new HatchError('SIGN_MESSAGE_FAILED', { details: 'no sign-in is pending for the active account and network' })
      }
      const run = generation
      setStatus('signing')
      try {
        const runtime = await ctx.getAdapter(a.namespace)
        const signature = await runtime.signMessage({ message: pending.message.message, address: a.address })
        const session: SiwxSession = { ...pending.message, signature }
        if (!(await api.verify(session))) throw new HatchError('SIGN_MESSAGE_FAILED', { details: 'the sign-in backend refused the signature' })
        await api.addSession(session)
        known.set(key(session.data.chainId, a.address), [session])
        clearPending()
        ctx.events.emit('siwx:signedIn', { chainId: session.data.chainId, address: a.address })
        return session
      } catch (error) {
        report(error)
        ctx.toasts.showError('SIGN_MESSAGE_FAILED')
        setStatus('idle')
        // Spec §8: SIWXSignMessage reopens, with a fresh message, for the account still connected.
        if (run === generation && active()) void prepare(a, ++generation).catch(report)
        throw error instanceof HatchError && error.code === 'SIGN_MESSAGE_FAILED' ? error : new HatchError('SIGN_MESSAGE_FAILED', { cause: error })
      }
    },
    cancel() {
      need()
      const a = active()
      generation++
      clearPending()
      if (!required || !a) return { kind: 'close' }
      const last = previous.get(a.namespace)
      const sessions = last ? (known.get(key(last.caipNetworkId, a.address)) ?? []).filter(unexpired) : []
      if (last && sessions.length > 0) return { kind: 'switch', network: last }
      return { kind: 'disconnect', namespace: a.namespace }
    },
    async getSessions() {
      const api = need()
      const a = active()
      if (!a) throw new HatchError('NO_ACTIVE_CAIP_ADDRESS')
      return api.getSessions(a.network.caipNetworkId, a.address)
    },
    async signOut() {
      need()
      const a = active()
      if (a) await signOut(a.namespace, a.address)
    },
    dispose() {
      generation++
      ctx.events.off('account:connected', handlers.connected)
      ctx.events.off('account:changed', handlers.changed)
      ctx.events.off('network:changed', handlers.changed)
      ctx.events.off('namespace:changed', handlers.changed)
      ctx.events.off('account:disconnected', handlers.disconnected)
      ctx.events.off('router:navigate', handlers.hold)
      ctx.events.off('modal:open', handlers.hold)
      ctx.events.off('emailCapture:open', handlers.captureOpen)
      ctx.events.off('emailCapture:finished', handlers.captureFinished)
    },
  }
}
