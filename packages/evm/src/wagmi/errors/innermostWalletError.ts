import { walletErrorCode } from '../../errors/walletErrorCode.js'

// A cause chain longer than this is a cycle or not an error chain worth following.
const MAX_DEPTH = 16

/**
 * wagmi and viem wrap what the wallet threw (TransactionExecutionError → UserRejectedRequestError
 * → the wallet's own error). The innermost error that carries a code is the wallet's answer, the
 * one the plain adapter sees straight from `request`; without any code, the error itself.
 */
export function innermostWalletError(error: unknown): unknown {
  let found: unknown = error
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    if (walletErrorCode(current) !== undefined) found = current
    current = (current as { cause?: unknown }).cause
  }
  return found
}
