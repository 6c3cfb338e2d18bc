import type { CaipNetworkId } from '../../kernel/index.js'

/** The namespaces a sign-in message exists for: EIP-4361 (EVM), Sign In With Solana, BIP-322 (Bitcoin). */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * The fields of a sign-in message (spec §3 "SIWX message"). `chainId` is the CAIP-2 id of the
 * network the session is for; times are ISO-8601 strings.
 */
export interface SiwxMessageData {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  notBefore?: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** A message to sign: its fields and the exact text the wallet is asked to sign. */
export interface SiwxMessage {
  data: SiwxMessageData
  /** The text shown in the view and signed by the wallet. */
  message: string
}

/**
 * A sign-in session: the signed message and the wallet's signature (hex for EVM, base58 for
 * Solana, base64 BIP-322 for Bitcoin).
 */
export interface SiwxSession extends SiwxMessage {
  signature: string
}

/** What {@link SiwxConfig.createMessage} is given: who signs, on which network. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
}

/**
 * The sign-in backend a host implements (every method optional: a missing one falls back to the
 * default, which talks to the data service's `/v1/sessions`). Pass it as `createHatch({ siwx })`
 * with the {@link siwx} plugin registered. It is a plain object: its functions must be own
 * properties (option validation copies the object, so methods on a class prototype are lost).
 */
export type SiwxConfig = {
  /** Whether the visitor must sign in (default true): while required and unsigned the modal cannot be closed. */
  required?: boolean
  /** Sign out (revoke the address's sessions) when the wallet disconnects. Default true (spec §9). */
  signOutOnDisconnect?: boolean
  /** The statement of the default message. Default 'Sign in to {app name}' or 'Sign in with your wallet'. */
  statement?: string
  /** Lifetime of a default message's session, in ms. Default 24 hours. */
  expiresInMs?: number
  /** Builds the message to sign (fields and text). */
  createMessage?: (input: SiwxMessageInput) => Promise<SiwxMessage>
  /** Checks a signed session before it is added; false refuses it. */
  verify?: (session: SiwxSession) => Promise<boolean>
  /** Sessions of `address` on `chainId` that are still valid. */
  getSessions?: (chainId: CaipNetworkId, address: string) => Promise<SiwxSession[]>
  /** Stores a signed session (the host's backend verifies it); rejects when refused. */
  addSession?: (session: SiwxSession) => Promise<void>
  /** Ends a session (sign-out). */
  revokeSession?: (session: SiwxSession) => Promise<void>
}

/** A complete backend: {@link SiwxConfig}'s methods, each the host's or the default. */
export type SiwxBackend = Required<Pick<SiwxConfig, 'createMessage' | 'verify' | 'getSessions' | 'addSession' | 'revokeSession'>>
