/**
 * Relay publish options of the sign protocol's methods (TTL in seconds, tag, prompt), the values
 * the official 2.x client uses (sign-client ENGINE_RPC_OPTS, core PAIRING_RPC_OPTS), so the relay
 * and wallets treat our messages exactly like theirs.
 */
export interface PublishOptions {
  ttl: number
  tag: number
  prompt: boolean
}

const FIVE_MINUTES = 300
const ONE_DAY = 86_400

const pair = (ttl: number, tag: number, prompt: boolean): { req: PublishOptions; res: PublishOptions } => ({
  req: { ttl, tag, prompt },
  res: { ttl, tag: tag + 1, prompt: false },
})

/** Request and response options per method. */
export const RPC_OPTIONS = {
  wc_sessionPropose: pair(FIVE_MINUTES, 1100, true),
  wc_sessionSettle: pair(FIVE_MINUTES, 1102, false),
  wc_sessionUpdate: pair(ONE_DAY, 1104, false),
  wc_sessionExtend: pair(ONE_DAY, 1106, false),
  wc_sessionRequest: pair(FIVE_MINUTES * 3, 1108, true),
  wc_sessionEvent: pair(FIVE_MINUTES, 1110, true),
  wc_sessionDelete: pair(ONE_DAY, 1112, false),
  wc_sessionPing: pair(ONE_DAY, 1114, false),
  wc_pairingDelete: pair(ONE_DAY, 1000, false),
  wc_pairingPing: pair(30, 1002, false),
} as const

/** A method of the sign or pairing protocol. */
export type WcMethod = keyof typeof RPC_OPTIONS

/** The error a dapp sends when it ends a session (the SDK's USER_DISCONNECTED). */
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/** How long a proposal waits for the wallet, in seconds (the official client's). */
export const PROPOSAL_TTL_S = FIVE_MINUTES
