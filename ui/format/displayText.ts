/**
 * Bidi controls (embeddings, overrides, isolates, marks) and invisible characters (zero-width
 * space/joiners, word joiner, BOM, soft hyphen) that a service-provided name may carry.
 */
const invisible = /[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/**
 * A name from a service or a wallet (catalogue wallet names, token names and symbols) as the modal
 * shows it: without bidi overrides, which would show it reversed and could flip what follows
 * ("\u202Eevil" reads "live"), and without zero-width characters, which make two different names
 * look alike ("US\u200BDC" vs "USDC"); other whitespace runs collapse to one space. Markup needs no
 * escaping here: React renders text, never HTML.
 *
 * @example displayText('US\u200BDC') // 'USDC'
 */
export function displayText(raw: string): string {
  return raw.replace(invisible, '').replace(/\s+/g, ' ').trim()
}
