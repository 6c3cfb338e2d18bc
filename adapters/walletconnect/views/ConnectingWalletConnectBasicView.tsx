import type { ViewProps } from '../../../ui/modal/ViewProps.js'
import { useTranslator } from '../../../ui/hooks/useTranslator.js'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { isViewReachable } from '../../../ui/views/connect/isViewReachable.js'
import { prefetchPairing, useTargetNamespace } from './ConnectingWalletConnectView.js'
import { PairingPanel } from './PairingPanel.js'

/**
 * The adapter loads ConnectingWalletConnect from here too (see its descriptor): this view already
 * imports that one's module, and as one chunk the two cost less than as two.
 */
export { default as ConnectingWalletConnectView } from './ConnectingWalletConnectView.js'

/**
 * ConnectingWalletConnectBasic (spec §2): the basic and manual wallet-connect mode's opening view —
 * the QR code and link, and a way to the catalogue when AllWallets is available.
 */
function ConnectingWalletConnectBasicView({ params }: ViewProps) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const namespace = useTargetNamespace(params)
  const canBrowse = isViewReachable(hatch.context, 'AllWallets')
  return (
    <>
      <PairingPanel namespace={namespace} wallet={undefined} testId="hatch-connecting-walletconnect-basic" />
      {canBrowse ? (
        <ul className="section">
          <li>
            <button type="button" className="row-button" aria-label={t('connect.allWallets')} onClick={() => hatch.context.router.push('AllWallets')}>
              <span className="row-name">{t('connect.allWallets')}</span>
            </button>
          </li>
        </ul>
      ) : null}
    </>
  )
}

export default Object.assign(ConnectingWalletConnectBasicView, { prefetch: prefetchPairing })
