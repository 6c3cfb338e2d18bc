import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { MethodLinkSection } from './MethodLinkSection.js'
import { connectMethodViews, useConnectModel } from './useConnectModel.js'
import { WalletSection } from './WalletSection.js'

/**
 * The Connect view (spec §2): the connect methods in the spec's order: wallets (ordered by
 * connector type), email and social when their plugins registered views and their features are on.
 */
export default function ConnectView() {
  const hatch = useHatch()
  const { t } = useTranslator()
  const { wallets, methods, showAllWallets } = useConnectModel()
  const go = (view: string) => () => hatch.context.router.push(view)
  return (
    <div data-testid="hatch-connect-view">
      {methods.map((method) => {
        if (method === 'wallet') {
          return <WalletSection key="wallet" wallets={wallets} onAllWallets={showAllWallets ? go(connectMethodViews.allWallets) : undefined} />
        }
        if (method === 'email') return <MethodLinkSection key="email" label={t('connect.email')} onSelect={go(connectMethodViews.email)} />
        return <MethodLinkSection key="social" label={t('connect.socials')} onSelect={go(connectMethodViews.social)} />
      })}
    </div>
  )
}
