import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { useMessages } from '../../hooks/useMessages.js'
import { networksMessages } from './messages.js'

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  currentId: string | undefined
  busy: boolean
  onSelect(network: CaipNetwork): void
}

/**
 * The configured networks of a namespace, one button each, named after the network by its content
 * (the "Current" tag is hidden from the name; aria-current says it), with the name's first letter
 * where the network has no image. While a switch is under way the rows are aria-disabled, not
 * disabled: the pressed one keeps the visitor's focus.
 */
export function NetworkList({ networks, currentId, busy, onSelect }: NetworkListProps) {
  const say = useMessages(networksMessages)
  return (
    <ul className="section" aria-label={say('networks.listLabel')} data-testid="hatch-network-list">
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="row-button"
              aria-current={current ? 'true' : undefined}
              aria-disabled={busy || undefined}
              onClick={() => busy || onSelect(network)}
            >
              {network.assets?.imageUrl ? (
                <img className="row-icon" src={network.assets.imageUrl} alt="" width={40} height={40} />
              ) : (
                <span className="row-icon row-glyph" aria-hidden="true">
                  {network.name[0]}
                </span>
              )}
              <span className="row-name">{network.name}</span>
              {current ? (
                <span className="row-tag" aria-hidden="true">
                  {say('networks.current')}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
