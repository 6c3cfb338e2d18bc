import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { AccountState } from '../../../kernel/types/state.js'
import type { SocialProviderId } from '../service.js'
import { embeddedStorage } from '../storageKeys.js'

/** Any social sign-in, Farcaster included (the values of the `socialProvider` storage key). */
export type SocialSignInId = SocialProviderId | 'farcaster'

/** The providers' names as the Account view shows them ("Signed in with GitHub"). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialSignInId, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Spec §5: a Discord username ending in 0 loses that digit (the legacy discriminator `#0`). */
export function shownSocialUsername(provider: SocialSignInId, username: string | null | undefined): string | null {
  if (!username) return null
  return provider === 'discord' && username.endsWith('0') ? username.slice(0, -1) : username
}

/**
 * The social sign-in the page remembers (the embedded wallet's storage keys `socialProvider` and
 * `socialUsername`, valibot-checked on every read; `signInMethod` after a passkey login): written
 * after a social (or passkey) login, removed by an e-mail login and by disconnect, and read back when the session is restored after a reload, so
 * the Account view keeps naming the provider and the handle.
 */
export function socialSession(ctx: HatchContext) {
  const providerKey = embeddedStorage(ctx, 'socialProvider')
  const usernameKey = embeddedStorage(ctx, 'socialUsername')
  const methodKey = embeddedStorage(ctx, 'signInMethod')
  return {
    remember(provider: SocialSignInId, username: string | null): void {
      methodKey.remove()
      providerKey.set(provider)
      if (username) usernameKey.set(username)
      else usernameKey.remove()
    },
    /** A passkey login (issue 31): the wallet is named "Passkey" rather than "Email". */
    rememberPasskey(): void {
      providerKey.remove()
      usernameKey.remove()
      methodKey.set('passkey')
    },
    forget(): void {
      providerKey.remove()
      usernameKey.remove()
      methodKey.remove()
    },
    /**
     * The account fields that name how the visitor signed in: the provider, its name as the
     * wallet's name, and the shown username (spec §5's Discord rule applied); a passkey or e-mail otherwise.
     */
    accountFields(): Pick<AccountState, 'socialProvider' | 'connectedWalletInfo'> & { username: string | null } {
      const provider = providerKey.get()
      if (!provider)
        return { socialProvider: undefined, connectedWalletInfo: { name: methodKey.get() === 'passkey' ? 'Passkey' : 'Email', type: 'AUTH' }, username: null }
      return {
        socialProvider: provider,
        connectedWalletInfo: { name: SOCIAL_PROVIDER_NAMES[provider], type: 'AUTH' },
        username: shownSocialUsername(provider, usernameKey.get()),
      }
    },
  }
}
