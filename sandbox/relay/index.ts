/** WalletConnect relay stand-in for the sandbox (see docs/stand-ins.md). */
export { startRelay, type RelayHandle, type RelayOptions } from './startRelay.js'
export { verifyRelayAuth, type RelayAuthClaims } from './relayAuth.js'
export { SESSION_PROPOSE_TAG, SESSION_PROPOSE_RESPONSE_TAG, SESSION_SETTLE_TAG } from './relayRouter.js'
