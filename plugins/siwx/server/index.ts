/**
 * `hatch/plugins/siwx/server`: what a host's backend imports to check sign-in sessions made with the
 * `siwx` plugin. No React, no DOM, no Node built-in: it needs `viem` (EVM), `@noble/curves`
 * (Solana) and `bip322-js` (Bitcoin). See docs/plugins/siwx.md, "The host's backend".
 * @packageDocumentation
 */
export { verifySiwxSession, type SiwxExpectations, type VerifiedSiwxSession } from './verifySiwxSession.js'
export { parseSignedMessage } from './parseSession.js'
export type { SiwxMessageData, SiwxSession, SiwxNamespace } from '../types.js'
