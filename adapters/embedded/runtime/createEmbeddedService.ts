import * as v from 'valibot'
import type { HatchContext } from '../../../kernel/contracts/context.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { REQUEST_PAYLOADS } from '../protocol/index.js'
import type { EmbeddedOptions } from '../options.js'
import type { EmbeddedWalletService } from '../service.js'
import { embeddedCore, type CoreDeps } from './embeddedCore.js'
import { embeddedAccounts } from './embeddedAccounts.js'
import { signOutCapped } from './signOut.js'
import { socialLogin } from './socialLogin.js'
import { socialSession } from './socialSession.js'
import { passkeyLogin } from './passkeyLogin.js'
import { keepFrameOver } from './frameOverlay.js'
import { setEmbeddedAccountType } from '../smartAccountSwitch.js'

/** The `embeddedWallet` service of one instance, on the same frame as the runtime. */
export function createEmbeddedService(ctx: HatchContext, options: EmbeddedOptions, secureOrigin: string, deps: CoreDeps = {}): EmbeddedWalletService {
  const core = embeddedCore(ctx, options, secureOrigin, deps)
  const accounts = embeddedAccounts(ctx, core)
  /** The address as the frame will take it, or INVALID_EMAIL naming what is wrong (spec §5). */
  const checked = (email: string): string => {
    const parsed = v.safeParse(REQUEST_PAYLOADS.APP_CONNECT_EMAIL, { email })
    if (!parsed.success) throw new HatchError('INVALID_EMAIL', { details: `'${email}' ${parsed.issues[0].message}` })
    return parsed.output.email
  }
  return {
    async requestCode(email) {
      const step = await core.request('APP_CONNECT_EMAIL', { email: checked(email) })
      return step.action === 'VERIFY_OTP'
        ? { action: 'VERIFY_OTP', ...(step.resendAt !== undefined ? { resendAt: step.resendAt } : {}) }
        : { action: step.action }
    },
    async waitForDeviceApproval() {
      await core.request('CONNECT_DEVICE', {})
    },
    async verifyCode(otp) {
      await core.request('CONNECT_OTP', { otp: otp.trim() })
      socialSession(ctx).forget()
      const result = await accounts.connectAll()
      return { email: result.email, address: result.address }
    },
    async updateEmail(email) {
      // With two-step on, the frame asks for the code inside itself: its prompt shows ApproveTransaction.
      await core.withApproval(() => core.request('UPDATE_EMAIL', { email: checked(email) }), 'twoStep', true)
    },
    async verifyPrimaryCode(otp) {
      await core.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() })
    },
    async verifySecondaryCode(otp) {
      const { email } = await core.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
      for (const ns of accounts.connectedHere()) {
        const user = ctx.store.getState().chains[ns]?.account.user
        ctx.setAccount(ns, { user: { ...user, email } })
      }
      return { email }
    },
    async getUser() {
      const { isConnected } = await core.request('IS_CONNECTED', {})
      if (!isConnected) return undefined
      const evm = accounts.networkOf('eip155')?.id
      const user = await core.request('GET_USER', typeof evm === 'number' ? { chainId: evm } : {})
      return { email: user.email, address: user.address }
    },
    signOut: (how) => signOutCapped(core, options, how?.everywhere === true),
    abortPending: () => core.abortUnsafe(),
    frame: () => core.iframe(),
    showFrameOver(target) {
      const frame = core.iframe()
      return frame ? keepFrameOver(frame, target) : () => undefined
    },
    onPromptHeight: (listener) => core.onPromptHeight(listener),
    hasPendingApproval: () => core.pendingApprovals() > 0,
    ...socialLogin(ctx, core, accounts, secureOrigin),
    ...passkeyLogin(ctx, core, accounts),
    setAccountType: (type) => setEmbeddedAccountType(ctx, core, accounts, type),
    async exportKey(namespace) {
      await core.withApproval(() => core.request('EXPORT_KEY', { namespace }), 'exportKey')
    },
    async twoStep() {
      await core.withApproval(() => core.request('TWO_STEP', {}), 'twoStep')
    },
    devices: async () => (await core.request('GET_DEVICES', {})).devices,
    async removeDevices(deviceId) {
      const { removed } = await core.withApproval(() => core.request('REMOVE_DEVICES', deviceId ? { deviceId } : {}), 'device')
      return removed
    },
  }
}
