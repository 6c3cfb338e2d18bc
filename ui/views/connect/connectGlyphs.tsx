import type { ReactNode } from 'react'
import { Glyph } from '../../primitives/Glyph.js'

/** WalletConnect's bridge and wave, in its blue (the row of a wallet reached by QR code or link). */
export const WalletConnectGlyph = () => (
  <span className="row-icon row-glyph" aria-hidden="true" style={{ color: '#3b99fc' }}>
    <Glyph>
      <path d="M5 10.5a10 10 0 0 1 14 0" />
      <path d="M3 13.5l3.5 3.5 5.5-5 5.5 5 3.5-3.5" />
    </Glyph>
  </span>
)

/** Four tiles: the whole catalogue of wallets. */
export const AllWalletsGlyph = () => (
  <span className="row-icon row-glyph" aria-hidden="true">
    <Glyph>
      <rect x="4" y="4" width="7" height="7" rx="2" />
      <rect x="13" y="4" width="7" height="7" rx="2" />
      <rect x="4" y="13" width="7" height="7" rx="2" />
      <rect x="13" y="13" width="7" height="7" rx="2" />
    </Glyph>
  </span>
)

const METHOD_GLYPHS: Record<string, ReactNode> = {
  // An envelope: log in with an e-mail code.
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  // Two people: log in with a social account.
  social: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <circle cx="16.5" cy="8" r="2.5" />
      <path d="M15.5 13.5a4.5 4.5 0 0 1 5 4.5" />
    </>
  ),
}

/** The drawing of a connect method's row (e-mail, social); a host's own method gets a door with an arrow. */
export const MethodGlyph = ({ method }: { method: string }) => (
  <span className="row-icon row-glyph" aria-hidden="true">
    <Glyph>
      {METHOD_GLYPHS[method] ?? (
        <>
          <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
          <path d="M4 12h10m-3.5-3.5L14 12l-3.5 3.5" />
        </>
      )}
    </Glyph>
  </span>
)
