import type { Clock } from '@sigil/core'
import { type AuthUser, isEmail, pollEmailChange } from '@sigil/core/internal'
import type { FrameTransport } from './frameTransport.js'

export type EmailUpdateContext = {
  call: (...args: Parameters<FrameTransport['request']>) => ReturnType<FrameTransport['request']>
  clock: Clock
  getUser(): Promise<AuthUser>
  /** The change is confirmed: the user as the site now reports it. */
  onChanged(user: AuthUser): void
}

/**
 * Changing the signed-in email (R-EMBED-15): the site sends a code to the current email
 * (primary), then one to the new email (secondary); after the second code the app waits until
 * the site reports the new email, asking every 1 s (R-PERF-06), and only then says it changed.
 */
export function createEmailUpdate(ctx: EmailUpdateContext) {
  let pending: string | undefined
  return {
    async updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
      const next = email.trim()
      if (!isEmail(next)) throw new Error('Enter a valid email address')
      const current = (await ctx.getUser()).email
      if (current && current.toLowerCase() === next.toLowerCase())
        throw new Error('This is already your email. Enter a new one.')
      await ctx.call('UPDATE_EMAIL', { email: next })
      pending = next
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp(otp: string): Promise<void> {
      if (!pending) throw new Error('Enter the new email first')
      await ctx.call('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp(otp: string): Promise<{ email: string }> {
      const email = pending
      if (!email) throw new Error('Enter the new email first')
      await ctx.call('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      let confirmed: AuthUser | undefined
      await pollEmailChange({
        clock: ctx.clock,
        email,
        readEmail: async () => {
          confirmed = await ctx.getUser()
          return confirmed.email
        },
      })
      pending = undefined
      if (confirmed) ctx.onChanged(confirmed)
      return { email }
    },
  }
}
