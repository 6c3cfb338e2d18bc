import { useId, useState } from 'react'
import type { PreferredAccountType } from '../../../kernel/types/chain.js'
import type { AccountState } from '../../../kernel/types/state.js'
import { formatAmount } from '../../format/formatAmount.js'
import { useLocale } from '../../hooks/useLocale.js'
import { shortenAddress } from '../../format/shortenAddress.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { AccountActions } from './AccountActions.js'
import { AccountEmail } from './AccountEmail.js'
import { AccountSocial } from './AccountSocial.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { EmbeddedWalletActions } from './EmbeddedWalletActions.js'
import { BitcoinAccounts } from './BitcoinAccounts.js'
import { TokensTab } from './TokensTab.js'
import { useAccountData } from './useAccountData.js'
import { useAccountExtensions } from './useAccountExtensions.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

const noTokens: never[] = []

/**
 * Account (spec §2): the connected address (shortened, with Copy), profile name and avatar, the
 * native balance floored to three decimals, an explorer link, the network (opens SwitchNetwork),
 * the wallet-feature actions and Account tabs plugins contribute (after the shell's Tokens tab),
 * and Disconnect.
 */
/**
 * The embedded wallet's account fields the view shows (`hatch/adapters/embedded` adds them to
 * `AccountState`); an account of another wallet has none. Written out here so the view compiles in a
 * program without that adapter.
 */
interface EmbeddedAccountFields {
  user?: { email?: string | null; username?: string | null; accounts?: { type: PreferredAccountType; address: string }[]; passkeys?: number }
  socialProvider?: string
}

