import type { SigilConfig } from '@sigil/core'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  createEmailSendGuard,
  createError,
  EMAIL_COOLDOWN,
} from '@sigil/core/internal'

/**
 * The one fake auth connector, for the email sessions' unit tests and the login views' component
 * tests: the secure site's answers are steered by the test (the real frame protocol is tested in
 * @sigil/embedded-wallet and e2e), and every call is recorded. Its email guard is the real one,
 * on the given clock. `config` makes a test client use it.
 */
export function createFakeAuthConnector(now: () => number = Date.now) {
  const guard = createEmailSendGuard({ now })
  const calls: { method: string; value?: string }[] = []
  const steer = {
    emailAction: 'VERIFY_OTP' as 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT',
    rightCode: '123456',
    /** The codes the update-email steps accept, and the email the user has now. */
    primaryCode: '111111',
    secondaryCode: '222222',
    email: 'ada@example.com' as string | null,
    address: '0x1111111111111111111111111111111111111111',
    approveDevice: () => {},
    /** What a social sign-in does (the popup's part); by default it succeeds at once. */
    connectSocial: async (
      _provider: string,
      _onState?: (state: 'started' | 'popupOpened' | 'resultReceived' | 'connected') => void,
    ): Promise<void> => {},
    /** The Farcaster app's approval; by default it comes at once. */
    connectFarcaster: async (): Promise<void> => {},
    /** What switching the account kind does (the secure site's part); by default nothing. */
    onPreferredAccountType: async (_type: string): Promise<void> => {},
  }
  let pendingEmail: string | undefined
  const connector: AuthConnector = {
    id: AUTH_CONNECTOR_ID,
    namespaces: ['eip155'],
    provider: () => undefined,
    async connectEmail(email) {
      const check = guard.check(email)
      if (!check.allowed) throw createError(EMAIL_COOLDOWN, { seconds: check.secondsLeft })
      calls.push({ method: 'connectEmail', value: email })
      guard.record(email)
      return { action: steer.emailAction }
    },
    connectSocial: (provider, onState) => steer.connectSocial(provider, onState),
    getFarcasterUri: async () => 'http://127.0.0.1:8601/farcaster/channel-1',
    connectFarcaster: () => steer.connectFarcaster(),
    emailSendCheck: (email) => guard.check(email),
    connectDevice: () =>
      new Promise<void>((resolve) => {
        calls.push({ method: 'connectDevice' })
        steer.approveDevice = resolve
      }),
    async connectOtp(otp) {
      calls.push({ method: 'connectOtp', value: otp })
      if (otp !== steer.rightCode) throw new Error('The code is not right. Check the email and try again.')
    },
    isConnected: async () => false,
    getUser: async () => ({ address: steer.address, email: steer.email }),
    async updateEmail(email) {
      calls.push({ method: 'updateEmail', value: email })
      if (email === steer.email) throw new Error('This is already your email. Enter a new one.')
      pendingEmail = email
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp(otp) {
      calls.push({ method: 'updateEmailPrimaryOtp', value: otp })
      if (otp !== steer.primaryCode) throw new Error('The code is not right. Check the email and try again.')
    },
    async updateEmailSecondaryOtp(otp) {
      calls.push({ method: 'updateEmailSecondaryOtp', value: otp })
      if (otp !== steer.secondaryCode)
        throw new Error('The code is not right. Check the email and try again.')
      steer.email = pendingEmail ?? steer.email
      return { email: steer.email ?? '' }
    },
    async setPreferredAccountType(_namespace, type) {
      calls.push({ method: 'setPreferredAccountType', value: type })
      await steer.onPreferredAccountType(type)
    },
    signOut: async () => undefined,
    destroy: () => undefined,
  }
  const config: Partial<SigilConfig> = {
    authConnector: async () => () => connector,
    services: { embeddedWalletUrl: 'http://127.0.0.1:8601' },
  }
  return { connector, calls, steer, config, guard }
}

export type FakeAuthConnector = ReturnType<typeof createFakeAuthConnector>
