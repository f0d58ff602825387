import {
  CONNECTION_REJECTED,
  createError,
  FAILED_TO_CONNECT,
  isSigilError,
  type SigilError,
} from '../../errors/index.js'
import { isUserRejection } from './isUserRejection.js'

/** A wallet's refusal (also as a cause) becomes CONNECTION_REJECTED; other failures FAILED_TO_CONNECT. */
export function mapConnectError(error: unknown): SigilError {
  if (isUserRejection(error)) return createError(CONNECTION_REJECTED, {}, { cause: error })
  if (isSigilError(error)) return error
  return createError(FAILED_TO_CONNECT, {}, { cause: error })
}
