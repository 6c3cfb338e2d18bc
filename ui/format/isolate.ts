/**
 * `text` between the Unicode first-strong isolate and pop-directional isolate (U+2068 … U+2069),
 * what `<bdi>` is inside a text: a number, an amount with its symbol or an address keeps its own
 * direction and order inside a right-to-left sentence ("1 ETH = 2,988.02 USDC" instead of
 * "ETH = 2988.02 USDC 1"), and the sentence's punctuation stays outside it. Only where the modal
 * is right to left (`dir`), so a left-to-right text stays exactly as typed.
 *
 * @example isolate('0.01 ETH', 'rtl') // '\u20680.01 ETH\u2069'
 */
export function isolate(text: string, dir: 'ltr' | 'rtl' = 'rtl'): string {
  return dir === 'rtl' && text !== '' ? `\u2068${text}\u2069` : text
}
