import { useEffect, useRef } from 'react'
import type { WalletTileData } from './catalogueSchemas.js'
import { useVirtualRows } from './useVirtualRows.js'
import type { WalletImageCache } from './walletImages.js'
import { WalletTile } from './WalletTile.js'

/** Tiles per row and row height (px) of the grid inside the 360 px modal. */
export const COLUMNS = 4
export const ROW_HEIGHT = 102
/** Height (px) of the scrolling grid: four rows. */
export const VIEWPORT_HEIGHT = 4 * ROW_HEIGHT

/** Props of {@link WalletGrid}. */
export interface WalletGridProps {
  wallets: readonly WalletTileData[]
  images: WalletImageCache
  installedLabel: string
  label: string
  onSelect: (wallet: WalletTileData) => void
  /** Called when the last rows come into view (infinite scroll). */
  onEndReached?: () => void
}

/** A virtualised grid: only the rows in view (plus a little overscan) are in the DOM. */
export function WalletGrid({ wallets, images, installedLabel, label, onSelect, onEndReached }: WalletGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowCount = Math.ceil(wallets.length / COLUMNS)
  const { rows, totalSize } = useVirtualRows(scrollRef, rowCount, ROW_HEIGHT, VIEWPORT_HEIGHT)
  const lastIndex = rows.at(-1)?.index ?? -1
  useEffect(() => {
    if (onEndReached && rowCount > 0 && lastIndex >= rowCount - 2) onEndReached()
  }, [lastIndex, rowCount, onEndReached])
  return (
    <div ref={scrollRef} className="aw-scroll" style={{ height: VIEWPORT_HEIGHT }} data-testid="hatch-wallet-scroll" role="list" aria-label={label}>
      <div style={{ height: totalSize, position: 'relative' }}>
        {rows.map((row) => (
          <div key={row.key} className="aw-row" role="presentation" style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}>
            {wallets.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((w) => (
              <div role="listitem" key={w.id}>
                <WalletTile wallet={w} images={images} installedLabel={installedLabel} onSelect={onSelect} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
