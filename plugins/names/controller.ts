import type { PluginContext } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'
import { detailOf, httpStatus, serverReason, type NamesError } from './errors.js'
import { createAccountName } from './accountName.js'
import { createNameApi } from './nameApi.js'
import { DEFAULT_NAME_ZONE, type NamesOptions } from './options.js'
import { brokenRule, coinTypeOf, labelOf, registrationMessage } from './rules.js'
import type { NamesState } from './state.js'

/** How long typing must pause before the name is looked up (spec §9: search waits at least 300 ms). */
export const SETTLE_MS = 300

/** What the names views call. Every method writes the plugin's own slice, `state.plugins.names`. */
export interface NamesController {
  /** The zone names are registered under (`hatch.id`). */
  readonly zone: string
  /** The visitor typed: the rules are checked, and once typing pauses the service says whether the name is free. */
  setLabel(text: string): void
  /** Takes a suggested name (`carol-1.hatch.id`) and checks it at once. */
  useSuggestion(name: string): void
  /**
   * Registers the typed name (spec §4 "Name registration"): the wallet signs the registration
   * message, the service stores it, the account's profile name becomes it, and the view moves to
   * RegisterAccountNameSuccess. Resolves false when a rule, the chain id, the wallet or the service
   * refused (the reason is in the state; the view is RegisterAccountName again, nothing typed lost).
   */
  register(): Promise<boolean>
  /** Back to an empty form. */
  reset(): void
  dispose(): void
}

interface EvmAccount {
  address: string
  chainId: number
}

/**
 * The name flow of one instance, and the account's name: while an EVM account is connected and has
 * no profile name yet, its name is read from the name service (reverse lookup, 5 min cache) so the
 * Account view and the connect button show it.
 */
