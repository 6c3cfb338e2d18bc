import type { Connector } from '../../../kernel/types/connector.js'
import { features, solanaSigningFeatures, type Wallet } from './types.js'

/**
 * Whether a Wallet Standard wallet is a Solana wallet the adapter can use: it lists a `solana:`
 * chain, offers `standard:connect`, and at least one Solana signing feature.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const names = Object.keys(wallet.features)
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    names.includes(features.connect) &&
    solanaSigningFeatures.some((feature) => names.includes(feature))
  )
}

/**
 * The connectors for the registered Solana wallets (spec §3), in registration order, one per
 * wallet name. Wallet Standard wallets announce themselves, so they are ANNOUNCED connectors; the
 * wallet name is the id (it is what the standard treats as the wallet's identity, and it is
 * stable across reloads, so a stored connection can find its wallet again).
 */
export function buildConnectors(wallets: readonly Wallet[]): Connector[] {
  const seen = new Set<string>()
  const connectors: Connector[] = []
  for (const wallet of wallets) {
    if (!isSolanaWallet(wallet) || seen.has(wallet.name)) continue
    seen.add(wallet.name)
    connectors.push({
      id: wallet.name,
      type: 'ANNOUNCED',
      name: wallet.name,
      chain: 'solana',
      imageUrl: wallet.icon,
      info: { icon: wallet.icon },
    })
  }
  return connectors
}
