import * as v from 'valibot'

/** The secure window's page on the secure origin (served with the frame's CSP, never embeddable). */
export const APPROVAL_WINDOW_PATH = '/approve'

const id = v.pipe(v.string(), v.uuid())
const nonce = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** The secure window, loaded: "send me request `id`". */
export const WindowReady = v.strictObject({ hatch: v.literal(1), type: v.literal('APPROVAL_WINDOW_READY'), id })

/** The frame's answer: the request to show, and the nonce the decision must carry. */
export const WindowRequest = v.strictObject({
  hatch: v.literal(1),
  type: v.literal('APPROVAL_WINDOW_REQUEST'),
  id,
  nonce,
  request: v.strictObject({
    title: text(200),
    origin: text(2048),
    details: v.pipe(v.array(v.strictTuple([text(200), text(1 << 20)])), v.maxLength(1024)),
  }),
})

/** The visitor's decision in the secure window. */
export const WindowDecision = v.strictObject({
  hatch: v.literal(1),
  type: v.literal('APPROVAL_WINDOW_DECISION'),
  id,
  nonce,
  approved: v.boolean(),
})
