import { isSigilError } from '../../errors/SigilError.js'
import { isHttpStatusError, serverMessage } from './HttpStatusError.js'

/**
 * A failed service call in words a person reads: the service's own reason when it refused
 * ("`service` refused: …"), "`service` is unavailable (status)" otherwise, the catalogue's
 * message for Sigil's errors, 'Something went wrong' for anything else. Never a stack trace.
 */
export function serviceErrorText(error: unknown, service: string): string {
  if (isHttpStatusError(error)) {
    const reason = serverMessage(error.body)
    return reason && error.status < 500
      ? `${service} refused: ${reason}`
      : `${service} is unavailable (${error.status})`
  }
  return isSigilError(error) ? error.shortMessage : 'Something went wrong'
}
