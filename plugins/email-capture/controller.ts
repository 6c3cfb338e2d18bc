import type { ChainNamespace, ErrorCode, HatchError, PluginContext } from '../../kernel/index.js'
import { answeredWallets } from './answered.js'
import { emailProblem, normaliseEmail } from './emailRules.js'
import { resolveOptions, type EmailCaptureOptions } from './options.js'
import { failureReason, sendEmail } from './sendEmail.js'
import type { EmailCaptureState } from './state.js'

/** The view id of the e-mail capture view (spec §2). */
export const CAPTURE_VIEW = 'DataCapture'

/** Views a visitor may reach while a required capture is pending: network changes. */
const allowedWhileRequired = new Set([CAPTURE_VIEW, 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'])

/**
 * Builds the kernel's `HatchError`; the descriptor hands it over (a value import of `hatch` from
 * this lazy chunk would cost bytes before the button, see docs/plugins.md).
 */
export type MakeError = (code: ErrorCode, options?: { params?: Record<string, string | number>; cause?: unknown }) => HatchError

/** The email-capture plugin's API, for DataCapture and for hosts (`ctx.plugins.controller('email-capture')`). */
export interface EmailCaptureController {
  /** Whether the visitor must leave an address (no Skip, no closing). */
  readonly required: boolean
  /** Keeps what the visitor typed; once Continue was pressed, says at once what is wrong with it. */
  setEmail(text: string): void
  /**
   * Checks the typed address and sends it. Rejects with EMAIL_CAPTURE_INVALID (the problem named,
   * nothing sent) or EMAIL_CAPTURE_FAILED (the endpoint's reason; the typed address is kept).
   * On success the wallet is not asked again, DataCapture thanks the visitor (`saved`), and
   * `emailCapture:finished` lets a sign-in follow (it takes the modal over).
   */
  submit(): Promise<void>
  /** Not now: the wallet is not asked again in this browser. False (nothing done) when the host requires an address or nothing is asked. */
  skip(): boolean
  dispose(): void
}

interface Active {
  namespace: ChainNamespace
  address: string
  chainId: string
}

/**
 * The e-mail capture flow (spec §4 "Sign-in (SIWX) flow"): after connect (or a switch to another
 * account) on a supported network, DataCapture opens for a wallet that has not answered yet in
 * this browser, announced by `emailCapture:open` so a sign-in waits for it; saving, skipping,
 * closing it or disconnecting end it with `emailCapture:finished`, after which sign-in proceeds.
 */
export function createEmailCaptureController(
  ctx: PluginContext<EmailCaptureState>,
  options: EmailCaptureOptions,
  makeError: MakeError,
): EmailCaptureController {
  const { required, endpoint } = resolveOptions(options, makeError)
  const answered = answeredWallets(ctx)
  ctx.self.update((s) => {
    s.required = required
  })
  /** Timer of the deferred opening (after the connect flow closed the modal). */
  let opening: ReturnType<typeof setTimeout> | undefined
  /** DataCapture is the view on screen (so leaving it can be told apart from never showing it). */
  let showing = false
  let disposed = false

  const active = (): Active | undefined => {
    const state = ctx.store.getState()
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const address = chain?.account.address
    const chainId = chain?.network.caipNetwork?.caipNetworkId
    if (!namespace || !address || !chainId) return undefined
    return { namespace, address, chainId }
  }
  const supported = (a: Active) => ctx.options.networks.some((n) => n.caipNetworkId === a.chainId)
  const isPending = (a: { namespace: string; address: string }) => {
    const p = ctx.self.get().pending
    return p !== undefined && p.namespace === a.namespace && p.address === a.address
  }

  const openView = () => {
    opening = undefined
    const a = active()
    if (disposed || !a || !isPending(a)) return
    showing = true
    ctx.showView(CAPTURE_VIEW)
  }

  /** Asks the active account, unless it answered before, is asked already, or its network is not one of the host's. */
  const consider = () => {
    const a = active()
    if (!a || !supported(a) || answered.has(a.namespace, a.address) || isPending(a)) return
    const previous = ctx.self.get().pending
    if (previous) finish('ended', previous)
    const prefill = ctx.store.getState().chains[a.namespace]?.account.user?.email ?? ''
    ctx.self.update((s) => {
      s.saved = undefined
      s.pending = { namespace: a.namespace, address: a.address, chainId: a.chainId }
      s.email = prefill
      s.touched = false
      s.problem = undefined
      s.failure = undefined
      s.status = 'idle'
    })
    // Announced now, in the same turn as account:connected, so a sign-in checking sessions waits for it.
    ctx.events.emit('emailCapture:open', { namespace: a.namespace, address: a.address })
    // Shown once the connect flow has closed the modal (it closes right after the connection resolves).
    if (opening) clearTimeout(opening)
    opening = setTimeout(openView, 0)
  }

  /** Ends the pending capture and tells sign-in it may go on. */
  const finish = (outcome: 'saved' | 'skipped' | 'ended', who: { namespace: string; address: string }, email?: string) => {
    ctx.self.update((s) => {
      s.pending = undefined
      s.status = 'idle'
      s.touched = false
      s.problem = undefined
      s.failure = undefined
      if (outcome !== 'skipped') s.email = ''
    })
    ctx.events.emit('emailCapture:finished', { namespace: who.namespace, address: who.address, outcome, ...(email ? { email } : {}) })
  }

  const skip = (): boolean => {
    const pending = ctx.self.get().pending
    if (!pending || required) return false
    answered.add(pending.namespace, pending.address)
    finish('skipped', pending)
    return true
  }

  /** The visitor closed the modal on DataCapture: unanswered, that is a skip; after a save, the thanks are done. */
  const left = () => {
    if (!showing) return
    showing = false
    if (ctx.self.get().pending) skip()
    forgetSaved()
  }
  const forgetSaved = () => {
    if (ctx.self.get().saved === undefined) return
    ctx.self.update((s) => {
      s.saved = undefined
    })
  }

  const handlers = {
    consider: () => consider(),
    navigated: () => {
      if (!showing) return
      const view = ctx.router.current()?.view
      // A required capture keeps the open modal on DataCapture (as a required sign-in does); a network change may happen meanwhile.
      if (required && ctx.self.get().pending) {
        if (view && !allowedWhileRequired.has(view) && ctx.store.getState().modal.open) ctx.router.reset(CAPTURE_VIEW)
        return
      }
      if (view === CAPTURE_VIEW) return
      // Another view took the modal over (a network change, the host opening a view): the visitor did
      // not choose to skip, so the capture ends unanswered and is asked again at the next connect.
      showing = false
      const pending = ctx.self.get().pending
      if (pending) finish('ended', pending)
      forgetSaved()
    },
    opened: () => {
      const view = ctx.router.current()?.view
      if (required && ctx.self.get().pending && !opening && !(view && allowedWhileRequired.has(view))) openView()
    },
    closed: () => left(),
    announce: () => {
      const pending = ctx.self.get().pending
      if (pending) ctx.events.emit('emailCapture:open', { namespace: pending.namespace, address: pending.address })
    },
    disconnected: ({ namespace }: { namespace: ChainNamespace }) => {
      const pending = ctx.self.get().pending
      if (!pending || pending.namespace !== namespace) return
      showing = false
      finish('ended', pending)
    },
  }
  ctx.events.on('account:connected', handlers.consider)
  ctx.events.on('account:changed', handlers.consider)
  ctx.events.on('account:disconnected', handlers.disconnected)
  ctx.events.on('router:navigate', handlers.navigated)
  ctx.events.on('modal:open', handlers.opened)
  ctx.events.on('modal:close', handlers.closed)
  ctx.events.on('emailCapture:announce', handlers.announce)
  // Connected before the controller started: the feature turned on later (the project configuration), or the chunk loaded after the connection completed (it starts once an account is connecting).
  consider()

  const invalid = (reason: string) => makeError('EMAIL_CAPTURE_INVALID', { params: { reason } })

  return {
    required,
    setEmail(text) {
      ctx.self.update((s) => {
        s.email = text
        s.failure = undefined
        if (s.touched) s.problem = emailProblem(text)
      })
    },
    async submit() {
      const state = ctx.self.get()
      const pending = state.pending
      if (!pending) throw makeError('NO_ACTIVE_CAIP_ADDRESS')
      if (state.status === 'saving') return
      const problem = emailProblem(state.email)
      if (problem) {
        ctx.self.update((s) => {
          s.touched = true
          s.problem = problem
        })
        throw invalid(problem)
      }
      const email = normaliseEmail(state.email)
      ctx.self.update((s) => {
        s.touched = true
        s.problem = undefined
        s.failure = undefined
        s.status = 'saving'
      })
      try {
        await sendEmail(ctx, endpoint, { email, address: pending.address, chainId: pending.chainId })
      } catch (cause) {
        const reason = failureReason(cause)
        const error = makeError('EMAIL_CAPTURE_FAILED', { params: { reason }, cause })
        ctx.events.emit('error', { code: error.code, message: error.message, error })
        // Only if the visitor is still on this capture: what they typed stays for another try.
        if (isPending(pending)) {
          ctx.self.update((s) => {
            s.status = 'idle'
            s.failure = reason
          })
        }
        throw error
      }
      if (!isPending(pending)) return
      answered.add(pending.namespace, pending.address)
      finish('saved', pending, email)
      ctx.self.update((s) => {
        s.saved = email
      })
    },
    skip,
    dispose() {
      disposed = true
      if (opening) clearTimeout(opening)
      ctx.events.off('account:connected', handlers.consider)
      ctx.events.off('account:changed', handlers.consider)
      ctx.events.off('account:disconnected', handlers.disconnected)
      ctx.events.off('router:navigate', handlers.navigated)
      ctx.events.off('modal:open', handlers.opened)
      ctx.events.off('modal:close', handlers.closed)
      ctx.events.off('emailCapture:announce', handlers.announce)
      // Switched off mid-capture: sign-in must not wait for it.
      const pending = ctx.self.get().pending
      if (pending) finish('ended', pending)
    },
  }
}
