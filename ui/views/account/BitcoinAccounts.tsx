import { useHatchState } from '../../hooks/useHatchState.js'
import { styles } from './viewStyles.js'
import { useMessages } from '../../hooks/useMessages.js'
import { accountMessages } from './messages.js'

/** The typed accounts of the active bip122 connection (payment at index 0, ordinal at 1). */
function useBitcoinAccounts(): { payment?: string; ordinal?: string } {
  return useHatchState((state) => {
    const connectorId = state.chains.bip122?.account.connectorId
    const connection = state.connections.find((c) => c.namespace === 'bip122' && c.connectorId === connectorId)
    const accounts = connection?.accounts ?? []
    const payment = accounts.find((a) => a.type === 'payment')?.address ?? state.chains.bip122?.account.address
    const ordinal = accounts.find((a) => a.type === 'ordinal')?.address
    return { ...(payment ? { payment } : {}), ...(ordinal ? { ordinal } : {}) }
  })
}

/**
 * Account view, Bitcoin (spec §3, §9): a Bitcoin connection holds two accounts, so both are shown
 * in full and labelled, payment (where the balance is and payments leave from) then ordinal.
 */
export function BitcoinAccounts() {
  const say = useMessages(accountMessages)
  const { payment, ordinal } = useBitcoinAccounts()
  if (!payment) return null
  const row = (label: string, address: string, testId: string) => (
    <div style={styles.addressRow}>
      <dt style={styles.addressLabel}>{label}</dt>
      <dd style={styles.addressValue} data-testid={testId}>
        {address}
      </dd>
    </div>
  )
  return (
    // A named group around the list: a <dl> has no role, so a name on it is ignored (and axe flags it).
    <div role="group" aria-label={say('account.bitcoinAccounts')} style={{ width: '100%' }}>
      <dl style={styles.addressList}>
        {row(say('account.paymentAddress'), payment, 'hatch-account-payment-address')}
        {ordinal ? row(say('account.ordinalAddress'), ordinal, 'hatch-account-ordinal-address') : null}
      </dl>
    </div>
  )
}
