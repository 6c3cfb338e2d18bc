import { useMemo } from 'react'
import { encode } from 'uqr'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string
  /** Accessible name of the image (the spec's "QR code"). */
  label: string
  size?: number
}

/** One SVG path for `uqr`'s module matrix: a rectangle per run of dark modules in a row (half the path of one per module). */
function qrPath(value: string): { path: string; modules: number } {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      let end = x
      while (row[end + 1]) end++
      path += `M${x} ${y}h${end - x + 1}v1H${x}z`
      x = end
    }
  })
  return { path, modules: data.length }
}

/** The pairing uri as a QR code, drawn as one SVG path from `uqr`'s module matrix. */
export function QrCode({ value, label, size = 232 }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="hatch-walletconnect-qr"
      data-uri={value}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
