import { useMemo } from 'react'
import { qrMatrix, qrPath } from './qrMatrix.js'

/** The quiet zone around the code, in modules; scanners need it. */
const QUIET_ZONE = 2

/**
 * A QR code drawn in SVG: dark modules on a light tile in both themes, so every scanner reads
 * it. Drawn at a whole number of pixels per module (at most `size`), so no module blurs.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value])
  const extent = matrix.size + QUIET_ZONE * 2
  const pixels = Math.max(1, Math.floor(size / extent)) * extent
  return (
    <svg
      className="sigil-qr"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-modules={matrix.size}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={qrPath(matrix)} fill="#0b0b0f" />
    </svg>
  )
}
