/**
 * What an approval asks for, by the request's method: the ApproveTransaction view is titled by it
 * ("Sign Message", "Sign Typed Data", "Approve Transaction"), a device removal ("Remove Device") or a
 * key export ("Export Private Key") or the second factor ("Two-Step Verification").
 */
export type ApprovalKind = 'message' | 'typedData' | 'transaction' | 'device' | 'exportKey' | 'twoStep'

const MESSAGE_METHODS = new Set(['personal_sign', 'eth_sign', 'solana_signMessage'])

/** The kind of approval `method` needs: a message, typed data, or (anything else that signs or sends) a transaction. */
export function approvalKindOf(method: string): ApprovalKind {
  if (MESSAGE_METHODS.has(method)) return 'message'
  if (method.startsWith('eth_signTypedData')) return 'typedData'
  return 'transaction'
}
