export {
  createEmailLoginSession,
  type EmailLoginPhase,
  type EmailLoginSession,
  type EmailLoginSessionParameters,
  type EmailLoginState,
} from './createEmailLoginSession.js'
export {
  createUpdateEmailSession,
  type UpdateEmailSession,
  type UpdateEmailState,
  type UpdateEmailStep,
} from './createUpdateEmailSession.js'
export type { EmailStepFields, EmailStepSession } from './emailStepStore.js'
export { type EmailStepProblem, OTP_LENGTH, otpDigits } from './otpCode.js'
