import type { ErrorCode } from '../../errors/catalogue.js'
import { isSigilError } from '../../errors/SigilError.js'
import { isHttpStatusError, serverMessage } from './HttpStatusError.js'

/** Which service failed, named by the view in its own words. */
export type ServiceName = 'provider' | 'swapService'

/**
 * A failed service call as a code the views turn into words (in the active locale): the
 * service refused with its own reason (`detail`, shown only after our words), it is unavailable
 * (HTTP `status`), one of Sigil's errors (its catalogue `errorCode`), or anything else.
 */
export type ServiceProblem =
  | { code: 'serviceRefused'; service: ServiceName; detail: string }
  | { code: 'serviceUnavailable'; service: ServiceName; status: number }
  | { code: 'sigilError'; errorCode: ErrorCode }
  | { code: 'somethingWrong' }

/** What went wrong in a service call, without a sentence: never a stack trace. */
export function serviceProblem(error: unknown, service: ServiceName): ServiceProblem {
  if (isHttpStatusError(error)) {
    const reason = serverMessage(error.body)
    return reason && error.status < 500
      ? { code: 'serviceRefused', service, detail: reason }
      : { code: 'serviceUnavailable', service, status: error.status }
  }
  return isSigilError(error) ? { code: 'sigilError', errorCode: error.code } : { code: 'somethingWrong' }
}
