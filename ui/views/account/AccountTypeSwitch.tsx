import { useState } from 'react'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { styles } from './viewStyles.js'

/**
 * Spec §4 and §6 for the embedded wallet: which EVM account is active, the EOA or its smart
 * account, and the button that switches to the other (through the `embeddedWallet` service of
 * hatch/adapters/embedded). Shown only while the account lists a smart account, i.e. on a network
 * the secure site enables smart accounts on. A failed switch says why under the button.
 */
/**
 * What the switch needs of hatch/adapters/embedded's `embeddedWallet` service. The UI imports no
 * adapter, so that service's typed entry in HatchServices (a declaration the adapter adds) is not
 * in view for a host that compiles the UI without it; the name is looked up as a plain string.
 */
interface AccountTypeSetter {
  setAccountType(type: 'eoa' | 'smartAccount'): Promise<unknown>
}

export function AccountTypeSwitch({ type, deployed }: { type: 'eoa' | 'smartAccount'; deployed: boolean | undefined }) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const next = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const label = t(next === 'smartAccount' ? 'account.switchToSmartAccount' : 'account.switchToEoa')
  const click = () => {
    setBusy(true)
    setError(undefined)
    const context = hatch.context
    const getService = context.getService.bind(context) as unknown as (name: string) => Promise<AccountTypeSetter>
    void getService('embeddedWallet')
      .then((wallet) => wallet.setAccountType(next))
      .catch((failure: unknown) => setError(isHatchError(failure) ? failure.shortMessage : String(failure)))
      .finally(() => setBusy(false))
  }
  return (
    <div style={styles.row}>
      <p style={styles.muted}>
        {type === 'smartAccount' ? t(deployed === false ? 'account.typeSmartAccountUndeployed' : 'account.typeSmartAccount') : t('account.typeEoa')}
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
