import { describe, expect, it } from 'vitest'
import { SigilError } from '../../errors/SigilError.js'
import { HttpStatusError } from './HttpStatusError.js'
import { serviceProblem } from './serviceProblem.js'

const URL = 'http://127.0.0.1:1/v1/x'

describe('serviceProblem: a failed call as a code, never a sentence (issue 22)', () => {
  it('R-ERR-23 a refusal keeps the service’s reason as a detail; a 5xx or a bare refusal is unavailable', () => {
    expect(
      serviceProblem(new HttpStatusError({ status: 400, body: { message: 'no' }, url: URL }), 'provider'),
    ).toEqual({ code: 'serviceRefused', service: 'provider', detail: 'no' })
    expect(
      serviceProblem(
        new HttpStatusError({ status: 503, body: { message: 'down' }, url: URL }),
        'swapService',
      ),
    ).toEqual({ code: 'serviceUnavailable', service: 'swapService', status: 503 })
    expect(serviceProblem(new HttpStatusError({ status: 404, body: {}, url: URL }), 'provider')).toEqual({
      code: 'serviceUnavailable',
      service: 'provider',
      status: 404,
    })
  })

  it('Sigil’s own errors by their code, anything else as somethingWrong (no stack, no raw text)', () => {
    expect(serviceProblem(new SigilError('REQUEST_ABORTED', 'Request was aborted'), 'provider')).toEqual({
      code: 'sigilError',
      errorCode: 'REQUEST_ABORTED',
    })
    expect(serviceProblem(new Error('boom at line 3'), 'provider')).toEqual({ code: 'somethingWrong' })
  })
})
