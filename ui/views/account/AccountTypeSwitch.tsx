import { useEmbeddedWalletAction } from './useEmbeddedWalletAction.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/**
 * Spec §4 and §6 for the embedded wallet: which EVM account is active, the EOA or its smart
 * account, and the button that switches to the other (through the `embeddedWallet` service of
 * hatch/adapters/embedded). Shown only while the account lists a smart account, i.e. on a network
 * the secure site enables smart accounts on. A failed switch says why under the button.
 */
/** What the switch needs of hatch/adapters/embedded's `embeddedWallet` service. */
interface AccountTypeSetter {
  setAccountType(type: 'eoa' | 'smartAccount'): Promise<unknown>
}

export function AccountTypeSwitch({ type, deployed }: { type: 'eoa' | 'smartAccount'; deployed: boolean | undefined }) {
  const say = useMessages(accountMessages)
  const { busy, error, run } = useEmbeddedWalletAction<AccountTypeSetter>()
  const next = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const label = say(next === 'smartAccount' ? 'account.switchToSmartAccount' : 'account.switchToEoa')
  const click = () => run((wallet) => wallet.setAccountType(next))
  return (
    <div style={styles.row}>
      <p style={styles.muted}>
        {type === 'smartAccount' ? say(deployed === false ? 'account.typeSmartAccountUndeployed' : 'account.typeSmartAccount') : say('account.typeEoa')}
      </p>
      <button type="button" style={styles.chip} onClick={click} disabled={busy} aria-busy={busy}>
        {label}
      </button>
      {error ? (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
