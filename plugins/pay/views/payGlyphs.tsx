import { Glyph } from '../../../ui/primitives/index.js'

/**
 * The drawings of the payment's rows (decorative: each row's title names it). Inline SVG, so the
 * receipt needs no image request.
 */
export const payGlyphs = {
  // Coins.
  amount: (
    <Glyph>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </Glyph>
  ),
  // A person receiving.
  recipient: (
    <Glyph>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </Glyph>
  ),
  // A globe: the network.
  network: (
    <Glyph>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.4 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.4-3.5-8.5s1-5.9 3.5-8.5z" />
    </Glyph>
  ),
  // A wallet: what paid.
  paidWith: (
    <Glyph>
      <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h10v3" />
      <circle cx="16" cy="13.5" r="1.2" />
    </Glyph>
  ),
  // A person sending.
  from: (
    <Glyph>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 20a6.5 6.5 0 0 1 11-4.7M15 17h6m-2.5-2.5L21 17l-2.5 2.5" />
    </Glyph>
  ),
  // A receipt: the transaction.
  transaction: (
    <Glyph>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </Glyph>
  ),
  // A cube: the block it was mined in.
  block: (
    <Glyph>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </Glyph>
  ),
}
