import { USER_REJECTED_REQUEST } from '../errors/definitions.js'
import { isSigilError } from '../errors/SigilError.js'
import { isHttpStatusError, serverMessage } from '../services/http/HttpStatusError.js'

/**
 * What went wrong, in words a person reads: the catalogue's message for Sigil's errors
 * ('Network not supported for Swaps', 'User rejected the request'), the swap service's own
 * reason when it refused, 'Something went wrong' for anything else. Never a stack trace.
 */
export function swapErrorText(error: unknown): string {
  if (isSigilError(error, USER_REJECTED_REQUEST.code)) return 'You rejected the request in your wallet'
  if (isHttpStatusError(error)) {
    const reason = serverMessage(error.body)
    if (reason && error.status < 500) return `The swap service refused: ${reason}`
    return `The swap service is unavailable (${error.status})`
  }
  if (isSigilError(error)) return error.shortMessage
  return 'Something went wrong'
}
