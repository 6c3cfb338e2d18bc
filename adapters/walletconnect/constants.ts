import type { CaipNetwork } from '../../kernel/types/chain.js'

/** Id of the one WalletConnect connector, on every namespace it serves. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The vendor's relay: the default outside tests and the sandbox, which always pass their own. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

/** A pairing uri lives 4 minutes (spec §4, §9). */
export const PAIRING_LIFETIME_MS = 4 * 60 * 1000

/** A pairing counts as expired when under 10 s remain (spec §4, §9); then a fresh uri replaces it. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000

/**
 * A pairing attempt whose relay gives no uri within this time fails ('Failed to connect', the
 * relay named): with the relay unreachable the client keeps reconnecting in the background, and
 * the visitor must not wait at a QR code that never comes.
 */
export const RELAY_ANSWER_TIMEOUT_MS = 15 * 1000

/** Namespaces a WalletConnect session can carry in this product (spec §1: EVM, Solana, Bitcoin). */
export const walletConnectNamespaces = ['eip155', 'solana', 'bip122'] as const

/** Namespaces a session can serve for these networks, in the product's order. */
export function servedNamespaces(networks: readonly CaipNetwork[]): (typeof walletConnectNamespaces)[number][] {
  return walletConnectNamespaces.filter((ns) => networks.some((n) => n.chainNamespace === ns))
}

/** Key of the pairing state under `state.plugins`, and prefix of the adapter's bus events. */
export const PAIRING_STATE_KEY = 'walletConnect'
