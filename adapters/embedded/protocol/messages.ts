import * as v from 'valibot'
import { PROTOCOL_VERSION } from './limits.js'

export { PROTOCOL_VERSION }

/**
 * The page ↔ frame protocol (spec §7 "Embedded-wallet frame", SECURE-FRAME.md): every message is
 * a strict envelope `{ hatch: 1, ch, id, type, payload }`. The handshake (HELLO on the window,
 * transferring a MessagePort; READY on that port) is the only message outside a channel.
 */

const uuid = v.pipe(v.string(), v.uuid())

/** Page → frame, on the window, with a MessagePort transferred: opens a channel. */
export const HelloMessage = v.strictObject({ hatch: v.literal(PROTOCOL_VERSION), type: v.literal('HELLO'), nonce: uuid })
export type HelloMessage = v.InferOutput<typeof HelloMessage>

/** Frame → page, first message on the port: the channel id every later envelope carries. */
export const ReadyMessage = v.strictObject({ hatch: v.literal(PROTOCOL_VERSION), type: v.literal('READY'), nonce: uuid, ch: uuid })
export type ReadyMessage = v.InferOutput<typeof ReadyMessage>

const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Enter a valid e-mail address'))
const chainId = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1)),
  v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
])

/** RPC request payload: a method name and its params (validated per method inside the frame). */
export const RpcRequestPayload = v.strictObject({
  method: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,64}$/, 'is not a method name')),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
  chainId: v.optional(chainId),
})

/** The social providers of spec §5 (farcaster has its own flow). */
export const SocialProvider = v.picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** Request payloads, by app event (the events of spec §7 this release serves). */
export const REQUEST_PAYLOADS = {
  /** Starts an e-mail login; the frame asks its secure site to send a code. */
  APP_CONNECT_EMAIL: v.strictObject({ email }),
  /** Waits until the visitor approved this browser from the e-mail link (after `VERIFY_DEVICE`); a code follows. */
  CONNECT_DEVICE: v.strictObject({}),
  /** The code the visitor typed. */
  CONNECT_OTP: v.strictObject({ otp: v.pipe(v.string(), v.maxLength(64)) }),
  /** Starts an e-mail change: a code goes to the current address. */
  UPDATE_EMAIL: v.strictObject({ email }),
  /** The code sent to the current address. */
  UPDATE_EMAIL_PRIMARY_OTP: v.strictObject({ otp: v.pipe(v.string(), v.maxLength(64)) }),
  /** The code sent to the new address. */
  UPDATE_EMAIL_SECONDARY_OTP: v.strictObject({ otp: v.pipe(v.string(), v.maxLength(64)) }),
  GET_USER: v.strictObject({ chainId: v.optional(chainId) }),
  IS_CONNECTED: v.strictObject({}),
  /** `everywhere`: every session of the account ends, on every device ("Sign out everywhere"). */
  SIGN_OUT: v.strictObject({ everywhere: v.optional(v.boolean()) }),
  GET_CHAIN_ID: v.strictObject({}),
  SWITCH_NETWORK: v.strictObject({ chainId }),
  RPC_REQUEST: RpcRequestPayload,
  /** Aborts one pending request, named by its id (never "whatever is pending"). */
  RPC_ABORT: v.strictObject({ targetId: uuid }),
  /** Begins a social sign-in: the frame keeps a fresh PKCE verifier and answers the provider's address and the flow id. */
  GET_SOCIAL_REDIRECT_URI: v.strictObject({ provider: SocialProvider }),
  /** Finishes it with the popup's result, relayed only from the secure origin, from that popup, with that flow id. */
  CONNECT_SOCIAL: v.strictObject({ flowId: uuid, uri: v.pipe(v.string(), v.maxLength(4096)) }),
  /** Begins a Sign In With Farcaster: the url ConnectingFarcaster shows as a QR code and link. */
  GET_FARCASTER_URI: v.strictObject({}),
  /** Waits (checking every second) until the visitor approved the request in their Farcaster app. */
  CONNECT_FARCASTER: v.strictObject({}),
  /** The EVM account type the page wants active (spec §3, §6): the owner EOA or its smart account. */
  SET_PREFERRED_ACCOUNT: v.strictObject({ type: v.picklist(['eoa', 'smartAccount']) }),
  /** The EVM chain ids on which the secure site offers smart accounts (a bundler and the 4337 contracts). */
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.strictObject({}),
  /** The network fee of one call from the active smart account, estimated as the user operation it will be (wei, decimal). */
  ESTIMATE_USER_OPERATION_FEE: v.strictObject({
    to: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
    value: v.pipe(v.string(), v.regex(/^\d{1,78}$/)),
    data: v.optional(v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/), v.maxLength(262_144))),
  }),
  /** The browsers that hold a share of the account's key (Account → Devices). */
  GET_DEVICES: v.strictObject({}),
  /**
   * Removes one of them (`deviceId`), or every one but this browser (no `deviceId`), after the
   * visitor approves it inside the frame.
   */
  REMOVE_DEVICES: v.strictObject({ deviceId: v.optional(v.pipe(v.string(), v.regex(/^[-\w]{1,64}$/, 'is not a device id'))) }),
  /**
   * Shows the account's key of `namespace` inside the frame, after the visitor approves it there;
   * answers once it is hidden again. The page never receives the key.
   */
  EXPORT_KEY: v.strictObject({ namespace: v.picklist(['eip155', 'solana']) }),
  /** Account → Two-step verification: the frame turns the second factor on (or shows it on, with Turn off). */
  TWO_STEP: v.strictObject({}),
  /**
   * Shows the frame's "Continue with a passkey" prompt: the visitor logs in with a passkey, or
   * creates one for a new account, with the frame's own buttons (or its secure window); answers
   * once logged in.
   */
  CONNECT_PASSKEY: v.strictObject({}),
  /** Shows the frame's "Add a passkey" prompt for the signed-in account; answers once the passkey is saved. */
  ADD_PASSKEY: v.strictObject({}),
  /**
   * The modal's language changed: the host's tag (`setLocale`, else the `locale` option), which the
   * frame matches to a shipped language as the modal does, or none (the browser's languages). A tag
   * only, never a text: the frame shows its own texts in that language from the next prompt on.
   */
  SET_LOCALE: v.strictObject({ locale: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))) }),
} as const

