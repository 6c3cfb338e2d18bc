import type { CSSProperties } from 'react'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useMessages } from '../../hooks/useMessages.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useEmbeddedWalletAction } from './useEmbeddedWalletAction.js'
import { accountMessages } from './messages.js'
import { styles } from './viewStyles.js'

/** What the buttons need of hatch/adapters/embedded's `embeddedWallet` service. */
interface EmbeddedWallet {
  exportKey(namespace: 'eip155' | 'solana'): Promise<void>
  twoStep(): Promise<void>
  signOut(options: { everywhere: boolean }): Promise<void>
}

/** One button that calls the embedded wallet; a failure says why under it and changes nothing. */
function WalletButton({ label, style, action }: { label: string; style: CSSProperties; action: (wallet: EmbeddedWallet) => Promise<unknown> }) {
  const { busy, error, run } = useEmbeddedWalletAction<EmbeddedWallet>()
  return (
    <>
      <button type="button" style={style} onClick={() => run(action)} disabled={busy} aria-busy={busy}>
        {label}
      </button>
      {error ? (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/**
 * The Account view's actions for an embedded-wallet account (e-mail or social login):
 * - "Devices", the browsers that hold a share of the wallet (the adapter's view, when registered);
 * - "Add a passkey" for an account with none, while hatch/plugins/passkey's feature is on (the
 *   embedded adapter's ApproveTransaction shows the secure frame's prompt);
 * - "Export private key" of the active namespace: the secure frame shows it once the visitor
 *   approves it there, and the page never receives it;
 * - "Two-step verification": the frame turns the second factor on, or shows it on with "Turn off";
 * - "Sign out everywhere": the secure site ends every session of the account, on every device,
 *   then this page disconnects.
 */
export function EmbeddedWalletActions({ namespace, passkeys }: { namespace: ChainNamespace | undefined; passkeys?: number | undefined }) {
  const hatch = useHatch()
  const router = useRouter()
  const say = useMessages(accountMessages)
  const { t } = useTranslator()
  return (
    <>
      {router.isReachable('Devices') ? (
        <button type="button" style={styles.secondaryButton} onClick={() => (router.push as (view: string) => void)('Devices')}>
          {say('account.devices')}
        </button>
      ) : null}
      {passkeys === 0 && hatch.context.isFeatureEnabled('passkey') ? (
        <button
          type="button"
          style={styles.secondaryButton}
          onClick={() => (router.push as (view: string, params: unknown) => void)('ApproveTransaction', { kind: 'addPasskey' })}
        >
          {t('view.ApproveTransaction.addPasskey')}
        </button>
      ) : null}
      {namespace === 'eip155' || namespace === 'solana' ? (
        <WalletButton label={say('account.exportKey')} style={styles.secondaryButton} action={(wallet) => wallet.exportKey(namespace)} />
      ) : null}
      <WalletButton label={say('account.twoStep')} style={styles.secondaryButton} action={(wallet) => wallet.twoStep()} />
      <WalletButton
        label={say('account.signOutEverywhere')}
        style={styles.dangerButton}
        action={(wallet) => wallet.signOut({ everywhere: true }).then(() => hatch.disconnect(namespace ? { namespace } : {}))}
      />
    </>
  )
}
