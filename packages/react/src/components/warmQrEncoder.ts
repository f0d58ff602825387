/** A pairing URI's shape and length: the encoder's work for it is the work for a real one. */
const SAMPLE_PAIRING_URI = `wc:${'a1'.repeat(32)}@2?expiryTimestamp=1700000000&relay-protocol=irn&symKey=${'b2'.repeat(32)}`

/**
 * Encodes a sample pairing URI once, at idle: the encoder's first run (its tables, the engine's
 * first compile of it) costs tens of milliseconds on a busy machine, which would otherwise fall
 * between the pick and the QR code.
 */
export function warmQrEncoder(): Promise<void> {
  return import('./qrMatrix.js').then(({ qrMatrix }) => {
    qrMatrix(SAMPLE_PAIRING_URI, 'Q')
  })
}
