import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/**
 * How the embedded-wallet account signed in with a social provider (state `account.socialProvider`,
 * the provider's name in `connectedWalletInfo.name`, the username in `user.username` with spec
 * §5's Discord rule already applied): "Signed in with GitHub as mhamilton".
 */
export function AccountSocial({ provider, username }: { provider: string; username: string | undefined }) {
  const say = useMessages(accountMessages)
  return <p style={styles.muted}>{username ? say('account.socialAs', { provider, username }) : say('account.social', { provider })}</p>
}
