import { useEffect } from 'react'
import type { WalletTileData } from './catalogueSchemas.js'
import type { WalletImageCache } from './walletImages.js'

/** Props of {@link WalletTile}. */
export interface WalletTileProps {
  wallet: WalletTileData
  images: WalletImageCache
  installedLabel: string
  onSelect: (wallet: WalletTileData) => void
}

/**
 * One wallet of the grid. Its image comes from the view's image cache; a tile that scrolls into
 * view asks for its image (the first 20 of each page were already preloaded), and a failed or
 * timed-out image shows the placeholder.
 */
export function WalletTile({ wallet, images, installedLabel, onSelect }: WalletTileProps) {
  const imageId = wallet.image_id ?? undefined
  useEffect(() => {
    if (imageId) void images.load(imageId)
  }, [images, imageId])
  const image = imageId ? images.get(imageId) : undefined
  return (
    <button type="button" className="aw-tile" data-testid="hatch-wallet-tile" data-wallet-id={wallet.id} aria-label={wallet.installed ? `${wallet.name}, ${installedLabel}` : wallet.name} onClick={() => onSelect(wallet)}>
      {image?.status === 'ready' ? (
        <img className="aw-image" src={image.url} alt="" width={56} height={56} />
      ) : (
        <span className={image?.status === 'failed' || !imageId ? 'aw-image aw-placeholder' : 'aw-image aw-loading'} data-testid={image?.status === 'failed' || !imageId ? 'hatch-wallet-placeholder' : undefined} aria-hidden="true" />
      )}
      <span className="aw-name">{wallet.name}</span>
      {wallet.installed ? <span className="aw-badge">{installedLabel}</span> : null}
    </button>
  )
}
