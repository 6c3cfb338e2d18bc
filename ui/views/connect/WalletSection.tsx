import { useId } from 'react'
import { useTranslator } from '../../hooks/useTranslator.js'
import type { WalletEntry } from './connectOrdering.js'
import { useSelectWallet } from './useSelectWallet.js'
import { WalletRow } from './WalletRow.js'
import { AllWalletsGlyph, WalletConnectGlyph } from './connectGlyphs.js'

/** The wallet list: one button per wallet, then "All Wallets" when that view is available. */
export function WalletSection({ wallets, onAllWallets }: { wallets: WalletEntry[]; onAllWallets: (() => void) | undefined }) {
  const { t } = useTranslator()
  const select = useSelectWallet()
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
            fallbackIcon={entry.group === 'walletConnect' ? <WalletConnectGlyph /> : undefined}
          />
        ))}
        {onAllWallets ? <WalletRow name={t('connect.allWallets')} onSelect={onAllWallets} fallbackIcon={<AllWalletsGlyph />} /> : null}
      </ul>
    </section>
  )
}
