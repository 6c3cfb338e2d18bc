/**
 * Errors only a host's or a plugin's code meets: a wrong option, a view or plugin registered twice
 * or never, a call on a destroyed or still-starting instance, a service nobody provides, a message
 * the secure frame does not accept. They are thrown to that code and logged in the developer's
 * console, never a visitor's situation, so they are English in every language: no locale file
 * translates them (test/unit/ui/messages/localeFiles.test.ts holds the locale files to this list; the codes are the kernel's and the embedded wallet adapter's), and
 * where one still reaches a toast it reads as the catalogue's English.
 */
export const developerErrorCodes = [
  'INVALID_OPTIONS',
  'VIEW_DISABLED',
  'DUPLICATE_VIEW',
  'DUPLICATE_CONTRIBUTION',
  'PLUGIN_NOT_REGISTERED',
  'FEATURE_DISABLED',
  'PLUGIN_STATE_READ_ONLY',
  'CORE_STATE_READ_ONLY',
  'MULTI_WALLET_DISABLED',
  'HATCH_DESTROYED',
  'HATCH_STARTING',
  'SERVICE_NOT_FOUND',
  'STORAGE_KEY_CONFLICT',
  'NAMESPACE_REQUIRED',
  'ADAPTER_NOT_FOUND',
  'NAMESPACE_NOT_FOUND',
  'INVALID_CONNECTION_STATUS',
  'FRAME_INVALID_MESSAGE',
  'FRAME_PAYLOAD_TOO_LARGE',
  'FRAME_DUPLICATE_REQUEST',
  'FRAME_METHOD_UNSUPPORTED',
  'FRAME_CAPABILITY_UNSUPPORTED',
  'FRAME_CALLS_DUPLICATE',
  'FRAME_CALLS_UNKNOWN',
  'RPC_NOT_ALLOWED',
] as const
