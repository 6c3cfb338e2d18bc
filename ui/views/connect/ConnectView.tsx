import { useHatch } from '../../hooks/useHatch.js'
import { useTranslator } from '../../hooks/useTranslator.js'
import { ContributedSection } from './ContributedSection.js'
import { MethodLinkSection } from './MethodLinkSection.js'
import { useConnectModel } from './useConnectModel.js'
import { WalletSection } from './WalletSection.js'

/**
 * The Connect view (spec §2): the connect methods in the spec's order: wallets (ordered by
 * connector type), then the e-mail and social methods that enabled plugins contribute.
 */
export default function ConnectView() {
  const hatch = useHatch()
  const { maybe } = useTranslator()
  const { wallets, methods, links, showAllWallets } = useConnectModel()
  return (
    <div data-testid="hatch-connect-view">
      {methods.map((method) => {
        if (method === 'wallet') {
          return <WalletSection key="wallet" wallets={wallets} onAllWallets={showAllWallets ? () => hatch.context.router.push('AllWallets') : undefined} />
        }
        const link = links[method]
        if (!link) return null
        const label = maybe(`extension.connectMethods.${link.id}`) ?? link.label
        const onSelect = () => hatch.context.router.push(link.view, link.params)
        if (link.section) return <ContributedSection key={method} method={link} kind={method} label={label} onSelect={onSelect} />
        return <MethodLinkSection key={method} method={method} label={label} onSelect={onSelect} />
      })}
    </div>
  )
}
