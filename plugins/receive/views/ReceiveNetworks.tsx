import type { CaipNetwork } from '../../../kernel/index.js'
import { styles } from './receiveStyles.js'

/** The networks the account can receive on: the host's networks of the active namespace, the current one first. */
export function ReceiveNetworks({
  title,
  note,
  networks,
  active,
}: {
  title: string
  note: string
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
}) {
  const ordered = active ? [active, ...networks.filter((n) => n.caipNetworkId !== active.caipNetworkId)] : networks
  return (
    <section aria-labelledby="hatch-receive-networks" style={styles.networks}>
      <h3 id="hatch-receive-networks" style={styles.addressLabel}>
        {title}
      </h3>
      <ul style={styles.networkList}>
        {ordered.map((network) => (
          <li key={network.caipNetworkId} style={styles.networkChip}>
            {network.assets?.imageUrl ? <img src={network.assets.imageUrl} alt="" width={16} height={16} /> : null}
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
      <p style={styles.muted}>{note}</p>
    </section>
  )
}
