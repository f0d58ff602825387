import { USER_REJECTED_REQUEST } from '../errors/definitions.js'
import { isSigilError } from '../errors/SigilError.js'
import { serviceErrorText } from '../services/http/serviceErrorText.js'

/**
 * What went wrong, in words a person reads: the catalogue's message for Sigil's errors
 * ('Network not supported for Swaps'), a rejection in the wallet said plainly, the swap
 * service's own reason when it refused, 'Something went wrong' for anything else.
 */
export function swapErrorText(error: unknown): string {
  if (isSigilError(error, USER_REJECTED_REQUEST.code)) return 'You rejected the request in your wallet'
  return serviceErrorText(error, 'The swap service')
}
