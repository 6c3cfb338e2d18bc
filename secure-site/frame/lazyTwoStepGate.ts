import type { TwoStepApi } from './twoStepApi.js'
import type { TwoStepGate } from './twoStepGate.js'
import type { TwoStepScreen } from './twoStepViews.js'

/**
 * The second factor's gate, loaded with its first use: its views and QR encoder stay out of the
 * frame's start-up (frameBundle.ts). Whether a request needs it is asked of the gate itself, so
 * every gated request loads it; the status call it makes is what a request needed anyway.
 */
export function lazyTwoStepGate(api: TwoStepApi, screen: TwoStepScreen): TwoStepGate {
  let loaded: Promise<TwoStepGate> | undefined
  const gate = () =>
    (loaded ??= import('./twoStepGate.js').then(
      (m) => m.createTwoStepGate(api, screen),
      (error: unknown) => {
        loaded = undefined
        throw error
      },
    ))
  return {
    require: async (action, purpose, signal, status) => (await gate()).require(action, purpose, signal, status),
    forSend: async (chain, value, signal) => (await gate()).forSend(chain, value, signal),
    manage: async (signal) => (await gate()).manage(signal),
  }
}
