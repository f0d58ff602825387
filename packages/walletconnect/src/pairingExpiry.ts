/** A pairing lives 4 minutes (R-WC-05). */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing with less than this left counts as expired (R-WC-02). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

export function pairingExpiresAt(createdAt: number, lifetimeMs = PAIRING_LIFETIME_MS): number {
  return createdAt + lifetimeMs
}

export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now < PAIRING_EXPIRY_MARGIN_MS
}

/** How long until a pairing made now counts as expired and is replaced. */
export function pairingRefreshDelay(lifetimeMs = PAIRING_LIFETIME_MS): number {
  return Math.max(0, lifetimeMs - PAIRING_EXPIRY_MARGIN_MS)
}
