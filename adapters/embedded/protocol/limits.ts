/** Version of the page ↔ frame protocol carried in every envelope (`hatch: 1`). */
export const PROTOCOL_VERSION = 1

/** Limits every message must keep, checked before schema validation on both sides (SECURE-FRAME.md). */
export const MESSAGE_LIMITS = {
  /** Serialised size of one message (1 MiB for batch calls: {@link BATCH_MESSAGE_LIMITS}). */
  maxBytes: 256 * 1024,
  /** Nesting depth of objects and arrays. */
  maxDepth: 32,
  /** Entries of any one array. */
  maxArrayLength: 256,
} as const

/** RPC methods that carry a batch (several calls or transactions in one request). */
export const BATCH_METHODS: readonly string[] = ['wallet_sendCalls', 'solana_signAllTransactions']

/** The limits of an RPC_REQUEST whose method is one of {@link BATCH_METHODS}: 1 MiB (SECURE-FRAME.md). */
export const BATCH_MESSAGE_LIMITS = { ...MESSAGE_LIMITS, maxBytes: 1024 * 1024 } as const

/** The limits `message` must keep: a batch call's when it is an RPC_REQUEST of a batch method. */
export function limitsFor(message: unknown): typeof MESSAGE_LIMITS | typeof BATCH_MESSAGE_LIMITS {
  if (typeof message !== 'object' || message === null) return MESSAGE_LIMITS
  const { type, payload } = message as { type?: unknown; payload?: unknown }
  const method = typeof payload === 'object' && payload !== null ? (payload as { method?: unknown }).method : undefined
  return type === 'RPC_REQUEST' && typeof method === 'string' && BATCH_METHODS.includes(method) ? BATCH_MESSAGE_LIMITS : MESSAGE_LIMITS
}

/** Why a value breaks {@link MESSAGE_LIMITS}, or undefined when it keeps them. */
export type ShapeProblem = { kind: 'too-large'; detail: string } | { kind: 'invalid'; detail: string }

/**
 * Measures a structured-clone value without recursion (so depth 1000 cannot overflow the stack)
 * and without JSON.stringify (which throws on cycles and BigInt): only plain JSON-like data passes.
 */
export function checkShape(value: unknown, limits: { maxBytes: number; maxDepth: number; maxArrayLength: number } = MESSAGE_LIMITS): ShapeProblem | undefined {
  let bytes = 0
  const stack: [unknown, number][] = [[value, 1]]
  const seen = new Set<object>()
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (depth > limits.maxDepth) return { kind: 'too-large', detail: `nested deeper than ${limits.maxDepth}` }
    if (item === null || typeof item === 'boolean') bytes += 5
    else if (typeof item === 'number') bytes += 24
    else if (typeof item === 'string') bytes += item.length + 2
    else if (typeof item === 'object') {
      if (seen.has(item)) return { kind: 'invalid', detail: 'contains a cycle' }
      seen.add(item)
      if (Array.isArray(item)) {
        if (item.length > limits.maxArrayLength) return { kind: 'too-large', detail: `an array has more than ${limits.maxArrayLength} entries` }
        for (const entry of item) stack.push([entry, depth + 1])
      } else {
        const proto: unknown = Object.getPrototypeOf(item)
        if (proto !== Object.prototype && proto !== null) return { kind: 'invalid', detail: 'contains a value that is not plain data' }
        for (const key of Object.keys(item)) {
          bytes += key.length + 3
          stack.push([(item as Record<string, unknown>)[key], depth + 1])
        }
      }
    } else return { kind: 'invalid', detail: `contains a ${typeof item}` }
    if (bytes > limits.maxBytes) return { kind: 'too-large', detail: `larger than ${limits.maxBytes} bytes` }
  }
  return undefined
}
