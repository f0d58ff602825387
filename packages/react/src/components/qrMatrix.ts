// The encoder only: the package's entry would add its unused canvas renderer to the chunk.
import qrEncoder from 'qrcode/lib/core/qrcode.js'

/** The dark and light modules of a QR code, row by row. */
export type QrMatrix = { size: number; isDark(row: number, column: number): boolean }

/**
 * The QR code of `text` (byte mode). Error correction M by default: an address stays small and
 * scans from a screen at arm's length; Q leaves room for an image over the centre.
 */
export function qrMatrix(text: string, errorCorrectionLevel: 'M' | 'Q' = 'M'): QrMatrix {
  const { modules } = qrEncoder.create(text, { errorCorrectionLevel })
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) }
}

/**
 * One SVG path drawing every dark module as a unit square: runs of dark modules in a row
 * become one rectangle, so the path stays short and edges stay sharp at any size.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = []
  for (let row = 0; row < matrix.size; row++) {
    let column = 0
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < matrix.size && matrix.isDark(row, column)) column++
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`)
    }
  }
  return parts.join('')
}
