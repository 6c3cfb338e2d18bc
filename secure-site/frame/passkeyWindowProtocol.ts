import * as v from 'valibot'

/** The secure window's page on the secure origin where a passkey ceremony runs when the frame may not (never embeddable). */
export const PASSKEY_WINDOW_PATH = '/passkey'

const id = v.pipe(v.string(), v.uuid())
const nonce = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
/** WebAuthn options or answers as JSON (checked by the browser and by the secure site). */
const json = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown()),
  v.check((value) => JSON.stringify(value).length <= 65_536, 'is too large'),
)

/** The secure window, loaded: "send me ceremony `id`". */
export const PasskeyWindowReady = v.strictObject({ hatch: v.literal(1), type: v.literal('PASSKEY_WINDOW_READY'), id })

/** The frame's answer: what to ask the visitor, the ceremony, and the nonce the answer must carry. */
export const PasskeyWindowRequest = v.strictObject({
  hatch: v.literal(1),
  type: v.literal('PASSKEY_WINDOW_REQUEST'),
  id,
  nonce,
  title: text(200),
  text: text(1000),
  button: text(100),
  ceremony: v.strictObject({ kind: v.picklist(['create', 'get']), options: json }),
})

/** The ceremony's answer (the browser's response), posted back to the frame with the nonce. */
export const PasskeyWindowResult = v.strictObject({
  hatch: v.literal(1),
  type: v.literal('PASSKEY_WINDOW_RESULT'),
  id,
  nonce,
  response: json,
})
