import { type ReactNode, useMemo } from 'react'
import { qrMatrix, qrPath } from './qrMatrix.js'

/** The quiet zone around the code, in modules; scanners need it. */
const QUIET_ZONE = 2

/**
 * A QR code drawn in SVG: dark modules on a light tile in both themes, so every scanner reads
 * it. Drawn at a whole number of pixels per module (at most `size`), so no module blurs.
 */
export function QrCode({
  value,
  size,
  label,
  centre,
}: {
  value: string
  size: number
  label: string
  /** An image over the middle (a wallet's or the app's); the code then uses error correction Q. */
  centre?: ReactNode
}) {
  const level = centre === undefined ? 'M' : 'Q'
  const matrix = useMemo(() => qrMatrix(value, level), [value, level])
  const extent = matrix.size + QUIET_ZONE * 2
  const pixels = Math.max(1, Math.floor(size / extent)) * extent
  const code = (
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
  if (centre === undefined) return code
  // The centre covers under 5 % of the modules, well inside what level Q restores.
  const hole = Math.round(pixels * 0.2)
  return (
    <span className="sigil-qr-frame" style={{ position: 'relative', display: 'inline-block', lineHeight: 0 }}>
      {code}
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          left: (pixels - hole) / 2,
          top: (pixels - hole) / 2,
          width: hole,
          height: hole,
          display: 'grid',
          placeItems: 'center',
          background: '#ffffff',
          borderRadius: 12,
          overflow: 'hidden',
        }}
      >
        {centre}
      </span>
    </span>
  )
}
