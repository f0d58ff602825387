import type { SigilError } from '@sigil/core'
import { CHAIN_NOT_SUPPORTED, createError } from '@sigil/core/internal'
import { USER_REJECTED_CODE, walletErrorCode } from '../../errors/walletErrorCode.js'
import { toWagmiRequestError } from './toWagmiRequestError.js'

/**
 * A failed switch through wagmi. wagmi's injected connector answers a 4902 by adding the chain and
 * reports any failure of that step as a user rejection wrapping the add error; a wrapped error
 * whose own code is not 4001 is therefore a chain the wallet would not add: 'Chain is not
 * supported', as in the plain adapter. A refusal (either prompt) stays a refusal, and any other
 * failure is the wallet's typed error.
 */
export function toWagmiSwitchError(error: unknown): SigilError {
  if (walletErrorCode(error) === USER_REJECTED_CODE) {
    const cause = (error as { cause?: unknown }).cause
    if (typeof cause === 'object' && cause !== null && walletErrorCode(cause) !== USER_REJECTED_CODE)
      return createError(CHAIN_NOT_SUPPORTED, undefined, { cause: error })
  }
  return toWagmiRequestError(error)
}
