/** A pairing URI's shape and length: the encoder's work for it is the work for a real one. */
const SAMPLE_PAIRING_URI = `wc:${'a1'.repeat(32)}@2?expiryTimestamp=1700000000&relay-protocol=irn&symKey=${'b2'.repeat(32)}`

/**
 * Encodes a sample pairing URI once a page, at idle: the encoder's first run (its tables, the engine's
 * first compile of it) costs tens of milliseconds on a busy machine, which would otherwise fall
 * between the pick and the QR code.
 */
export function warmQrEncoder(): Promise<void> {
  // Once a page: a second run warms nothing more.
  warmed ??= import('./qrMatrix.js').then(
    ({ qrMatrix }) => {
      qrMatrix(SAMPLE_PAIRING_URI, 'Q')
    },
    (error: unknown) => {
      warmed = undefined
      throw error
    },
  )
  return warmed
}

let warmed: Promise<void> | undefined
