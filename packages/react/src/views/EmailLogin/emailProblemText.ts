import type { EmailStepProblem } from '@sigil/core/email'
import type { T } from '../../strings/useT.js'
import { loginErrorText } from './loginErrorText.js'

/** An email step's problem in words a person can act on (undefined: an alert above says it). */
export function emailProblemText(problem: EmailStepProblem | undefined, t: T): string | undefined {
  if (!problem) return undefined
  return problem.code === 'digitsOnly' ? t('email.digitsOnly') : loginErrorText(problem.error, t)
}
