import type { OnrampProblem, PaymentAmountProblem } from '@sigil/core/onramp'
import type { LocaleFormat } from '../../format/localeFormat.js'
import { serviceProblemText } from '../../strings/serviceProblemText.js'
import type { T } from '../../strings/useT.js'

/** Why Buy cannot go on, in the active locale. */
export function onrampProblemText(t: T, problem: OnrampProblem | undefined): string | undefined {
  if (!problem) return undefined
  switch (problem.code) {
    case 'onrampNoNetwork':
      return t('onramp.problem.noNetwork')
    case 'onrampNotOnNetwork':
      return t('onramp.problem.notOnNetwork', { network: problem.network })
    case 'onrampNoAccount':
      return t('onramp.problem.noAccount')
    case 'onrampNoProvider':
      return t('onramp.problem.noProvider')
    case 'onrampNothingToBuy':
      return t('onramp.problem.nothingToBuy', { network: problem.network })
    default:
      return serviceProblemText(t, problem)
  }
}

/** Why the typed amount cannot be paid, with the limit written as the locale writes money. */
export function paymentAmountText(t: T, format: LocaleFormat, problem: PaymentAmountProblem): string {
  switch (problem.code) {
    case 'invalidAmount':
      return t('onramp.amount.invalid')
    case 'tooManyDecimals':
      return t('onramp.amount.tooManyDecimals', { decimals: String(problem.decimals) })
    case 'belowMinimum':
      return t(`onramp.amount.min.${problem.method}`, {
        min: format.money(problem.min),
        currency: problem.currency,
      })
    case 'aboveMaximum':
      return t(`onramp.amount.max.${problem.method}`, {
        max: format.money(problem.max),
        currency: problem.currency,
      })
  }
}
