import { USER_REJECTED_REQUEST } from '../errors/definitions.js'
import { isSigilError } from '../errors/SigilError.js'
import { type ServiceProblem, serviceProblem } from '../services/http/serviceProblem.js'

/**
 * Why Swap cannot go on, as a code the view puts in words (in the active locale): a failed
 * service call, a rejection in the wallet, no wallet, no tokens or no quote here, or a step the
 * chain reverted. Sigil's errors ('Network not supported for Swaps') keep their catalogue code.
 */
export type SwapProblem =
  | ServiceProblem
  | { code: 'walletRejected' }
  | { code: 'swapNoAccount' }
  | { code: 'swapNoTokens'; network: string }
  | { code: 'swapNoQuote' }
  | { code: 'stepReverted'; stage: 'approve' | 'swap' }

/** What went wrong in a swap call or a wallet request, as a code. */
export function swapProblem(error: unknown): SwapProblem {
  if (isSigilError(error, USER_REJECTED_REQUEST.code)) return { code: 'walletRejected' }
  return serviceProblem(error, 'swapService')
}
