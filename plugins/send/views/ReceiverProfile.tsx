import { styles } from './sendStyles.js'

/** Props of {@link ReceiverProfile}. */
export interface ReceiverProfileProps {
  name: string | undefined
  avatar: string | undefined
  /** The address the send goes to, shown when it differs from what was typed (a resolved name). */
  address: string | undefined
  sendsToLabel: (address: string) => string
}

/** Who receives: the name and avatar the name service knows, and where a name resolved to. */
export function ReceiverProfile({ name, avatar, address, sendsToLabel }: ReceiverProfileProps) {
  if (!name && !address) return null
  return (
    <span style={styles.profile}>
      {avatar ? <img src={avatar} alt={name ? `Avatar of ${name}` : ''} width={28} height={28} style={styles.avatar} /> : null}
      <span style={styles.profileText}>
        {name ? <span style={styles.profileName}>{name}</span> : null}
        {address ? <span style={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}>{sendsToLabel(address)}</span> : null}
      </span>
    </span>
  )
}
