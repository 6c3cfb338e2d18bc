/** Fills `{name}` placeholders of a catalogue text. Unknown placeholders are left visible. */
export function fillErrorText(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
