import { useId } from 'react'
import { useTranslator } from '../../hooks/useTranslator.js'
import { useHatchContext } from '../../hooks/useHatchContext.js'
import type { WalletEntry } from './connectOrdering.js'
import { useSelectWallet } from './useSelectWallet.js'
import { WalletRow } from './WalletRow.js'
import { AllWalletsGlyph, WalletConnectGlyph } from './connectGlyphs.js'

/** The wallet list: one button per wallet, then "All Wallets" when that view is available. */
export function WalletSection({ wallets, onAllWallets }: { wallets: WalletEntry[]; onAllWallets: (() => void) | undefined }) {
  const { t } = useTranslator()
  const select = useSelectWallet()
  const { views } = useHatchContext('WalletSection')
  // The view a row opens starts loading when the visitor points at or focuses it (a view this
  // instance does not have is simply not preloaded: the click reports it as before).
  const preload = (view: string) => () => void views.preload(view).catch(() => undefined)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 className="section-heading" id={headingId}>
        {t('connect.walletsHeading')}
      </h3>
      {wallets.length === 0 && !onAllWallets ? <p className="empty">{t('connect.noWallets')}</p> : null}
      <ul className="section" data-testid="hatch-wallet-list">
        {wallets.map((entry) => (
          <WalletRow
            key={entry.id}
            name={entry.name}
            icon={entry.icon}
            tag={entry.group === 'recent' ? t('connect.walletTypeRecent') : entry.group === 'injected' ? t('connect.walletTypeInstalled') : undefined}
            onSelect={() => select(entry)}
            onIntent={preload(entry.connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal')}
            fallbackIcon={entry.group === 'walletConnect' ? <WalletConnectGlyph /> : undefined}
          />
        ))}
        {onAllWallets ? (
          <WalletRow name={t('connect.allWallets')} onSelect={onAllWallets} onIntent={preload('AllWallets')} fallbackIcon={<AllWalletsGlyph />} />
        ) : null}
      </ul>
    </section>
  )
}
