import { createHatch, HatchError, type Hatch, type OpenOptions } from '../kernel/index.js'
import { invalidOption } from './errors.js'
import { dispatchHatchEvent, forwardEvents } from './forwardEvents.js'
import { mountHatch, type MountedHatch } from './mountHatch.js'
import { applyOptionAttributes, LIVE_ATTRIBUTES, OPTION_ATTRIBUTES, readButtonAttributes, readJsonConfig, readThemeMode } from './readAttributes.js'
import { readInitialState } from './readInitialState.js'
import { resolveElementOptions } from './resolveOptions.js'
import { attachButtonRoot } from './shadowRoot.js'
import type { HatchButtonElement, HatchElementOptions, NamedFactories } from './types.js'

/** Marks the classes this module made, so defining the element twice is recognised as harmless. */
export const HATCH_BUTTON_MARK = Symbol.for('hatch.button-element')

const NO_OPTIONS =
  'none were given: set the element\'s options (or hatch) property, or give it a JSON config (a <script type="application/json"> inside it, or config="<id of one>")'

/**
 * Makes the `<hatch-button>` class on the given window's `HTMLElement` (a function, not a
 * top-level class, so importing this module touches no browser global). `factories` are the
 * adapters and plugins the page may name.
 */
export function createHatchButtonClass(Base: typeof HTMLElement, factories: NamedFactories): CustomElementConstructor & { new (): HatchButtonElement } {
  class HatchButton extends Base implements HatchButtonElement {
    static readonly observedAttributes = [...OPTION_ATTRIBUTES, ...LIVE_ATTRIBUTES]
    static readonly [HATCH_BUTTON_MARK] = true

    #options: HatchElementOptions | undefined
    #given: Hatch | undefined
    #owned: Hatch | undefined
    #messages: Readonly<Record<string, string>> | undefined
    #error: unknown
    #mounted: MountedHatch | undefined
    #offEvents: (() => void) | undefined
    #container: HTMLElement | undefined
    /** Bumped by every (re)start and teardown: a start that finds it changed was overtaken. */
    #generation = 0
    #scheduled = false
    /** `open()` calls made before there was an instance. */
    #waiting: ((hatch: Hatch) => void)[] = []

    get options(): HatchElementOptions | undefined {
      return this.#options
    }
    set options(value: HatchElementOptions | undefined) {
      this.#options = value
      this.#schedule()
    }
    get hatch(): Hatch | undefined {
      return this.#given ?? this.#owned
    }
    set hatch(value: Hatch | undefined) {
      this.#given = value
      this.#schedule()
    }
    get error(): unknown {
      return this.#error
    }
    get messages(): Readonly<Record<string, string>> | undefined {
      return this.#messages
    }
    set messages(value: Readonly<Record<string, string>> | undefined) {
      this.#messages = value
      this.#applyLive()
    }

    open(options?: OpenOptions): void {
      // Until the UI is mounted no view is registered yet: wait for it as for the instance.
      const hatch = this.hatch
      if (hatch && this.#mounted) hatch.open(options)
      else this.#waiting.push((h) => h.open(options))
    }

    close(): boolean {
      return this.hatch?.close() ?? false
    }

    connectedCallback(): void {
      this.#container ??= attachButtonRoot(this)
      this.#schedule()
    }

    disconnectedCallback(): void {
      // Moving the element fires disconnect then connect in one task: keep the instance then.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#generation++
        this.#stop()
      })
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      if (previous === value || !this.isConnected) return
      if ((LIVE_ATTRIBUTES as readonly string[]).includes(name)) this.#applyLive(name)
      else if (!this.#given) this.#schedule()
    }

    /** Starts (again) once the current task is done, so attributes and properties set together count once. */
    #schedule(): void {
      if (this.#scheduled || !this.isConnected) return
      this.#scheduled = true
      queueMicrotask(() => {
        this.#scheduled = false
        void this.#start()
      })
    }

    async #start(): Promise<void> {
      if (!this.isConnected) return
      const generation = ++this.#generation
      this.#stop()
      const doc = this.ownerDocument
      try {
        if (this.#given) return await this.#show(this.#given, false, generation)
        let base = this.#options
        if (!base) {
          // A JSON config written inside the element may not be parsed yet.
          if (doc.readyState === 'loading') return void doc.addEventListener('DOMContentLoaded', () => this.#schedule(), { once: true })
          base = readJsonConfig(this) as HatchElementOptions | undefined
          if (!base) {
            // The page's own scripts may still set the options: wait for them until the page has loaded.
            if (doc.readyState !== 'complete') return void doc.defaultView?.addEventListener('load', () => this.#schedule(), { once: true })
            throw invalidOption('options', NO_OPTIONS)
          }
        }
        const options = await resolveElementOptions(applyOptionAttributes(this, base), factories)
        if (generation !== this.#generation || !this.isConnected) return
        const hatch = createHatch(options)
        this.#owned = hatch
        await this.#show(hatch, true, generation)
      } catch (error) {
        if (generation === this.#generation) this.#report(error)
      }
    }

    async #show(hatch: Hatch, owned: boolean, generation: number): Promise<void> {
      this.#error = undefined
      const offForwarded = forwardEvents(hatch, this)
      const offError = hatch.on('error', ({ error }) => {
        this.#error = error
      })
      this.#offEvents = () => {
        offError()
        offForwarded()
      }
      if (!owned) {
        const mode = readThemeMode(this)
        if (mode) hatch.setThemeMode(mode)
        const locale = this.getAttribute('locale')
        if (locale) hatch.setLocale(locale)
      }
      const mounted = await mountHatch(hatch, {
        ...(this.#container ? { container: this.#container } : {}),
        button: readButtonAttributes(this),
        ...(this.#messages ? { messages: this.#messages } : {}),
        initialState: readInitialState(this, this.#options?.logger),
      })
      // Overtaken while react-dom loaded (new options, or the element left the page): undo.
      if (generation !== this.#generation) return mounted.unmount()
      this.#mounted = mounted
      for (const run of this.#waiting.splice(0)) {
        try {
          run(hatch)
        } catch (error) {
          this.#report(error)
        }
      }
      void hatch.ready.then(
        () => {
          if (generation === this.#generation) dispatchHatchEvent(this, 'ready', { hatch })
        },
        () => undefined, // reported through the instance's own `error` event, forwarded as hatch:error
      )
    }

    /** Takes down what the last start made; an instance the page gave is left running. */
    #stop(): void {
      this.#offEvents?.()
      this.#offEvents = undefined
      this.#mounted?.unmount()
      this.#mounted = undefined
      this.#owned?.destroy()
      this.#owned = undefined
    }

    /** Applies the live attributes (and messages) to what runs; `changed` names the attribute that changed. */
    #applyLive(changed?: string): void {
      try {
        const mode = readThemeMode(this)
        if (mode) this.hatch?.setThemeMode(mode)
        // Removing the attribute: the instance follows the browser's languages again (docs/i18n.md).
        if (changed === 'locale') this.hatch?.setLocale(this.getAttribute('locale') || undefined)
        this.#mounted?.update({ button: readButtonAttributes(this), ...(this.#messages ? { messages: this.#messages } : {}) })
      } catch (error) {
        this.#report(error)
      }
    }

    /** A problem of the element's own (its options, its attributes): `hatch:error` and the logger, as the kernel reports its own. */
    #report(error: unknown): void {
      const code = error instanceof HatchError ? error.code : 'UNKNOWN_ERROR'
      const message = error instanceof Error ? error.message : String(error)
      this.#error = error
      dispatchHatchEvent(this, 'error', { code, message, error })
      const logger = this.#options?.logger
      if (typeof logger?.error === 'function') logger.error(message, error)
      else console.error(message, error)
    }
  }
  return HatchButton
}
