import { describe, expect, it } from 'vitest'
import { createError } from '../errors/createError.js'
import {
  GAS_PRICE_NETWORK_NOT_SUPPORTED,
  SWAPS_NETWORK_NOT_SUPPORTED,
  USER_REJECTED_REQUEST,
} from '../errors/definitions.js'
import { HttpStatusError } from '../services/http/HttpStatusError.js'
import { swapProblem } from './swapProblem.js'

describe('swap errors as codes (issue 22)', () => {
  it("R-ERR-10 'Network not supported for Swaps' and '… for Gas Price' keep their catalogue code", () => {
    expect(swapProblem(createError(SWAPS_NETWORK_NOT_SUPPORTED))).toEqual({
      code: 'sigilError',
      errorCode: 'SWAPS_NETWORK_NOT_SUPPORTED',
    })
    expect(swapProblem(createError(GAS_PRICE_NETWORK_NOT_SUPPORTED))).toEqual({
      code: 'sigilError',
      errorCode: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    })
  })

  it('a refusal in the wallet, the service refusing with its reason, the service down, anything else', () => {
    expect(swapProblem(createError(USER_REJECTED_REQUEST))).toEqual({ code: 'walletRejected' })
    const refused = new HttpStatusError({
      status: 400,
      body: { error: 'bad_request', message: 'insufficient liquidity' },
      url: 'http://127.0.0.1/v1/convert/quotes',
    })
    expect(swapProblem(refused)).toEqual({
      code: 'serviceRefused',
      service: 'swapService',
      detail: 'insufficient liquidity',
    })
    const down = new HttpStatusError({ status: 503, body: 'unavailable', url: 'http://127.0.0.1/' })
    expect(swapProblem(down)).toEqual({ code: 'serviceUnavailable', service: 'swapService', status: 503 })
    expect(swapProblem(new Error('at Object.<anonymous> (secret.js:1:1)'))).toEqual({
      code: 'somethingWrong',
    })
  })
})
