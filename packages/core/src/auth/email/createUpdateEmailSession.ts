import type { SigilInternalClient } from '../../client/internalClient.js'

import type { AuthConnector } from '../authConnector.js'
import { authConnectorOf } from './authConnectorOf.js'
import { type EmailStepFields, type EmailStepSession, emailStepStore, stepFailed } from './emailStepStore.js'
import { typedCode } from './otpCode.js'

/**
 * `email`: typing the new email; `primary`: the code sent to the current email; `secondary`:
 * the code sent to the new one; `checking` and `confirming` while a code is checked.
 */
export type UpdateEmailStep =
  | 'email'
  | 'sending'
  | 'primary'
  | 'secondary'
  | 'checking'
  | 'confirming'
  | 'success'

export type UpdateEmailState = EmailStepFields & {
  step: UpdateEmailStep
  /** Which code is being entered (kept while it is checked). */
  codeStep: 'primary' | 'secondary'
  newEmail: string
}

export type UpdateEmailSession = EmailStepSession<UpdateEmailState> & {
  setNewEmail(text: string): void
  /** Sends a code to the current email for the new one. */
  submitEmail(): Promise<void>
  /** Back to typing the new email (not while a code is checked). */
  otherEmail(): void
}

/**
 * Changing the embedded wallet's email (R-EMBED-15): the new email, a code sent to the current
 * email (primary), then a code sent to the new one (secondary), then success once the secure
 * site reports the new email (asked every 1 s by the connector, R-PERF-06).
 */
export function createUpdateEmailSession({
  client,
}: {
  client: Pick<SigilInternalClient, 'getAuthConnector'>
}): UpdateEmailSession {
  const { get, set, subscribe } = emailStepStore<UpdateEmailState>({
    step: 'email',
    codeStep: 'primary',
    newEmail: '',
  })
  let live = true
  let auth: AuthConnector | undefined

  const verify = async (connector: AuthConnector, otp: string) => {
    const which = get().codeStep
    set({ problem: undefined, step: 'checking' })
    try {
      if (which === 'primary') {
        await connector.updateEmailPrimaryOtp(otp)
        if (live) set({ code: '', codeStep: 'secondary', step: 'secondary' })
      } else {
        set({ step: 'confirming' })
        await connector.updateEmailSecondaryOtp(otp)
        if (live) set({ step: 'success' })
      }
    } catch (error) {
      if (live) set({ problem: stepFailed(error), code: '', step: which })
    }
  }

  authConnectorOf(
    client,
    () => live,
    (loaded) => {
      auth = loaded
      set({ ready: true })
    },
    (error) => set({ problem: stepFailed(error) }),
  )

  return {
    getState: get,
    subscribe,
    setNewEmail(text) {
      if (get().step === 'email') set({ newEmail: text, problem: undefined })
    },
    async submitEmail() {
      const connector = auth
      const email = get().newEmail.trim()
      if (!connector || get().step !== 'email' || email === '') return
      set({ problem: undefined, step: 'sending' })
      try {
        await connector.updateEmail(email)
        if (live) set({ code: '', codeStep: 'primary', step: 'primary' })
      } catch (error) {
        if (live) set({ problem: stepFailed(error), step: 'email' })
      }
    },
    typeCode(text) {
      const { step } = get()
      if (step !== 'primary' && step !== 'secondary') return
      const typed = typedCode(text)
      set({ code: typed.code, problem: typed.problem })
      if (typed.complete && auth) void verify(auth, typed.code)
    },
    otherEmail() {
      const { step } = get()
      if (step === 'checking' || step === 'confirming') return
      set({ problem: undefined, step: 'email' })
    },
    destroy() {
      live = false
    },
  }
}
