import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { PasskeyUser } from '../service.js'
import type { EmbeddedCore } from './embeddedCore.js'
import type { embeddedAccounts } from './embeddedAccounts.js'
import { socialSession } from './socialSession.js'

/**
 * The page side of passkey login (issue 31, docs/secure-site.md "Passkeys"): the frame shows its
 * own "Continue with a passkey" prompt, whose buttons open the browser's passkey dialog on the
 * secure origin (the page shows the frame meanwhile: hatch/plugins/passkey's view); once logged
 * in, the account is recorded like after an e-mail login, and the wallet is named "Passkey".
 */
export function passkeyLogin(ctx: HatchContext, core: EmbeddedCore, accounts: ReturnType<typeof embeddedAccounts>) {
  const session = socialSession(ctx)
  return {
    async connectPasskey(): Promise<PasskeyUser> {
      const { newUser, newDevice } = await core.request('CONNECT_PASSKEY', {})
      session.rememberPasskey()
      try {
        const result = await accounts.connectAll()
        return { email: result.email, address: result.address, newUser, newDevice }
      } catch (error) {
        session.forget()
        throw error
      }
    },

    async addPasskey(): Promise<number> {
      const { passkeys } = await core.request('ADD_PASSKEY', {})
      for (const ns of accounts.connectedHere()) {
        const user = ctx.store.getState().chains[ns]?.account.user
        ctx.setAccount(ns, { user: { ...user, passkeys } })
      }
      return passkeys
    },
  }
}
