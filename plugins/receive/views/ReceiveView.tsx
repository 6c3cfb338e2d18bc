import { useState } from 'react'
import { useHatchState, useMessages, useNetwork, type ViewProps } from '../../../ui/index.js'
import { ConnectFirst, QrCode } from '../../../ui/primitives/index.js'
import { receiveMessages } from '../messages.js'
import { CopyAddress } from './CopyAddress.js'
import { ReceiveNetworks } from './ReceiveNetworks.js'
import { selectReceiveAddresses } from './receiveAddresses.js'
import { styles } from './receiveStyles.js'

/**
 * Receive: the address as a QR code and as text with Copy, and the networks to receive on. A
 * Bitcoin account has two addresses; the visitor picks payment (default) or ordinals.
 */
export default function ReceiveView({ params }: ViewProps<'receive/main'>) {
  const say = useMessages(receiveMessages)
  const addresses = useHatchState(selectReceiveAddresses)
  const { networks, caipNetwork } = useNetwork()
  const [choice, setChoice] = useState<'payment' | 'ordinal'>(params?.account === 'ordinal' ? 'ordinal' : 'payment')
  if (!addresses.main) return <ConnectFirst text={say('receive.notConnected')} />
  const ordinal = choice === 'ordinal' ? addresses.ordinal : undefined
  const showsOrdinal = ordinal !== undefined
  const address = ordinal ?? addresses.main

  return (
    <div style={styles.column}>
      {addresses.ordinal ? (
        <div role="radiogroup" aria-label={say('receive.accountChoice')} style={styles.choice}>
          {(['payment', 'ordinal'] as const).map((kind) => (
            <label key={kind} style={kind === choice ? styles.choiceOn : styles.choiceOff}>
              <input type="radio" name="hatch-receive-account" value={kind} checked={kind === choice} onChange={() => setChoice(kind)} style={styles.radio} />
              {say(kind === 'payment' ? 'receive.payment' : 'receive.ordinal')}
            </label>
          ))}
        </div>
      ) : null}
      <QrCode value={address} label={say('receive.qrLabel')} size={200} />
      {addresses.ordinal ? <p style={styles.muted}>{say(showsOrdinal ? 'receive.ordinalNote' : 'receive.paymentNote')}</p> : null}
      <CopyAddress
        address={address}
        label={say('receive.address')}
        copyLabel={say('receive.copy')}
        copiedLabel={say('receive.copied')}
        failedText={say('receive.copyFailed')}
      />
      <ReceiveNetworks title={say('receive.networks')} note={say('receive.networksNote')} networks={networks} active={caipNetwork} />
    </div>
  )
}
