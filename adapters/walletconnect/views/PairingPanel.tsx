import { useEffect, useState } from 'react'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useTranslator } from '../../../ui/hooks/useTranslator.js'
import { errorText } from '../../../ui/messages/errorText.js'
import { isHatchError } from '../../../kernel/errors/HatchError.js'
import { LiveStatus } from '../../../ui/primitives/LiveStatus.js'
import { styles } from '../../../ui/views/account/viewStyles.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { deepLinksFor, type DeepLinkKind } from '../deepLinks.js'
import type { PairingWallet } from '../pairingState.js'
import { QrCode } from './QrCode.js'
import { usePairing } from './usePairing.js'
import { useMessages } from '../../../ui/hooks/useMessages.js'
import { walletConnectMessages } from '../messages.js'
import { connectingMessages } from '../../../ui/views/connecting-external/messages.js'

const openLabel: Record<DeepLinkKind, 'walletConnect.openMobile' | 'walletConnect.openDesktop' | 'walletConnect.openWeb'> = {
  mobile: 'walletConnect.openMobile',
  desktop: 'walletConnect.openDesktop',
  web: 'walletConnect.openWeb',
}

/**
 * The pairing body both WalletConnect views share: status line, QR code of the uri, the uri in a
 * read-only field with "Copy link", the chosen wallet's deep links, and "Try again" after a failure.
 */
export function PairingPanel({ namespace, wallet, testId }: { namespace: ChainNamespace; wallet: PairingWallet | undefined; testId: string }) {
  const hatch = useHatch()
  const translator = useTranslator()
  const say = useMessages(walletConnectMessages)
  const sayConnecting = useMessages(connectingMessages)
  const { pairing, phase, retry, manual } = usePairing(namespace, wallet)
  const [copied, setCopied] = useState(false)
  const uri = pairing.uri
  useEffect(() => setCopied(false), [uri])

  const copy = () => {
    if (!uri) return
    void navigator.clipboard?.writeText(uri).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  const storedHref = hatch.context.storage.get('deepLinkChoice')?.href
  const links = wallet && uri ? deepLinksFor(wallet, uri, { isMobile: hatch.context.options.isMobile, storedHref }) : []
  const status =
    phase.kind === 'failed'
      ? errorText(translator, phase.error)
      : !uri
        ? say(manual ? 'walletConnect.waitingForHost' : 'walletConnect.preparing')
        : wallet
          ? say('walletConnect.continueIn', { name: wallet.name })
          : say('walletConnect.scan')

  return (
    <div style={styles.column} data-testid={testId} data-pairing-status={pairing.status}>
      {wallet ? <p style={styles.title}>{wallet.name}</p> : null}
      <LiveStatus style={styles.column}>
        {phase.kind === 'rejected' ? (
          <>
            <p style={styles.error}>{sayConnecting('connecting.rejected')}</p>
            <p style={styles.muted}>{say('walletConnect.rejectedHint')}</p>
          </>
        ) : null}
        <p style={phase.kind === 'failed' ? styles.error : styles.muted}>{status}</p>
        {phase.kind === 'failed' && isHatchError(phase.error) && phase.error.params['reason'] ? (
          <p style={styles.muted}>{String(phase.error.params['reason'])}</p>
        ) : null}
      </LiveStatus>
      {uri && phase.kind !== 'failed' ? (
        <>
          <QrCode value={uri} label={say('walletConnect.qrLabel')} />
          <div style={{ ...styles.row, ...styles.fullWidth }}>
            <input
              readOnly
              value={uri}
              aria-label={say('walletConnect.linkLabel')}
              data-testid="hatch-walletconnect-uri"
              onFocus={(e) => e.currentTarget.select()}
              style={{
                ...styles.addressValue,
                ...styles.grow,
                padding: 6,
                border: '1px solid var(--hatch-color-border)',
                borderRadius: 6,
                background: 'var(--hatch-color-surface)',
                color: 'var(--hatch-color-fg)',
              }}
            />
            <button type="button" className="text-button" onClick={copy}>
              {copied ? say('walletConnect.linkCopied') : say('walletConnect.copyLink')}
            </button>
          </div>
          {links.length > 0 ? (
            <nav aria-label={say('walletConnect.linksLabel')} style={styles.row}>
              {links.map((link) => (
                <a
                  key={link.href}
                  href={link.redirect}
                  style={styles.chip}
                  {...(link.kind === 'web' ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
                  onClick={() => hatch.context.storage.set('deepLinkChoice', { href: link.href, name: wallet?.name ?? link.href })}
                >
                  {say(openLabel[link.kind], { name: wallet?.name ?? '' })}
                </a>
              ))}
            </nav>
          ) : null}
        </>
      ) : null}
      {phase.kind === 'failed' ? (
        <button type="button" className="text-button" onClick={retry}>
          {sayConnecting('connecting.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}
