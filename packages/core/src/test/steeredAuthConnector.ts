import type { AuthConnector, EmailConnectAction } from '../auth/authConnector.js'
import { createEmailSendGuard } from '../auth/emailSendGuard.js'

/**
 * An auth connector whose secure-site answers the test steers, with the real email send
 * guard on the test's clock: what the email sessions drive.
 */
export function steeredAuthConnector(now: () => number) {
  const guard = createEmailSendGuard({ now })
  const calls: string[] = []
  const steer = {
    action: 'VERIFY_OTP' as EmailConnectAction,
    rightCode: '123456',
    primaryCode: '111111',
    secondaryCode: '222222',
    approveDevice: () => {},
    refuseDevice: (_error: Error) => {},
  }
  const connector = {
    emailSendCheck: (email: string) => guard.check(email),
    async connectEmail(email: string) {
      calls.push(`connectEmail ${email}`)
      guard.record(email)
      return { action: steer.action }
    },
    connectDevice: () =>
      new Promise<void>((resolve, reject) => {
        calls.push('connectDevice')
        steer.approveDevice = resolve
        steer.refuseDevice = reject
      }),
    async connectOtp(otp: string) {
      calls.push(`connectOtp ${otp}`)
      if (otp !== steer.rightCode) throw new Error('The code is not right.')
    },
    async updateEmail(email: string) {
      calls.push(`updateEmail ${email}`)
      if (email === 'ada@example.com') throw new Error('This is already your email.')
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    async updateEmailPrimaryOtp(otp: string) {
      calls.push(`updateEmailPrimaryOtp ${otp}`)
      if (otp !== steer.primaryCode) throw new Error('The code is not right.')
    },
    async updateEmailSecondaryOtp(otp: string) {
      calls.push(`updateEmailSecondaryOtp ${otp}`)
      if (otp !== steer.secondaryCode) throw new Error('The code is not right.')
      return { email: 'new@example.com' }
    },
  } as unknown as AuthConnector
  return { connector, calls, steer, guard }
}

/** Lets the session's awaited calls settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
