import { isSigilError, type SigilError } from '@sigil/core'
import { CONNECTION_REJECTED, createError, FAILED_TO_CONNECT } from '@sigil/core/internal'
import { USER_REJECTED_CODE, walletErrorCode } from './walletErrorCode.js'

/** Connect failures in the spec's words: a refusal is 'Connection rejected', the rest 'Failed to connect'. */
export function toConnectError(error: unknown): SigilError {
  if (isSigilError(error)) return error
  const definition = walletErrorCode(error) === USER_REJECTED_CODE ? CONNECTION_REJECTED : FAILED_TO_CONNECT
  const details = error instanceof Error ? error.message : undefined
  return createError(definition, undefined, { cause: error, ...(details ? { details } : {}) })
}
