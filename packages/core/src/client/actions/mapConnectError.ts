import {
  CONNECTION_REJECTED,
  createError,
  FAILED_TO_CONNECT,
  isSigilError,
  type SigilError,
} from '../../errors/index.js'

const USER_REJECTED_CODE = 4001

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

/** A wallet's 4001 (also as a cause) becomes CONNECTION_REJECTED; other failures FAILED_TO_CONNECT. */
export function mapConnectError(error: unknown): SigilError {
  let current: unknown = error
  while (current !== undefined && current !== null) {
    if (codeOf(current) === USER_REJECTED_CODE || isSigilError(current, 'USER_REJECTED_REQUEST'))
      return createError(CONNECTION_REJECTED, {}, { cause: error })
    current = current instanceof Error ? current.cause : undefined
  }
  if (isSigilError(error)) return error
  return createError(FAILED_TO_CONNECT, {}, { cause: error })
}
