import { useMemo } from 'react'
import { encode } from 'uqr'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (an address, a pairing uri). */
  value: string
  /** Accessible name of the image. */
  label: string
  /** Width and height in CSS pixels. */
  size?: number | undefined
  testId?: string | undefined
}

/**
 * A QR code drawn as one SVG path from `uqr`'s module matrix, dark on a white quiet zone so a
 * camera reads it in light and dark themes alike.
 *
 * @example
 * ```tsx
 * <QrCode value={address} label="QR code of your address" />
 * ```
 */
export function QrCode({ value, label, size = 232, testId }: QrCodeProps) {
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
      data-testid={testId}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8, flex: 'none' }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