/** An app event the frame serves. */
export type AppEvent = keyof typeof REQUEST_PAYLOADS
export const APP_EVENTS = Object.keys(REQUEST_PAYLOADS) as AppEvent[]

/** Success payloads, by app event. */
export const SUCCESS_PAYLOADS = {
  APP_CONNECT_EMAIL: v.strictObject({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']), resendAt: v.optional(v.number()) }),
  CONNECT_DEVICE: v.strictObject({}),
  CONNECT_OTP: v.strictObject({}),
  UPDATE_EMAIL: v.strictObject({ action: v.literal('VERIFY_PRIMARY_OTP') }),
  UPDATE_EMAIL_PRIMARY_OTP: v.strictObject({ action: v.literal('VERIFY_SECONDARY_OTP') }),
  UPDATE_EMAIL_SECONDARY_OTP: v.strictObject({ email: v.string() }),
  GET_USER: v.strictObject({
    email: v.nullable(v.string()),
    /** The account's address on the requested chain: 0x-hex for EVM, base58 for Solana. */
    address: v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/)),
    chainId,
    accounts: v.array(v.strictObject({ address: v.string(), type: v.picklist(['eoa', 'smartAccount']) })),
    /** Which of `accounts` `address` is (EVM on a smart-account network; absent: eoa). */
    accountType: v.optional(v.picklist(['eoa', 'smartAccount'])),
    /** Whether the smart account has code on the chain yet (it is deployed by its first user operation). */
    smartAccountDeployed: v.optional(v.boolean()),
    preferredAccountType: v.optional(v.picklist(['eoa', 'smartAccount'])),
    /** The network has smart accounts but the account's lookup failed: the EOA stands in (docs/smart-accounts.md). */
    smartAccountUnavailable: v.optional(v.boolean()),
    /** How many passkeys the account has (absent when the frame could not tell): Account offers "Add a passkey" at 0. */
    passkeys: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  IS_CONNECTED: v.strictObject({ isConnected: v.boolean() }),
  SIGN_OUT: v.strictObject({}),
  GET_CHAIN_ID: v.strictObject({ chainId }),
  SWITCH_NETWORK: v.strictObject({ chainId }),
  RPC_REQUEST: v.strictObject({ result: v.unknown() }),
  RPC_ABORT: v.strictObject({ aborted: v.boolean() }),
  /** `uri`: the provider's authorization address for the popup; `flowId`: what the popup's result must carry. */
  GET_SOCIAL_REDIRECT_URI: v.strictObject({ flowId: uuid, uri: v.pipe(v.string(), v.url()) }),
  /** Who signed in: the provider and its handle of the account (kept by the page with the connection). */
  CONNECT_SOCIAL: v.strictObject({ provider: SocialProvider, username: v.nullable(v.string()) }),
  GET_FARCASTER_URI: v.strictObject({ url: v.pipe(v.string(), v.url()) }),
  CONNECT_FARCASTER: v.strictObject({ provider: v.literal('farcaster'), username: v.nullable(v.string()) }),
  SET_PREFERRED_ACCOUNT: v.strictObject({ type: v.picklist(['eoa', 'smartAccount']) }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: v.strictObject({ smartAccountEnabledNetworks: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
  /** `fee`: the most the operation may cost the account (0 when a paymaster sponsors it); `sponsored`: whether one does. */
  ESTIMATE_USER_OPERATION_FEE: v.strictObject({ fee: v.pipe(v.string(), v.regex(/^\d{1,78}$/)), sponsored: v.boolean() }),
  /** Most recently used first; `browser` is named from its user agent, times are epoch ms. */
  GET_DEVICES: v.strictObject({
    devices: v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.maxLength(64)),
        browser: v.pipe(v.string(), v.maxLength(120)),
        firstUsedAt: v.number(),
        lastUsedAt: v.number(),
        current: v.boolean(),
      }),
    ),
  }),
  REMOVE_DEVICES: v.strictObject({ removed: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /** Nothing: the key was shown inside the frame only, and is hidden again. */
  EXPORT_KEY: v.strictObject({}),
  TWO_STEP: v.strictObject({}),
  /** `newUser`: the passkey was created for a new account; `newDevice`: the passkey approved this browser for an account that has keys. */
  CONNECT_PASSKEY: v.strictObject({ newUser: v.boolean(), newDevice: v.boolean() }),
  /** How many passkeys the account has now. */
  ADD_PASSKEY: v.strictObject({ passkeys: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  SET_LOCALE: v.strictObject({}),
} as const satisfies Record<AppEvent, v.GenericSchema>

/** An error reply's payload: spec §7 "an error payload has a message"; EIP-1193 codes for RPC. */
export const ErrorPayload = v.strictObject({ message: v.pipe(v.string(), v.maxLength(1000)), code: v.optional(v.union([v.number(), v.string()])) })
export type ErrorPayload = v.InferOutput<typeof ErrorPayload>

/** Any envelope on an open channel (payload checked per type afterwards). */
export const Envelope = v.strictObject({
  hatch: v.literal(PROTOCOL_VERSION),
  ch: uuid,
  id: uuid,
  type: v.pipe(v.string(), v.maxLength(64)),
  payload: v.unknown(),
})
export type Envelope = v.InferOutput<typeof Envelope>

/** A frame notice about a message it could not treat as a request (no usable id or type). */
export const ProtocolErrorMessage = v.strictObject({
  hatch: v.literal(PROTOCOL_VERSION),
  ch: uuid,
  type: v.literal('PROTOCOL_ERROR'),
  id: v.nullable(uuid),
  payload: ErrorPayload,
})

/**
 * Frame → page, unasked, while an approval prompt shows: the height in CSS pixels the prompt needs
 * at the frame's current width, so the page can give the frame room for all of it (a frame too
 * small keeps Approve disarmed); 0 once the prompt is gone. A hint only: the page sizes the
 * frame, and the frame checks the room it got whatever the page does with this.
 */
export const PromptHeightMessage = v.strictObject({
  hatch: v.literal(PROTOCOL_VERSION),
  ch: uuid,
  type: v.literal('PROMPT_HEIGHT'),
  payload: v.strictObject({ height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)) }),
})

/** `NAME_SUCCESS` / `NAME_ERROR` of an app event. */
export const successType = (event: AppEvent) => `${event}_SUCCESS` as const
export const errorType = (event: AppEvent) => `${event}_ERROR` as const
