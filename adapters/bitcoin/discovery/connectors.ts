import type { Connector } from '../../../kernel/types/connector.js'
import type { BitcoinWallet } from './features.js'

/**
 * One connector per Bitcoin wallet (spec §3): type ANNOUNCED, since a Wallet Standard wallet
 * registers itself as an EIP-6963 wallet announces itself. The Wallet Standard gives wallets no
 * rdns, so the id is the wallet's name (stable across reloads, which reconnect needs); a second
 * wallet registering under a name already listed is ignored, as the first one keeps the id.
 */
export function buildConnectors(wallets: readonly BitcoinWallet[]): Connector[] {
  const seen = new Set<string>()
  const connectors: Connector[] = []
  for (const wallet of wallets) {
    if (seen.has(wallet.name)) continue
    seen.add(wallet.name)
    connectors.push({
      id: wallet.name,
      type: 'ANNOUNCED',
      name: wallet.name,
      chain: 'bip122',
      imageUrl: wallet.icon,
      info: { icon: wallet.icon },
    })
  }
  return connectors
}
