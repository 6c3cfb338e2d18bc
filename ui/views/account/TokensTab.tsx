import type { TokenBalance } from '../../../kernel/types/state.js'
import { displayText } from '../../format/displayText.js'
import { formatAmount } from '../../format/formatAmount.js'
import { formatFiat } from '../../../kernel/units/formatDecimal.js'
import { useLocale } from '../../hooks/useLocale.js'
import type { TokenStatus } from './accountData.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/** Props of {@link TokensTab}. */
export interface TokensTabProps {
  status: TokenStatus['status']
  tokens: readonly TokenBalance[]
  /** The native balance, shown alone on test networks and namespaces the data service has no balances for (Bitcoin). */
  nativeBalance: string | undefined
  nativeSymbol: string | undefined
  nativeName: string | undefined
}

function TokenRow({
  name,
  symbol,
  amount,
  value,
  icon,
}: {
  name: string
  symbol: string
  amount: string
  value?: string | undefined
  icon?: string | undefined
}) {
  return (
    <li style={styles.tokenRow} data-testid="hatch-token-row" data-symbol={symbol}>
      {icon ? <img src={icon} alt="" width={32} height={32} style={styles.tokenIcon} /> : <span style={styles.tokenIcon} aria-hidden="true" />}
      <span style={styles.grow}>
        <span>{name}</span>
        <br />
        <span style={styles.muted}>{amount}</span>
      </span>
      {value ? <span style={styles.right}>{value}</span> : null}
    </li>
  )
}

/** The Tokens tab of the Account view: the data service's balances, or why there are none. */
export function TokensTab({ status, tokens, nativeBalance, nativeSymbol, nativeName }: TokensTabProps) {
  const say = useMessages(accountMessages)
  const { tag: locale } = useLocale()
  if (status === 'testnet' || status === 'unsupported') {
    return (
      <div>
        <ul className="section">
          <TokenRow name={nativeName ?? nativeSymbol ?? ''} symbol={nativeSymbol ?? ''} amount={formatAmount(nativeBalance, nativeSymbol, locale)} />
        </ul>
        {/* Spec §8: an unsupported network says 'Token Balance Unavailable'; §9: balances exist on main networks only. */}
        <p style={styles.muted}>{say(status === 'unsupported' ? 'account.tokensUnavailable' : 'account.testnetNote')}</p>
      </div>
    )
  }
  if (status === 'error') {
    return (
      <p role="alert" style={styles.error}>
        {say('account.tokensUnavailable')}
      </p>
    )
  }
  if (status === 'loading' || status === 'idle') {
    return (
      <p role="status" style={styles.muted}>
        {say('account.tokensLoading')}
      </p>
    )
  }
  if (tokens.length === 0) return <p className="empty">{say('account.tokensEmpty')}</p>
  // Token names and symbols are service data: shown without bidi overrides or zero-width look-alikes.
  return (
    <ul className="section" aria-label={say('account.tabTokens')}>
      {tokens.map((token) => (
        <TokenRow
          key={`${token.chainId}:${token.address ?? 'native'}`}
          name={displayText(token.name)}
          symbol={displayText(token.symbol)}
          amount={formatAmount(token.quantity.numeric, displayText(token.symbol), locale)}
          value={token.value === undefined ? undefined : formatFiat(token.value, locale)}
          icon={token.iconUrl}
        />
      ))}
    </ul>
  )
}
