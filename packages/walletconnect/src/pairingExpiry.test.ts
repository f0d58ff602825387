import { describe, expect, it } from 'vitest'
import {
  isPairingExpired,
  PAIRING_LIFETIME_MS,
  pairingExpiresAt,
  pairingRefreshDelay,
} from './pairingExpiry.js'

describe('pairing expiry', () => {
  const createdAt = 1_700_000_000_000
  const expiresAt = pairingExpiresAt(createdAt)

  it('R-WC-02 a pairing is not expired with 11 s left and is expired with 9 s left', () => {
    expect(isPairingExpired(expiresAt, expiresAt - 11_000)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 9_000)).toBe(true)
  })

  it('R-WC-05 a pairing lives 4 minutes: not expired 1 ms before 3 min 50 s, expired 1 ms after', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    const threeFifty = createdAt + 3 * 60_000 + 50_000
    expect(isPairingExpired(expiresAt, threeFifty - 1)).toBe(false)
    expect(isPairingExpired(expiresAt, threeFifty + 1)).toBe(true)
    expect(pairingRefreshDelay()).toBe(230_000)
  })
})
