// A module of its own: the project configuration's lazily loaded note on features without a plugin
// (remote-config/unansweredRemote.ts) uses it too, and would otherwise split resolveFeatures off the
// start-up chunk into a file of its own.

/** `true`, a non-empty list or a non-empty object turns a feature on; anything else leaves it off. */
export function isOn(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0
  return value === true
}
