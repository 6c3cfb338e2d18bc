/** The connector id of the embedded wallet; the kernel routes every account connected through it to this adapter. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'

/** The namespaces the embedded wallet signs for (its frame holds an EVM and a Solana key). */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const

/** Spec §9: frame load timeout, request timeout, ready delay. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
export const FRAME_READY_DELAY_MS = 500
