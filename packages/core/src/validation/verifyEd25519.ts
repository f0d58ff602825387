/**
 * Whether `signature` is `publicKey`'s ed25519 signature of `message` (RFC 8032, strict: no
 * ZIP-215 leniency). The curve code is its own chunk, loaded on the first check.
 */
export async function verifyEd25519(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): Promise<boolean> {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  const { ed25519 } = await import('@noble/curves/ed25519.js')
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    // A public key that is not a curve point, or a signature out of range: not a valid signature.
    return false
  }
}
