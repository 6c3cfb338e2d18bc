import { useState, type CSSProperties } from 'react'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import { formatAmount } from '../format/formatAmount.js'
import { shortenAddress } from '../format/shortenAddress.js'
import { useAccount } from '../hooks/useAccount.js'
import { useHatch } from '../hooks/useHatch.js'
import { useHatchContext } from '../hooks/useHatchContext.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useLocale } from '../hooks/useLocale.js'
import { useTranslator } from '../hooks/useTranslator.js'

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** Namespace whose account the button shows (default: the active one). */
  namespace?: ChainNamespace
  /** Show the balance next to the address when it is known (default true). */
  showBalance?: boolean
  /** Replaces the default inline look; the host's own CSS then styles the button. */
  className?: string
  style?: CSSProperties
}

const defaultStyle: CSSProperties = {
  font: '600 14px/1 system-ui, sans-serif',
  padding: '10px 16px',
  border: 'none',
  borderRadius: 8,
  // The light theme's accent: white text on it has a contrast of 5.5 (WCAG AA asks 4.5).
  background: '#0a66cc',
  color: '#fff',
  cursor: 'pointer',
}

/**
 * The keyboard focus ring of the default look. Inline styles cannot say `:focus-visible`, so the
 * button adds it while the browser reports that state: 2 px in the accent, 2 px away, 5.5:1 on a
 * white page and 3.3:1 on a near-black one (WCAG 2.4.7 and 1.4.11 ask for a visible ring of 3:1).
 */
const focusRing: CSSProperties = { outline: '2px solid #0a66cc', outlineOffset: 2 }

const iconStyle: CSSProperties = { verticalAlign: 'middle', marginInlineEnd: 6, borderRadius: '50%' }

/**
 * A real `<button>`: "Connect Wallet" while disconnected (opens the modal on Connect), the account's
 * name or else the shortened address (and balance, when known) while connected, after the network's
 * icon when it has one (opens Account, by the opening rules).
 * The modal itself loads on first open, so this button costs only its own few bytes.
 *
 * @example
 * ```tsx
 * <HatchProvider hatch={hatch}><ConnectButton /></HatchProvider>
 * ```
 */
export function ConnectButton({ namespace, showBalance = true, className, style }: ConnectButtonProps) {
  const hatch = useHatch()
  const { t } = useTranslator()
  const account = useAccount(namespace)
  // Until the reconnection has run: the account the server rendered from the cookie (display only, never a session).
  // (useHatch above already threw outside a provider: its name is the one a developer sees.)
  const { initialState: initial } = useHatchContext('useHatch')
  const stored = initial?.accounts[namespace ?? initial.activeNamespace]
  const connected = account.isConnected && account.address
  const address = connected || stored?.address
  // No icon and no balance while the wallet is on a chain the host does not list: the last listed one is not where it is.
  const network = useHatchState((state) => {
    const chain = account.namespace ? state.chains[account.namespace]?.network : undefined
    return chain?.unsupportedChainId ? null : chain?.caipNetwork
  })
  // The network's icon, named by the network: the server renders it from the initial state, which
  // holds what the configured networks say, so hydration shows the same until the wallet answered.
  const [icon, networkName] = connected ? [network?.assets?.imageUrl, network?.name] : [stored?.networkImageUrl, stored?.networkName]
  // The balance in the button's language (the modal's), in its digits and grouping.
  const { tag: locale, dir } = useLocale()
  const [ring, setRing] = useState(false)
  const warm = () => hatch.warm()
  let label = t('button.connect')
  let accessibleName: string | undefined
  if (address) {
    // A registered name (profileName) stands for the address, as in the Account view.
    const short = account.profileName ?? shortenAddress(address)
    const balance = showBalance && network !== null && account.balance !== undefined ? formatAmount(account.balance, account.balanceSymbol, locale) : undefined
    // Address first, as in the accessible name, so what is seen is part of what is announced (WCAG 2.5.3).
    label = balance ? `${short} · ${balance}` : short
    accessibleName = t('button.accountLabel', { address: balance ? `${short}, ${balance}` : short })
  } else if (account.status === 'connecting') {
    label = t('button.connecting')
  }
  return (
    <button
      type="button"
      data-hatch-button=""
      // In the host's page, whose language may differ: the button is in the modal's (WCAG 3.1.2).
      lang={locale}
      dir={dir}
      className={className}
      style={className ? style : { ...defaultStyle, ...(ring ? focusRing : undefined), ...style }}
      onFocus={(event) => {
        setRing(event.currentTarget.matches(':focus-visible'))
        warm()
      }}
      onBlur={() => setRing(false)}
      // The visitor is on the way to a click: start the instance and load the modal now (prefetch 'intent').
      onPointerEnter={warm}
      onTouchStart={warm}
      aria-label={accessibleName}
      aria-haspopup="dialog"
      onClick={() => hatch.open(namespace ? { namespace } : undefined)}
    >
      {address && icon ? <img src={icon} alt={networkName ?? ''} width={16} height={16} style={iconStyle} /> : null}
      {label}
    </button>
  )
}
