import { MethodGlyph } from './connectGlyphs.js'
import { WalletRow } from './WalletRow.js'

/** A connect method that lives in its own view (email, social): one button, with the method's drawing, that navigates there. */
export function MethodLinkSection({ method, label, onSelect }: { method: string; label: string; onSelect: () => void }) {
  return (
    <ul className="section">
      <WalletRow name={label} onSelect={onSelect} fallbackIcon={<MethodGlyph method={method} />} />
    </ul>
  )
}
