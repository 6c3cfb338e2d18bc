/**
 * A scripted secure frame for the page side's unit tests: the real PortClient on a real
 * MessageChannel, with the frame's end answering like secure-site/frame does (the real frame runs
 * in the browser tests, test/e2e/email). Signing requests wait until the test approves them.
 */
import { PortClient } from '../../../../adapters/embedded/portClient.js'
import type { FrameConnection, FrameSettings } from '../../../../adapters/embedded/runtime/embeddedCore.js'
import { ManualTimers, flush } from '../../secure-site/manualTimers.js'

export { flush }

type Envelope = { hatch: 1; ch: string; id: string; type: string; payload: Record<string, unknown> }

/** The account the scripted frame signs for. */
export const FRAME_ACCOUNT = { evm: '0x1111111111111111111111111111111111111111', solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpAbCdEfGhJkL', code: '123456' }

/** Options of {@link scriptedFrames}. */
export interface ScriptOptions {
  /** The frame never answers READY (a secure site that does not load). */
  neverReady?: boolean
  /** The frame has a session already (a reload). */
  signedIn?: boolean
  /** Types the frame never answers. */
  silent?: string[]
  /** EVM chains the frame serves. */
  chains?: number[]
  /** EVM chains with smart accounts (GET_SMART_ACCOUNT_ENABLED_NETWORKS); none by default. */
  smartAccountChains?: number[]
  /** The frame's smart-account lookup fails: GET_USER answers the EOA with `smartAccountUnavailable` (docs/smart-accounts.md). */
  smartAccountUnavailable?: boolean
  /** GET_USER tells how many passkeys the account has (absent: it does not say). */
  passkeys?: number
  /**
   * The visitor answers the frame's passkey prompts: CONNECT_PASSKEY logs in (a new account),
   * ADD_PASSKEY saves one. Without it both wait, as the real prompt waits for a click.
   */
  passkeyAnswers?: boolean
}

/** The smart account the scripted frame reports on its smart-account chains (docs/smart-accounts.md). */
export const FRAME_SMART_ACCOUNT = '0x5555555555555555555555555555555555555555'

/** Frames opened through `openFrame`, what they received, and controls. */
export function scriptedFrames(script: ScriptOptions = {}) {
  const timers = new ManualTimers()
  const received: Envelope[] = []
  const opened: FrameSettings[] = []
  const waiting = new Map<string, (reply: { result?: unknown; error?: { message: string; code?: number | string } }) => void>()
  /** READY messages posted and not yet read by the page's client. */
  const readyInFlight = new Set<object>()
  const state = {
    signedIn: script.signedIn ?? false,
    email: 'visitor@example.test' as string | null,
    chainId: 0,
    codeSent: false,
    preferred: 'eoa' as 'eoa' | 'smartAccount',
    passkeys: script.passkeys,
  }
  const smartChains = script.smartAccountChains ?? []
  const chains = script.chains ?? [1337, 1338]

  function openFrame(settings: FrameSettings): FrameConnection {
    opened.push(settings)
    state.chainId = chains.includes(settings.chainId) ? settings.chainId : (chains[0] as number)
    const { port1, port2 } = new MessageChannel()
    const nonce = crypto.randomUUID()
    const ch = crypto.randomUUID()
    const client = new PortClient(
      port1,
      nonce,
      {
        timers,
        loadTimeoutMs: settings.options.loadTimeoutMs,
        requestTimeoutMs: settings.options.requestTimeoutMs,
        readyDelayMs: settings.options.readyDelayMs,
      },
      'the scripted frame',
    )
    const reply = (request: Envelope, outcome: { result?: unknown; error?: { message: string; code?: number | string } }) => {
      if (outcome.error) port2.postMessage({ hatch: 1, ch, id: request.id, type: `${request.type}_ERROR`, payload: outcome.error })
      else port2.postMessage({ hatch: 1, ch, id: request.id, type: `${request.type}_SUCCESS`, payload: outcome.result })
    }
    port2.onmessage = (event) => {
      const request = event.data as Envelope
      received.push(request)
      if (script.silent?.includes(request.type)) return
      const p = request.payload
      switch (request.type) {
        case 'APP_CONNECT_EMAIL':
          if (state.codeSent) return reply(request, { error: { message: 'Please try again after 27 seconds', code: 'EMAIL_COOLDOWN' } })
          state.codeSent = true
          state.email = String(p['email'])
          return reply(request, { result: { action: 'VERIFY_OTP', resendAt: timers.now + 30_000 } })
        case 'CONNECT_OTP':
          if (p['otp'] !== FRAME_ACCOUNT.code) return reply(request, { error: { message: 'Invalid code', code: 'OTP_INVALID' } })
          state.signedIn = true
          return reply(request, { result: {} })
        case 'IS_CONNECTED':
          return reply(request, { result: { isConnected: state.signedIn } })
        case 'CONNECT_PASSKEY':
          if (!script.passkeyAnswers) return waiting.set(request.id, (outcome) => reply(request, outcome)) // the prompt waits for a click
          state.signedIn = true
          state.email = null
          state.passkeys = 1
          return reply(request, { result: { newUser: true, newDevice: false } })
        case 'ADD_PASSKEY':
          if (!state.signedIn) return reply(request, { error: { message: 'Not connected to email or social', code: 4100 } })
          if (!script.passkeyAnswers) return waiting.set(request.id, (outcome) => reply(request, outcome))
          state.passkeys = (state.passkeys ?? 0) + 1
          return reply(request, { result: { passkeys: state.passkeys } })
        case 'GET_USER': {
          if (!state.signedIn) return reply(request, { error: { message: 'Not connected to email or social', code: 4100 } })
          const passkeys = state.passkeys === undefined ? {} : { passkeys: state.passkeys }
          const solana = typeof p['chainId'] === 'string'
          if (!solana && smartChains.includes(state.chainId) && script.smartAccountUnavailable) {
            const accounts = [{ address: FRAME_ACCOUNT.evm, type: 'eoa' }]
            return reply(request, {
              result: { email: state.email, address: FRAME_ACCOUNT.evm, chainId: state.chainId, accounts, smartAccountUnavailable: true, ...passkeys },
            })
          }
          if (!solana && smartChains.includes(state.chainId)) {
            const accounts = [
              { address: FRAME_ACCOUNT.evm, type: 'eoa' },
              { address: FRAME_SMART_ACCOUNT, type: 'smartAccount' },
            ]
            const address = state.preferred === 'smartAccount' ? FRAME_SMART_ACCOUNT : FRAME_ACCOUNT.evm
            return reply(request, {
              result: {
                email: state.email,
                address,
                chainId: state.chainId,
                accounts,
                accountType: state.preferred,
                smartAccountDeployed: false,
                preferredAccountType: state.preferred,
                ...passkeys,
              },
            })
          }
          return reply(request, {
            result: {
              email: state.email,
              address: solana ? FRAME_ACCOUNT.solana : FRAME_ACCOUNT.evm,
              chainId: solana ? p['chainId'] : state.chainId,
              accounts: [{ address: solana ? FRAME_ACCOUNT.solana : FRAME_ACCOUNT.evm, type: 'eoa' }],
              ...passkeys,
            },
          })
        }
        case 'SWITCH_NETWORK':
          if (!chains.includes(p['chainId'] as number)) return reply(request, { error: { message: 'Unsupported chain', code: 4901 } })
          state.chainId = p['chainId'] as number
          return reply(request, { result: { chainId: state.chainId } })
        case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return reply(request, { result: { smartAccountEnabledNetworks: smartChains } })
        case 'ESTIMATE_USER_OPERATION_FEE':
          // The user operation's fee as the frame estimates it (the bundler's gas at the chain's fee): a fixed one here.
          return reply(request, { result: { fee: '7300000000000000', sponsored: false } })
        case 'SET_PREFERRED_ACCOUNT':
          state.preferred = p['type'] as 'eoa' | 'smartAccount'
          return reply(request, { result: { type: p['type'] } })
        case 'SIGN_OUT':
          state.signedIn = false
          return reply(request, { result: {} })
        case 'UPDATE_EMAIL':
          return reply(request, { result: { action: 'VERIFY_PRIMARY_OTP' } })
        case 'UPDATE_EMAIL_PRIMARY_OTP':
          return reply(request, { result: { action: 'VERIFY_SECONDARY_OTP' } })
        case 'UPDATE_EMAIL_SECONDARY_OTP':
          state.email = 'new@example.test'
          return reply(request, { result: { email: state.email } })
        case 'GET_DEVICES':
          if (!state.signedIn) return reply(request, { error: { message: 'Not connected to email or social', code: 4100 } })
          return reply(request, {
            result: {
              devices: [
                { id: 'this-browser', browser: 'Firefox on Windows', firstUsedAt: 1_764_000_000_000, lastUsedAt: 1_764_400_000_000, current: true },
                { id: 'other-browser', browser: 'Safari on macOS', firstUsedAt: 1_763_000_000_000, lastUsedAt: 1_764_300_000_000, current: false },
              ],
            },
          })
        case 'GET_FARCASTER_URI':
          return reply(request, { result: { url: `http://127.0.0.1:9/~/siwf?channelToken=t${received.length}` } })
        case 'CONNECT_FARCASTER':
          return // waits for the visitor's app: never answered here
        case 'RPC_ABORT':
          waiting.get(String(p['targetId']))?.({ error: { message: 'Request was aborted', code: 4001 } })
          waiting.delete(String(p['targetId']))
          return reply(request, { result: { aborted: true } })
        case 'RPC_REQUEST':
          if (p['method'] === 'eth_blockNumber') return // a slow read: answered only by the test
          waiting.set(request.id, (outcome) => reply(request, outcome.error ? outcome : { result: { result: outcome.result } }))
          return
      }
    }
    if (!script.neverReady) {
      // Counted until the client has read it (its handler runs first and arms the 500 ms ready delay).
      const arrival = {}
      readyInFlight.add(arrival)
      port1.addEventListener('message', () => readyInFlight.delete(arrival), { once: true })
      queueMicrotask(() => port2.postMessage({ hatch: 1, type: 'READY', nonce, ch }))
    }
    return {
      ready: client.ready,
      request: (type, payload) => client.request(type, payload),
      abortUnsafe: () => client.abortUnsafe(),
      destroy() {
        client.close(new Error('destroyed'))
        port2.close()
      },
    }
  }

  return {
    openFrame,
    timers,
    received,
    opened,
    state,
    /** The RPC requests waiting for the visitor, by method. */
    pending: (method: string) => received.filter((r) => r.type === 'RPC_REQUEST' && r.payload['method'] === method && waiting.has(r.id)),
    /** Answers a waiting RPC request as the frame would after Approve (or Reject). */
    answer(id: string, outcome: { result?: unknown; error?: { message: string; code?: number } }) {
      waiting.get(id)?.(outcome)
      waiting.delete(id)
    },
    /** Lets the frame get ready (READY delivered, the 500 ms delay passed). */
    async settle() {
      await flush()
      // A busy event loop can deliver READY after the 5 ms flush: wait for it (at most ~1 s), or the
      // 500 ms advanced below would pass before the ready delay is armed.
      for (let i = 0; i < 200 && readyInFlight.size > 0; i++) await flush()
      await timers.advance(500)
      await flush()
    },
  }
}
