import { useId, useState } from 'react'
import type { Nft } from '../schema.js'
import { styles } from './nftsStyles.js'

/**
 * One NFT of the grid: its picture (alt text = its name), name and collection. The list item is
 * named by the NFT's name and described by its collection, so a screen reader announces both.
 * A picture that fails to load gives way to a "No image" tile rather than a broken icon. The first
 * cards load at once (they are what the tab opens on, even in a short window); the rest when scrolled to.
 */
export function NftCard({ nft, noImageText, eager }: { nft: Nft; noImageText: string; eager: boolean }) {
  const id = useId()
  const [broken, setBroken] = useState(false)
  return (
    <li style={styles.card} aria-labelledby={`${id}-name`} aria-describedby={`${id}-collection`}>
      {nft.imageUrl && !broken ? (
        <img
          src={nft.imageUrl}
          alt={nft.name}
          width={256}
          height={256}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={styles.image}
          onError={() => setBroken(true)}
        />
      ) : (
        <span style={styles.noImage}>{noImageText}</span>
      )}
      <p id={`${id}-name`} style={styles.name} title={nft.name}>
        {nft.name}
      </p>
      <p id={`${id}-collection`} style={styles.collection} title={nft.collection.name}>
        {nft.collection.name}
      </p>
    </li>
  )
}
