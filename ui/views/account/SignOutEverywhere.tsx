import { useState } from 'react'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { styles } from './viewStyles.js'

/**
 * What the button needs of hatch/adapters/embedded's `embeddedWallet` service, looked up by name
 * (the UI imports no adapter; see AccountTypeSwitch).
 */
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
  const { t } = useTranslator()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const click = () => {
    setBusy(true)
    setError(undefined)
    const context = hatch.context
    const getService = context.getService.bind(context) as unknown as (name: string) => Promise<EmbeddedSignOut>
    void getService('embeddedWallet')
      .then((wallet) => wallet.signOut({ everywhere: true }))
      .then(() => hatch.disconnect(namespace ? { namespace } : {}))
      .catch((failure: unknown) => {
        setError(isHatchError(failure) ? failure.shortMessage : String(failure))
        setBusy(false)
      })
  }
  return (
    <>
      <button type="button" style={styles.dangerButton} onClick={click} disabled={busy} aria-busy={busy}>
        {t('account.signOutEverywhere')}
      </button>
      {error ? (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}
