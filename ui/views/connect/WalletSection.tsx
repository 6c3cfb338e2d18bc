import { useEffect, useId } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { useHatchContext } from '../../hooks/useHatchContext.js'
import type { WalletEntry } from './connectOrdering.js'
import { useSelectWallet } from './useSelectWallet.js'
import { WalletRow } from './WalletRow.js'
import { AllWalletsGlyph, WalletConnectGlyph } from './connectGlyphs.js'
import { preloadView } from './preloadView.js'

const viewOf = (entry: WalletEntry) => (entry.connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal')

/** The wallet list: one button per wallet, then "All Wallets" when that view is available. */
export function WalletSection({ wallets, onAllWallets }: { wallets: WalletEntry[]; onAllWallets: (() => void) | undefined }) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const select = useSelectWallet()
  const { views } = useHatchContext('WalletSection')
  // Once the list shows and the browser is idle, the chunks of the views its rows open (a few KiB
  // each, after the click that opened the modal); their data waits for the visitor's intent.
  const rowViews = [...new Set(wallets.map(viewOf)), ...(onAllWallets ? ['AllWallets'] : [])].join(',')
  useEffect(() => {
    // Not scheduleIdle(): sharing it with the provider would split it into a chunk of its own before the click.
    const handle = (self.requestIdleCallback ?? setTimeout)(() => rowViews.split(',').forEach((view) => void views.preload(view).catch(() => undefined)))
    return () => (self.cancelIdleCallback ?? clearTimeout)(handle)
  }, [rowViews, views])
  // The view a row opens and its first data request start when the visitor points at or focuses it
  // (a view this instance does not have is simply not preloaded: the click reports it as before).
  const preload = (view: string, params?: Record<string, unknown>) => () => preloadView(hatch, views, view, params)
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
            onIntent={preload(viewOf(entry), { connectorId: entry.id, namespace: entry.connector.chain })}
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
