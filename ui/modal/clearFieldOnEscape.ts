/** Input types a visitor types text into; Escape clears them (not checkboxes, radios, ranges …). */
const textTypes = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number'])

/**
 * Escape pressed in a field that holds text empties the field and tells its owner through an
 * `input` event, as typing does (React's `onChange` runs), so a first Escape undoes the typing and
 * only a second one closes the modal. A read-only, disabled or empty field, and an IME composition
 * (where Escape cancels the composition), are left alone. Returns whether a field was cleared.
 */
export function clearFieldOnEscape(target: EventTarget | null, composing: boolean): boolean {
  if (composing) return false
  const field = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && textTypes.has(target.type)) ? target : undefined
  if (!field || field.readOnly || field.disabled || field.value === '') return false
  // The prototype's setter, not `field.value = ''`: React watches the element's own value property
  // and would take the change for its own, firing no onChange.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, '')
  field.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}
