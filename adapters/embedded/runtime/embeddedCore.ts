import type * as v from 'valibot'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from '../constants.js'
import { FrameClient } from '../frameClient.js'
import type { EmbeddedOptions } from '../options.js'
import type { FrameSuccess } from '../portClient.js'
import type { AppEvent, REQUEST_PAYLOADS } from '../protocol/index.js'
import { frameError } from './frameErrors.js'
import { createApprovalDisplay } from './approvalDisplay.js'
import type { ApprovalKind } from './approvalKind.js'

/** One open frame: what the core needs of a {@link FrameClient} (tests give a scripted one). */
export interface FrameConnection {
  readonly ready: Promise<void>
  readonly iframe?: HTMLIFrameElement
  request<E extends AppEvent>(type: E, payload: v.InferInput<(typeof REQUEST_PAYLOADS)[E]>): Promise<FrameSuccess<E>>
  abortUnsafe(): string[]
  /** Follows the height the frame's approval prompt needs (a scripted frame may have none). */
  onPromptHeight?(listener: (height: number) => void): () => void
  destroy(): void
}

/** What opening a frame needs. */
export interface FrameSettings {
  secureOrigin: string
  projectId: string
  chainId: number
  /** The modal's language (see {@link frameLocale}). */
  locale?: string | undefined
  options: EmbeddedOptions
}

/** Opens the real frame: an iframe on the secure origin, kept out of sight until an approval needs it. */
export function openFrame(settings: FrameSettings): FrameConnection {
  const { options } = settings
  const client = new FrameClient({
    secureOrigin: settings.secureOrigin,
    projectId: settings.projectId,
    chainId: settings.chainId,
    locale: settings.locale,
    loadTimeoutMs: options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS,
    requestTimeoutMs: options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
    readyDelayMs: options.readyDelayMs ?? FRAME_READY_DELAY_MS,
    ...(options.timers ? { timers: options.timers } : {}),
  })
  client.iframe.style.cssText = HIDDEN_FRAME // CSSOM, not the style attribute: a strict style-src allows it
  return client
}

/** The hidden frame: loaded and running, taking no room and no clicks. */
export const HIDDEN_FRAME = 'position:fixed;top:0;left:0;width:0;height:0;border:0;visibility:hidden;pointer-events:none'

/** The page's single use of the secure frame for one instance, shared by the runtime and the service. */
export interface EmbeddedCore {
  /** Sends a request (opening the frame first if needed); rejects with a catalogue HatchError. */
  request<E extends AppEvent>(type: E, payload: v.InferInput<(typeof REQUEST_PAYLOADS)[E]>): Promise<FrameSuccess<E>>
  /**
   * Runs a signing or sending request while ApproveTransaction (titled for `kind`) shows the frame.
   * `whenAsked`: only once the frame tells a prompt's height (it asks for the second factor inside itself).
   */
  withApproval<T>(run: () => Promise<T>, kind?: ApprovalKind, whenAsked?: boolean): Promise<T>
  /** Whether an approval is waiting. */
  pendingApprovals(): number
  /** The iframe, once injected. */
  iframe(): HTMLIFrameElement | undefined
  /** Calls `listener` with each height the current frame's approval prompt needs; returns the stop function. */
  onPromptHeight(listener: (height: number) => void): () => void
  /** Aborts every pending signing or sending request (reads keep running). */
  abortUnsafe(): void
  /**
   * Reloads the frame (spec §2, leaving ConnectingFarcaster): the iframe is removed, what is
   * pending rejects ('Modal closed'), and a fresh frame is opened, which ends the frame's flows.
   */
  reload(): void
  destroy(): void
}

/** Dependencies a test replaces. */
export interface CoreDeps {
  openFrame?: (settings: FrameSettings) => FrameConnection
}

const cores = new WeakMap<HatchContext, EmbeddedCore>()