export default function AccountView() {
  const hatch = useHatch()
  const say = useMessages(accountMessages)
  const { tag: locale } = useLocale()
  const tokenStatus = useAccountData()
  const view = useHatchState((state) => {
    const namespace = state.activeNamespace
    const chain = namespace ? state.chains[namespace] : undefined
    const account: (AccountState & EmbeddedAccountFields) | undefined = chain?.account
    return {
      namespace,
      address: account?.address,
      balance: account?.balance,
      symbol: account?.balanceSymbol ?? chain?.network.caipNetwork?.nativeCurrency.symbol,
      profileName: account?.profileName ?? undefined,
      profileImage: account?.profileImage ?? undefined,
      explorerUrl: account?.addressExplorerUrl,
      tokens: account?.tokenBalance ?? noTokens,
      network: chain?.network.caipNetwork,
      // Spec §4: the wallet is on a chain the host did not configure; what was read on the last
      // configured one (balance, tokens) is not the wallet's now.
      unsupported: chain?.network.unsupportedChainId !== undefined,
      email: account?.user?.email ?? undefined,
      social: account?.socialProvider ? (account.connectedWalletInfo?.name ?? account.socialProvider) : undefined,
      username: account?.user?.username ?? undefined,
      // The embedded wallet's EVM account types (AccountTypeSwitch): only while a smart account is listed.
      accountType:
        namespace === 'eip155' && account?.user?.accounts?.some((a) => a.type === 'smartAccount')
          ? account.user.accounts.find((a) => a.address === account.address)?.type === 'smartAccount'
            ? ('smartAccount' as const)
            : ('eoa' as const)
          : undefined,
      smartAccountDeployed: account?.smartAccountDeployed,
      // The embedded wallet's account (e-mail, social or passkey login: its auth connector), and its passkey count.
      embedded: account?.connectedWalletInfo?.type === 'AUTH',
      passkeys: account?.user?.passkeys,
      connecting: account?.status === 'connecting',
    }
  })
  const [copied, setCopied] = useState(false)
  const balanceId = useId()
  const extensions = useAccountExtensions(view.namespace)
  const { t } = useTranslator()
  // Opened with no account (a host's `open({ view: 'Account' })`, spec §2 rule 2), or while one is
  // still being restored: say so, and offer the way to connect rather than an empty view.
  if (!view.address || !view.namespace)
    return (
      <div style={styles.column}>
        <p role="status" style={styles.muted}>
          {view.connecting ? t('button.connecting') : say('account.notConnected')}
        </p>
        {view.connecting ? null : (
          <button type="button" className="text-button" onClick={() => hatch.context.router.replace('Connect')}>
            {t('button.connect')}
          </button>
        )}
      </div>
    )
  const address = view.address
  const networkName = view.unsupported ? t('view.UnsupportedChain') : view.network?.name

  const copy = () => {
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <div data-testid="hatch-account-view">
      <div style={styles.column}>
        {view.profileImage ? (
          <img src={view.profileImage} alt="" width={64} height={64} style={styles.avatar} />
        ) : (
          <span style={styles.avatar} aria-hidden="true" />
        )}
        <div style={styles.row}>
          <p style={styles.title} data-testid="hatch-account-name" title={address}>
            {view.profileName ?? shortenAddress(address)}
          </p>
          <button type="button" className="icon-button" onClick={copy} aria-label={copied ? say('account.copied') : say('account.copyAddress')}>
            <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              {copied ? (
                <path d="M3 8.5l3 3 7-7" />
              ) : (
                <>
                  <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
                  <path d="M10.5 5.5v-2a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
                </>
              )}
            </svg>
          </button>
        </div>
        {view.profileName ? <p style={styles.muted}>{shortenAddress(address)}</p> : null}
        {view.email ? <AccountEmail email={view.email} /> : null}
        {view.social ? <AccountSocial provider={view.social} username={view.username} /> : null}
        {view.accountType ? <AccountTypeSwitch type={view.accountType} deployed={view.smartAccountDeployed} /> : null}
        {/* "Balance" is shown and labels the amount: aria-label on a <p> (or a name on a <dd>) is not
            read by screen readers, an <output> takes a <label>. Not live: a fetch or a send would announce it. */}
        <label htmlFor={balanceId} style={styles.muted}>
          {say('account.balance')}
        </label>
        <output id={balanceId} style={styles.balance} data-testid="hatch-account-balance" aria-live="off">
          {view.unsupported ? say('account.tokensUnavailable') : formatAmount(view.balance, view.symbol, locale)}
        </output>
        {view.namespace === 'bip122' ? <BitcoinAccounts /> : null}
        <div style={styles.row}>
          <button
            type="button"
            style={styles.chip}
            data-testid="hatch-account-network"
            onClick={() => hatch.context.router.push(view.unsupported ? 'UnsupportedChain' : 'SwitchNetwork')}
            aria-label={networkName ? say('account.networkButton', { name: networkName }) : say('account.noNetwork')}
          >
            {!view.unsupported && view.network?.assets?.imageUrl ? <img src={view.network.assets.imageUrl} alt="" width={16} height={16} /> : null}
            <span>{networkName ?? say('account.noNetwork')}</span>
          </button>
          {view.explorerUrl ? (
            <a style={styles.chip} href={view.explorerUrl} target="_blank" rel="noreferrer">
              {say('account.explorer')}
            </a>
          ) : null}
        </div>
      </div>
      <AccountActions actions={extensions.actions} />
      <AccountTabs
        namespace={view.namespace}
        address={address}
        contributed={extensions.tabs}
        tokens={
          view.unsupported ? (
            <p style={styles.muted}>{say('account.tokensUnavailable')}</p>
          ) : (
            <TokensTab
              status={tokenStatus.status}
              tokens={view.tokens}
              nativeBalance={view.balance}
              nativeSymbol={view.symbol}
              nativeName={view.network?.nativeCurrency.name}
            />
          )
        }
      />
      <button
        type="button"
        style={styles.dangerButton}
        onClick={() => void hatch.disconnect({ ...(view.namespace ? { namespace: view.namespace } : {}) }).catch(() => undefined)}
      >
        {say('account.disconnect')}
      </button>
      {view.email || view.social || view.embedded ? <EmbeddedWalletActions namespace={view.namespace} passkeys={view.passkeys} /> : null}
    </div>
  )
}
