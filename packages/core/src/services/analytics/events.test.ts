import { describe, expect, it } from 'vitest'
import { createError } from '../../errors/createError.js'
import { FAILED_TO_CONNECT } from '../../errors/definitions.js'
import { errorReport, internalSdkErrorEvent, socialLoginSuccessEvent } from './events.js'

describe('analytics event builders', () => {
  it('R-API-34 INTERNAL_SDK_ERROR carries errorType, errorMessage and uncaught', () => {
    expect(internalSdkErrorEvent(createError(FAILED_TO_CONNECT), true)).toEqual({
      type: 'track',
      event: 'INTERNAL_SDK_ERROR',
      properties: { errorType: 'FAILED_TO_CONNECT', errorMessage: 'Failed to connect', uncaught: true },
    })
    expect(internalSdkErrorEvent(new TypeError('x is undefined'), false).properties).toEqual({
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
      uncaught: false,
    })
  })

  it('R-API-35 SOCIAL_LOGIN_SUCCESS carries provider and caipNetworkId', () => {
    expect(socialLoginSuccessEvent('github', 'eip155:1')).toEqual({
      type: 'track',
      event: 'SOCIAL_LOGIN_SUCCESS',
      properties: { provider: 'github', caipNetworkId: 'eip155:1' },
    })
  })

  it('R-API-33 an error report has type, event, errorType, errorMessage and stackTrace', () => {
    const props = errorReport(new RangeError('too far'))
    expect(props).toMatchObject({
      type: 'error',
      event: 'ERROR',
      errorType: 'RangeError',
      errorMessage: 'too far',
    })
    expect(props.stackTrace).toContain('RangeError')
    expect(errorReport('plain')).toEqual({
      type: 'error',
      event: 'ERROR',
      errorType: 'UnknownError',
      errorMessage: 'plain',
    })
  })
})