/** The instance's core, made on first use. */
export function embeddedCore(ctx: HatchContext, options: EmbeddedOptions, secureOrigin: string, deps: CoreDeps = {}): EmbeddedCore {
  let core = cores.get(ctx)
  if (!core) cores.set(ctx, (core = createEmbeddedCore(ctx, options, secureOrigin, deps)))
  return core
}

/** The frame's first EVM chain: the active EVM network, else the first configured one. */
function startChain(ctx: HatchContext): number {
  const active = ctx.store.getState().chains.eip155?.network.caipNetwork
  const id = active?.id ?? ctx.options.networks.find((n) => n.chainNamespace === 'eip155')?.id
  return typeof id === 'number' ? id : 1
}

/**
 * The modal's language as the host chose it (`setLocale`, else the `locale` option), for the
 * frame's own texts: the frame matches it to a shipped language as the modal does; undefined while
 * the host chose none, and the frame, like the modal, follows the browser's languages.
 */
const frameLocale = (ctx: HatchContext): string | undefined => {
  const requested = ctx.store.getState().modal.locale ?? ctx.options.raw.locale
  return typeof requested === 'string' ? requested : undefined
}

/**
 * Creates the core: the frame is injected on the first request, and only while the e-mail, socials
 * or passkey feature is on (spec §1: no frame, and none of this code, before that). A frame that
 * failed to get ready is removed, so the next request tries a fresh one.
 */
export function createEmbeddedCore(ctx: HatchContext, options: EmbeddedOptions, secureOrigin: string, deps: CoreDeps = {}): EmbeddedCore {
  let connection: FrameConnection | undefined
  let approvals = 0
  const display = createApprovalDisplay(ctx)

  const open = (): FrameConnection => {
    if (connection) return connection
    if (!ctx.isFeatureEnabled('email') && !ctx.isFeatureEnabled('socials') && !ctx.isFeatureEnabled('passkey')) {
      throw new HatchError('FEATURE_DISABLED', {
        params: { feature: 'email', plugin: 'email' },
        details: 'the embedded wallet frame is injected only while the email, socials or passkey feature is on',
      })
    }
    const opened = (deps.openFrame ?? openFrame)({
      secureOrigin,
      projectId: ctx.options.projectId,
      chainId: startChain(ctx),
      locale: frameLocale(ctx),
      options,
    })
    connection = opened
    opened.ready.catch(() => {
      if (connection !== opened) return
      connection = undefined
      opened.destroy()
    })
    return opened
  }

  const onModalClose = () => core.abortUnsafe()
  ctx.events.on('modal:close', onModalClose)
  // The frame's texts follow the modal's language (the next prompt shows in it).
  const offLocale = ctx.store.subscribe((state, previous) => {
    if (connection && state.modal.locale !== previous.modal.locale) connection.request('SET_LOCALE', { locale: frameLocale(ctx) }).catch(() => undefined)
  })

  const core: EmbeddedCore = {
    async request(type, payload) {
      try {
        return await open().request(type, payload)
      } catch (error) {
        throw frameError(ctx, error, type === 'RPC_REQUEST' ? (payload as { method: string }).method : type)
      }
    },
    async withApproval(run, kind = 'transaction', whenAsked) {
      let shown = false
      const show = (height = 1) => {
        if (height && !shown) {
          shown = true
          approvals++
          display.show(kind)
        }
      }
      const stop = whenAsked ? core.onPromptHeight(show) : (show(), undefined)
      try {
        return await run()
      } finally {
        stop?.()
        if (shown && !--approvals) display.hide()
      }
    },
    pendingApprovals: () => approvals,
    iframe: () => connection?.iframe,
    onPromptHeight: (listener) => connection?.onPromptHeight?.(listener) ?? (() => undefined),
    abortUnsafe() {
      connection?.abortUnsafe()
    },
    reload() {
      connection?.destroy()
      connection = undefined
      try {
        open()
      } catch {
        // The features turned off meanwhile: the next request says so.
      }
    },
    destroy() {
      ctx.events.off('modal:close', onModalClose)
      offLocale()
      connection?.destroy()
      connection = undefined
      cores.delete(ctx)
    },
  }
  return core
}
