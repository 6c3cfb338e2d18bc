/**
 * The catalogue's texts other than the early ones (earlyTexts.ts): about 3 KiB gzip that no code
 * on the page's static path raises, so they are a chunk of their own, loaded when first needed
 * (errorTexts.ts). catalogue.ts joins both into the one catalogue; see its comments for the rules.
 * A plugin's codes are not here: each plugin brings its own (its errorTexts.ts).
 */
export const laterTexts = {
  // Thrown messages (spec §8)
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  DISCONNECT_FAILED: 'Failed to disconnect',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_EMAIL_SOCIAL: 'Not connected to email or social',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_NOT_FOUND: 'Address or auth connector not found',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NAMESPACE_REQUIRED: 'Namespace is required',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectorConnector not found',
  ADAPTER_NOT_FOUND: 'adapter not found',
  NAMESPACE_NOT_FOUND: 'namespace not found',
  INVALID_CONNECTION_STATUS: 'Invalid connection status: {status}',
  // Validation (spec §5)
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  // Timeouts and aborts (spec §8)
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  UNVERIFIED_DOMAIN: 'unverified_domain',
  RPC_REQUEST_ABORTED: 'Request was aborted',
  REQUEST_ABORTED: 'Something went wrong',
  FRAME_ERROR: 'An error occurred',
  // Toasts and alerts shown to the user (spec §8)
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SIGN_MESSAGE_FAILED: 'Error signing message',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  // HTTP and services (spec §7)
  HTTP_STATUS: 'HTTP status code: {status}',
  HTTP_TIMEOUT: 'Request to {url} timed out after {ms} ms',
  HTTP_NETWORK: 'Request to {url} failed: {reason}',
  INVALID_RESPONSE: 'Invalid response from {url}: {issues}',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
  // Kernel contract errors (ours); the ones the page's first code throws are in earlyTexts.ts
  DUPLICATE_CONTRIBUTION: '{point} "{id}" is contributed by both "{first}" and "{second}"',
  PLUGIN_NOT_REGISTERED: 'Plugin "{plugin}" is not registered; add it to the plugins option',
  FEATURE_DISABLED: 'Feature "{feature}" is disabled, so plugin "{plugin}" is not running',
  PLUGIN_STATE_READ_ONLY: 'Plugin state "{plugin}" is written only by the plugin "{plugin}" (through ctx.self)',
  CORE_STATE_READ_ONLY: 'Plugin "{plugin}" cannot write the core state: it reads ctx.store and writes its own slice through ctx.self',
  SERVICE_NOT_FOUND: 'Service "{service}" is not provided; register the adapter or plugin that provides it',
  VIEW_LOAD_FAILED: 'View "{view}" failed to load or render', // the modal's view outlet (event only)
  ADAPTER_SETUP_FAILED: 'An adapter failed to set up: {reason}', // a per-instance adapter service (event only)
  // Kernel services (storage, HTTP, chain RPC)
  STORAGE_KEY_CONFLICT: 'Storage key "{key}" is already defined with another schema',
  STORAGE_VALUE_INVALID: 'Cannot store "{key}": {issue}',
  HTTP_ABORTED: 'Request to {url} was aborted',
  RPC_ERROR: 'RPC error {code} from {url}: {message}',
  // EVM adapter (wallet requests)
  SWITCH_NETWORK_REJECTED: 'Network switch rejected',
  SWITCH_NETWORK_FAILED: 'Failed to switch network',
  WALLET_NOT_FOUND: 'Wallet "{connectorId}" was not found in this browser',
  WALLET_REQUEST_REJECTED: 'Request rejected in the wallet',
  WALLET_REQUEST_FAILED: 'The wallet could not complete {method}',
  WALLET_CHAIN_UNSUPPORTED: '{wallet} does not work on {network}: it declares {chains}',
  INVALID_PARAMETERS: 'Invalid {method} parameters: {issue}',
  // Embedded wallet: the secure site's e-mail codes and sessions (ours)
  INVALID_EMAIL: 'Enter a valid e-mail address',
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'This code has expired or was already used. Request a new code',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Request a new code',
  EMAIL_SEND_FAILED: 'The code could not be sent. Try again',
  EMBEDDED_SESSION_ENDED: 'Your session has ended. Log in again',
  SECURE_SITE_BAD_REQUEST: 'Invalid request: {issue}',
  SECURE_SITE_ORIGIN_REFUSED: 'Requests from {origin} are not accepted',
  FRAME_INVALID_MESSAGE: 'Invalid message: {issue}',
  FRAME_PAYLOAD_TOO_LARGE: 'Message too large: {issue}',
  FRAME_DUPLICATE_REQUEST: 'Request {id} was already received',
  FRAME_APPROVAL_PENDING: 'Another request is waiting for approval',
  FRAME_DEVICE_NOT_VERIFIED: 'This device is not approved yet: open the link in the e-mail we sent to approve it',
  DEVICE_APPROVAL_INVALID: 'This approval link has expired or was already used',
  EMAIL_IN_USE: 'This e-mail address is already used by an account',
  // Social login through the secure site (ours: issue 16)
  SOCIAL_PROVIDER_UNAVAILABLE: 'Sign-in with {provider} is not available on this wallet',
  SOCIAL_FLOW_INVALID: 'This sign-in cannot be completed: {reason}. Start again',
  SOCIAL_LOGIN_DENIED: 'You declined to sign in with {provider}',
  SOCIAL_PROVIDER_ERROR: '{provider} could not sign you in: {reason}',
  FRAME_METHOD_UNSUPPORTED: '{method} is not supported by this wallet',
  FRAME_CAPABILITY_UNSUPPORTED: '{method} asks for the {capability} capability, which this wallet does not have',
  FRAME_ATOMIC_UNSUPPORTED: 'This wallet cannot run calls atomically: it sends them one after another',
  FRAME_CALLS_TOO_LARGE: 'Too many calls in one batch: at most {max}',
  FRAME_CALLS_DUPLICATE: 'A call batch with id {id} was already sent',
  FRAME_CALLS_UNKNOWN: 'No call batch {id} was sent from this wallet',
  // Smart accounts of the embedded wallet (docs/smart-accounts.md; ours: the spec names none)
  SMART_ACCOUNT_NOT_ENABLED: 'Smart accounts are not enabled on {network}',
  SMART_ACCOUNT_CANNOT_SIGN: 'The smart account cannot sign messages: switch to the EOA to sign',
  USER_OPERATION_FAILED: 'The user operation failed: {reason}',
} as const
