import type { SwapAmountProblem, SwapProblem } from '@sigil/core/swap'
import { serviceProblemText } from '../../strings/serviceProblemText.js'
import type { T } from '../../strings/useT.js'

/** Why Swap cannot go on, in the active locale. */
export function swapProblemText(t: T, problem: SwapProblem | undefined): string | undefined {
  if (!problem) return undefined
  switch (problem.code) {
    case 'walletRejected':
      return t('swap.problem.rejected')
    case 'swapNoAccount':
      return t('swap.problem.noAccount')
    case 'swapNoTokens':
      return t('swap.problem.noTokens', { network: problem.network })
    case 'swapNoQuote':
      return t('swap.problem.noQuote')
    case 'stepReverted':
      return problem.stage === 'approve' ? t('swap.problem.approvalReverted') : t('swap.problem.swapReverted')
    default:
      return serviceProblemText(t, problem)
  }
}

/** What is wrong with the amount to sell, in the active locale. */
export function swapAmountText(t: T, problem: SwapAmountProblem): string {
  switch (problem.code) {
    case 'invalidAmount':
      return t('swap.amount.invalid')
    case 'tooManyDecimals':
      return t('send.amount.tooManyDecimals', { symbol: problem.symbol, decimals: String(problem.decimals) })
    case 'zeroAmount':
      return t('swap.amount.zero')
    case 'insufficientBalance':
      return t('swap.amount.insufficient', { symbol: problem.symbol })
  }
}
