import { useEffect } from 'react'
import { displayText } from '../../format/displayText.js'
import type { WalletTileData } from './catalogueSchemas.js'
import type { WalletImageCache } from './walletImages.js'

/** Props of {@link WalletTile}. */
export interface WalletTileProps {
  wallet: WalletTileData
  images: WalletImageCache
  installedLabel: string
  onSelect: (wallet: WalletTileData) => void
}

/** Up to two initials of a wallet name ("Amber Vault" → "AV"), shown by the placeholder. */
export function walletInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase()
}

/**
 * One wallet of the grid: a button named by what it shows, the wallet's name and, on an installed
 * wallet, its "Installed" badge, so a voice-control visitor can say what they read (WCAG 2.5.3,
 * axe's label-content-name-mismatch). Its image comes from the view's image cache; a tile that scrolls into view asks for its image (the
 * first 20 of each page were already preloaded), and a failed or timed-out image shows the
 * placeholder with the wallet's initials, so the tile keeps its name either way.
 */
export function WalletTile({ wallet, images, installedLabel, onSelect }: WalletTileProps) {
  const imageId = wallet.image_id ?? undefined
  useEffect(() => {
    if (imageId) void images.load(imageId)
  }, [images, imageId])
  const image = imageId ? images.get(imageId) : undefined
  // Catalogue names are service data: shown without bidi overrides or zero-width characters.
  const name = displayText(wallet.name)
  const imageState = image?.status === 'ready' ? 'ready' : image?.status === 'failed' || !imageId ? 'failed' : 'loading'
  return (
    <button
      type="button"
      className="aw-tile"
      data-testid="hatch-wallet-tile"
      data-wallet-id={wallet.id}
      data-image={imageState}
      // The name wraps to two lines; a longer one is cut there, and the tooltip gives it whole.
      title={name}
      aria-label={wallet.installed ? `${name} ${installedLabel}` : name}
      onClick={() => onSelect(wallet)}
    >
      {image?.status === 'ready' ? (
        <img className="aw-image" src={image.url} alt="" width={48} height={48} />
      ) : imageState === 'failed' ? (
        // The initials are drawn by CSS (::before), not text: the tile's text stays what its name says.
        <span className="aw-image aw-placeholder" data-testid="hatch-wallet-placeholder" data-initials={walletInitials(name)} aria-hidden="true" />
      ) : (
        <span className="aw-image aw-loading" aria-hidden="true" />
      )}
      <span className="aw-name" dir="auto">
        {name}
      </span>
      {/* A space between name and badge, so their text reads as two words (the column layout hides it). */}
      {wallet.installed ? (
        <>
          {' '}
          <span className="aw-badge">{installedLabel}</span>
        </>
      ) : null}
    </button>
  )
}
