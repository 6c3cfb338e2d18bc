import { WalletRow } from './WalletRow.js'

/** A connect method that lives in its own view (email, social): one button that navigates there. */
export function MethodLinkSection({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <ul className="section">
      <WalletRow name={label} onSelect={onSelect} />
    </ul>
  )
}
