import { useMemo } from 'react'
import { encode } from 'uqr'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string
  /** Accessible name of the image (the spec's "QR code"). */
  label: string
  size?: number
}

/** The pairing uri as a QR code, drawn as one SVG path from `uqr`'s module matrix. */
export function QrCode({ value, label, size = 232 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => row.forEach((dark, x) => void (dark && (d += `M${x} ${y}h1v1h-1z`))))
    return { path: d, modules: qr.data.length }
  }, [value])
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