export function createNamesController(ctx: PluginContext<NamesState>, options: NamesOptions = {}, clock: () => number = Date.now): NamesController {
  const zone = options.zone ?? DEFAULT_NAME_ZONE
  const api = createNameApi(ctx)
  let timer: ReturnType<typeof setTimeout> | undefined
  let lookup: AbortController | undefined
  let run = 0
  let disposed = false
  const accountName = createAccountName(ctx, api, (error) => void fail('NAMES_FOR_ADDRESS_FAILED', error), clock)

  const fail = (code: NamesError['code'], error: unknown, params?: NamesError['params']): NamesError => {
    const reason = serverReason(error)
    ctx.events.emit('error', { code, message: reason ?? String(error), error })
    const detail = reason ? undefined : httpStatus(error) === undefined ? detailOf(error) : undefined
    // The detail of a Hatch error (a wallet's refusal …) keeps its code and values: the view shows that
    // code's text in the visitor's language rather than the English shortMessage. Only beside a
    // detail: an HTTP failure has none, and its code's text would show unfilled.
    const translatable =
      detail && isHatchErrorLike(error)
        ? { detailCode: error.code, ...(Object.keys(error.params).length > 0 ? { detailParams: { ...error.params } } : {}) }
        : {}
    return { code, ...(params ? { params } : {}), ...(reason ? { reason } : {}), ...(detail ? { detail, ...translatable } : {}) }
  }

  const evmAccount = (): EvmAccount | undefined => {
    const chain = ctx.store.getState().chains.eip155
    const address = chain?.account.address
    const chainId = chain?.network.caipNetwork?.id
    return address && chainId !== undefined ? { address, chainId: Number(chainId) } : undefined
  }

  const stopLookup = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    lookup?.abort()
    lookup = undefined
    run += 1
  }

  /** Asks the service whether `name` is free, and for suggestions when it is not. */
  const check = async (name: string) => {
    const mine = ++run
    const abort = new AbortController()
    lookup = abort
    const current = () => mine === run && !disposed
    ctx.self.update((s) => {
      s.availability = 'checking'
      s.suggestions = []
      delete s.lookupError
    })
    let free: boolean
    try {
      free = await api.isFree(name, abort.signal)
    } catch (error) {
      if (!current()) return
      const failure = fail('NAME_RESOLVE_FAILED', error)
      return ctx.self.update((s) => {
        s.availability = 'failed'
        s.lookupError = failure
      })
    }
    if (!current()) return
    ctx.self.update((s) => {
      s.availability = free ? 'available' : 'taken'
    })
    if (!free) await offerSuggestions(name, current, abort.signal)
  }

  const offerSuggestions = async (name: string, current: () => boolean, signal?: AbortSignal) => {
    try {
      const suggestions = await api.suggestions(name.slice(0, -zone.length - 1), zone, signal)
      if (current()) ctx.self.update((s) => void (s.suggestions = suggestions))
    } catch (error) {
      if (!current()) return
      const failure = fail('NAME_SUGGESTIONS_FAILED', error)
      ctx.self.update((s) => void (s.lookupError = failure))
    }
  }

  const setLabel = (text: string, immediately = false) => {
    stopLookup()
    const label = labelOf(text, zone)
    const rule = brokenRule(label)
    const name = label === '' ? '' : `${label}.${zone}`
    ctx.self.update((s) => {
      s.label = text
      s.name = name
      s.availability = 'idle'
      s.suggestions = []
      delete s.lookupError
      delete s.formError
      // A wrong character is named at once; a name too short only once typing pauses.
      if (rule === 'characters') s.rule = rule
      else delete s.rule
    })
    if (label === '' || rule === 'characters') return
    const settle = () => {
      timer = undefined
      if (rule) return ctx.self.update((s) => void (s.rule = rule))
      void check(name)
    }
    if (immediately) settle()
    else timer = setTimeout(settle, SETTLE_MS)
  }

  /** Back on RegisterAccountName when the wallet's view (an approval) is on top; false when the form is no longer in the history. */
  const showForm = (): boolean => {
    const stack = ctx.store.getState().router.stack
    const index = stack.map((e) => e.view).lastIndexOf('RegisterAccountName')
    if (index === -1) return false
    if (index !== stack.length - 1) ctx.router.goBackToIndex(index)
    return true
  }

  const register = async (): Promise<boolean> => {
    const state = ctx.self.get()
    if (state.registering) return false
    stopLookup()
    const label = labelOf(state.label, zone)
    const rule = brokenRule(label)
    if (rule) {
      ctx.self.update((s) => void (s.rule = rule))
      return false
    }
    const name = `${label}.${zone}`
    // The view already says this name is taken: asking the wallet to sign for it only ends in the
    // service's refusal.
    if (state.availability === 'taken' && state.name === name) return false
    const account = evmAccount()
    if (!account) {
      const failure = fail('NO_ACTIVE_CAIP_ADDRESS', new Error('No EVM account is connected'))
      ctx.self.update((s) => void (s.formError = failure))
      return false
    }
    const coinType = coinTypeOf(account.chainId)
    if (coinType === undefined) {
      const failure = fail('INVALID_CHAIN_ID', new Error(`chain id ${account.chainId} is 2^31 or more`))
      ctx.self.update((s) => void (s.formError = failure))
      return false
    }
    ctx.self.update((s) => {
      s.name = name
      s.registering = true
      delete s.rule
      delete s.formError
      delete s.lookupError
    })
    try {
      const message = registrationMessage(name, {}, clock())
      const runtime = await ctx.getAdapter('eip155')
      const signature = await runtime.signMessage({ message, address: account.address })
      await api.register({ coin_type: coinType, address: account.address, message, signature })
    } catch (error) {
      if (disposed) return false
      const failure = fail('NAME_REGISTER_FAILED', error, { name })
      const taken = httpStatus(error) === 409
      ctx.self.update((s) => {
        s.registering = false
        s.formError = failure
        if (taken) s.availability = 'taken'
      })
      showForm()
      if (taken) {
        const mine = ++run
        await offerSuggestions(name, () => mine === run && !disposed)
      }
      return false
    }
    if (disposed) return false
    await accountName.show(account.address, { name })
    ctx.self.update((s) => {
      Object.assign(s, { label: '', name: '', availability: 'idle', suggestions: [], registering: false, registered: name })
    })
    ctx.events.emit('names:registered', { namespace: 'eip155', address: account.address, name })
    // The success view takes the form's place; if the visitor left the form (or closed the modal) while the wallet signed, it is only shown in a modal still open.
    if (showForm()) ctx.router.replace('RegisterAccountNameSuccess', { name })
    else if (ctx.store.getState().modal.open) ctx.router.push('RegisterAccountNameSuccess', { name })
    return true
  }

  const stopFollowing = ctx.store.select(
    (s) => s.chains.eip155?.account.address,
    (address) => {
      if (address) void accountName.load(address)
      else {
        stopLookup()
        ctx.self.reset()
      }
    },
  )
  const initial = evmAccount()
  if (initial) void accountName.load(initial.address)

  return {
    zone,
    setLabel: (text) => setLabel(text),
    useSuggestion: (name) => setLabel(labelOf(name, zone), true),
    register,
    reset() {
      stopLookup()
      ctx.self.reset()
    },
    dispose() {
      disposed = true
      stopLookup()
      stopFollowing()
    },
  }
}
