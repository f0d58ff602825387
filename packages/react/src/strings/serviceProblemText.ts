import type { ServiceProblem } from '@sigil/core/services'
import type { T } from './useT.js'

type Loose = (key: string) => string

/**
 * A failed service call in the active locale: our words first, the service's own reason (if it
 * gave one) only after them; Sigil's errors in the catalogue's words (spec §8).
 */
export function serviceProblemText(t: T, problem: ServiceProblem): string {
  switch (problem.code) {
    case 'serviceRefused':
      return t(`service.refused.${problem.service}`, { detail: problem.detail })
    case 'serviceUnavailable':
      return t(`service.unavailable.${problem.service}`, { status: String(problem.status) })
    case 'sigilError': {
      const key = `error.${problem.errorCode}`
      const text = (t as unknown as Loose)(key)
      // A code without words of its own, or whose words need parameters, reads as the fallback.
      return text !== key && !text.includes('{') ? text : t('error.SOMETHING_WENT_WRONG')
    }
    case 'somethingWrong':
      return t('error.SOMETHING_WENT_WRONG')
  }
}
