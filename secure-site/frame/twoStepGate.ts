import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { type TwoStepAction, type TwoStepApi, type TwoStepStatus } from './twoStepApi.js'
import { askSecondFactor, enrolSecondFactor, secondFactorOn, type TwoStepScreen } from './twoStepViews.js'
import { text } from './frameText.js'

/** The operator's threshold ("0.5", a decimal the site's configuration checked) in the unit's smallest part. */
const toUnits = (text: string, decimals: number) => {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}

/** Decimals of each family's native unit, for the operator's send thresholds ("0.5" ETH, "2" SOL). */
const NATIVE_DECIMALS: Record<string, number> = { eip155: 18, solana: 9 }

/** The second factor as the frame's handlers use it (issue 31 item 2). */
export interface TwoStepGate {
  /**
   * Asks for the second factor before `action` when the account has one, or (the project requires
   * one) has the visitor turn it on first, inside the frame. Resolves with the verified check's id
   * (undefined when nothing was needed); Cancel rejects with 4001.
   */
  require(action: TwoStepAction, purpose: string, signal: AbortSignal, status?: TwoStepStatus): Promise<string | undefined>
  /** The same for a send of `value` (the native unit's smallest) on `chain` (CAIP-2), only from the operator's threshold on. */
  forSend(chain: string, value: bigint, signal: AbortSignal): Promise<void>
  /** Account → Two-step verification: turns it on (QR, first code, recovery codes), or shows it on with "Turn off". */
  manage(signal: AbortSignal): Promise<boolean>
}

/** The gate over the site's API, drawing in the frame's own document. */
export function createTwoStepGate(api: TwoStepApi, screen: TwoStepScreen): TwoStepGate {
  const enrol = async (signal: AbortSignal, required: boolean, grant?: TwoStepAction) => {
    const started = await api.startTotp()
    return enrolSecondFactor(screen, started, required, signal, (code) => api.confirmTotp(code, grant))
  }
  const gate: TwoStepGate = {
    async require(action, purpose, signal, known) {
      const status = known ?? (await api.status())
      if (status.factors.length) {
        const challengeId = await api.challenge(action)
        await askSecondFactor(screen, purpose, signal, (factor, code) => api.verify(challengeId, factor, code))
        return challengeId
      }
      if (!status.required) return undefined
      return (await enrol(signal, true, action)).challengeId
    },

    async forSend(chain, value, signal) {
      const status = await api.status()
      const threshold = status.sendThresholds[chain]
      const decimals = NATIVE_DECIMALS[chain.split(':')[0] ?? '']
      if (threshold === undefined || decimals === undefined || value < toUnits(threshold, decimals)) return
      await gate.require('send', text('twoStep.forSend'), signal, status)
    },

    async manage(signal) {
      const status = await api.status()
      if (!status.factors.length) {
        await enrol(signal, false)
        return true
      }
      if ((await secondFactorOn(screen, status.recoveryCodesLeft, !status.required, signal)) === 'done') return true
      const challengeId = await gate.require('disable', text('twoStep.forDisable'), signal, status)
      if (!challengeId) throw new FrameRequestError(formatMessage('WALLET_REQUEST_REJECTED'), 4001)
      await api.disable(challengeId)
      return false
    },
  }
  return gate
}
