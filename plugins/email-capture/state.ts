import type { ChainNamespace } from '../../kernel/index.js'

/** 'saving': the address is on its way to the endpoint. */
export type EmailCaptureStatus = 'idle' | 'saving'

/** The email-capture plugin's state slice (`state.plugins['email-capture']`), read by DataCapture and its close rule. */
export interface EmailCaptureState {
  /** The host requires an address: no Skip, no closing (spec §2 lists no such rule; the host opts in). */
  required: boolean
  /** The account DataCapture asks for, while it asks. */
  pending?: { namespace: ChainNamespace; address: string; chainId: string }
  /** What the visitor typed (kept through a failed save). */
  email: string
  /** Continue was pressed once: from then on the field is checked as the visitor types. */
  touched: boolean
  /** What is wrong with the typed address (EMAIL_CAPTURE_INVALID's reason), when something is. */
  problem?: string
  /** Why the last save failed (EMAIL_CAPTURE_FAILED's reason); the typed address is kept. */
  failure?: string
  status: EmailCaptureStatus
  /** The address just saved: DataCapture thanks the visitor until it closes (or a sign-in takes over). */
  saved?: string
}
