import { multiWalletDisabledText } from './multiWalletText.js'

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
  // A transaction a wallet sent that the chain did not confirm in time, or that the wallet replaced (followTransaction)
  TRANSACTION_NOT_CONFIRMED: 'The transaction was not confirmed in time: check your wallet before trying again',
  // EVM adapter (wallet requests)
  SWITCH_NETWORK_REJECTED: 'Network switch rejected',
  SWITCH_NETWORK_FAILED: 'Failed to switch network',
  WALLET_NOT_FOUND: 'Wallet "{connectorId}" was not found in this browser',
  // EIP-1474 -32002: the wallet still shows an earlier request (a second click while its prompt is open)
  WALLET_REQUEST_PENDING: 'Your wallet already has a request waiting: open it to continue',
  WALLET_REQUEST_REJECTED: 'Request rejected in the wallet',
  WALLET_REQUEST_FAILED: 'The wallet could not complete {method}',
  WALLET_CHAIN_UNSUPPORTED: '{wallet} does not work on {network}: it declares {chains}',
  WALLET_TRANSACTION_VERSION_UNSUPPORTED: '{wallet} cannot read a {version} transaction: it reads {versions}',
  INVALID_PARAMETERS: 'Invalid {method} parameters: {issue}',
  // The multi-wallet functions' info alert (its text is with the start-up code that raises it)
  ...multiWalletDisabledText,
} as const
