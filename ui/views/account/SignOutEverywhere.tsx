import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useEmbeddedWalletAction } from './useEmbeddedWalletAction.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/** What the button needs of hatch/adapters/embedded's `embeddedWallet` service. */
interface EmbeddedSignOut {
  signOut(options: { everywhere: boolean }): Promise<void>
}

/**
 * "Sign out everywhere" for an embedded-wallet account (e-mail or social login): the secure site
 * ends every session of the account, on this device and every other, then this page disconnects.
 * A failure says why under the button and leaves the visitor connected.
 */
export function SignOutEverywhere({ namespace }: { namespace: ChainNamespace | undefined }) {
  const hatch = useHatch()
  const say = useMessages(accountMessages)
  const { busy, error, run } = useEmbeddedWalletAction<EmbeddedSignOut>()
  const click = () => run((wallet) => wallet.signOut({ everywhere: true }).then(() => hatch.disconnect(namespace ? { namespace } : {})))
  return (
    <>
      <button type="button" style={styles.dangerButton} onClick={click} disabled={busy} aria-busy={busy}>
        {say('account.signOutEverywhere')}
      </button>
      {error ? (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}
