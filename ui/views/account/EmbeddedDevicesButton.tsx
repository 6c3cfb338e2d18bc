import { useRouter } from '../../hooks/useRouter.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'
import { styles } from './viewStyles.js'

/**
 * "Devices" for an embedded-wallet account (e-mail or social login): opens the view that lists the
 * browsers holding a share of the wallet, when the `embedded()` adapter registers it.
 */
export function EmbeddedDevicesButton() {
  const router = useRouter()
  const say = useMessages(accountMessages)
  if (!router.isReachable('Devices')) return null
  return (
    <button type="button" style={styles.secondaryButton} onClick={() => (router.push as (view: string) => void)('Devices')}>
      {say('account.devices')}
    </button>
  )
}
