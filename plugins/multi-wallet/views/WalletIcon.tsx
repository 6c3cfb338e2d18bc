import { useState, type CSSProperties } from 'react'

/** A wallet's icon (decorative: the row names the wallet); a broken or missing image is a blank disc. */
export function WalletIcon({ src, style }: { src: string | undefined; style: CSSProperties }) {
  const [broken, setBroken] = useState<string | undefined>()
  if (!src || src === broken) return <span aria-hidden="true" style={style} />
  return <img src={src} alt="" style={style} onError={() => setBroken(src)} />
}
