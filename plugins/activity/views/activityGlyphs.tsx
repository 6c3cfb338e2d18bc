import type { ReactNode } from 'react'
import { Glyph } from '../../../ui/primitives/index.js'
import type { ActivityMessageId } from '../messages.js'

/** What each kind of transaction is drawn as when it has no token or NFT image. */
const DRAWINGS: Partial<Record<ActivityMessageId, ReactNode>> = {
  // An arrow leaving.
  'activity.sent': <path d="M7 17 17 7m-8 0h8v8" />,
  // An arrow arriving.
  'activity.received': <path d="M17 7 7 17m8 0H7V9" />,
  // Two arrows trading places.
  'activity.swapped': <path d="M5 9h13l-3.5-3.5M19 15H6l3.5 3.5" />,
  // A spark: something new.
  'activity.minted': <path d="M12 4v16M4 12h16M6.5 6.5l11 11m0-11-11 11" />,
  // A box: a contract put on the chain.
  'activity.deployed': (
    <>
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  // A loop: from the account to itself.
  'activity.self': <path d="M17 8a6 6 0 1 0 1 5m-1-5V4m0 4h-4" />,
}

/** A page with code brackets: a contract call (and any kind without a drawing of its own). */
const CONTRACT_CALL = (
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="m10.5 11-2 2 2 2m4-4 2 2-2 2" />
  </>
)

/** The drawing for a row of this kind (decorative: the row's text names the kind). */
export function ActivityGlyph({ kind }: { kind: ActivityMessageId }) {
  return <Glyph>{DRAWINGS[kind] ?? CONTRACT_CALL}</Glyph>
}
