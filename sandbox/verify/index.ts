/** WalletConnect Verify stand-in for the sandbox (see docs/stand-ins.md). */
export { startVerifyService, type VerifyHandle, type VerifyServiceOptions } from './startVerify.js'
export type { AttestationClaims, VerifyPublicKey } from './attestationJwt.js'
