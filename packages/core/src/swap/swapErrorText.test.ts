import { describe, expect, it } from 'vitest'
import { createError } from '../errors/createError.js'
import {
  GAS_PRICE_NETWORK_NOT_SUPPORTED,
  SWAPS_NETWORK_NOT_SUPPORTED,
  USER_REJECTED_REQUEST,
} from '../errors/definitions.js'
import { HttpStatusError } from '../services/http/HttpStatusError.js'
import { swapErrorText } from './swapErrorText.js'

describe('swap errors in words', () => {
  it("R-ERR-10 'Network not supported for Swaps' and 'Network not supported for Gas Price' are shown as they are", () => {
    expect(swapErrorText(createError(SWAPS_NETWORK_NOT_SUPPORTED))).toBe('Network not supported for Swaps')
    expect(swapErrorText(createError(GAS_PRICE_NETWORK_NOT_SUPPORTED))).toBe(
      'Network not supported for Gas Price',
    )
  })

  it('a refusal in the wallet, the service refusing with its reason, the service down, anything else', () => {
    expect(swapErrorText(createError(USER_REJECTED_REQUEST))).toBe('You rejected the request in your wallet')
    const refused = new HttpStatusError({
      status: 400,
      body: { error: 'bad_request', message: 'insufficient liquidity' },
      url: 'http://127.0.0.1/v1/convert/quotes',
    })
    expect(swapErrorText(refused)).toBe('The swap service refused: insufficient liquidity')
    const down = new HttpStatusError({ status: 503, body: 'unavailable', url: 'http://127.0.0.1/' })
    expect(swapErrorText(down)).toBe('The swap service is unavailable (503)')
    expect(swapErrorText(new Error('at Object.<anonymous> (secret.js:1:1)'))).toBe('Something went wrong')
  })
})
