import { clockOf } from '../../client/clockOf.js'
import type { SigilInternalClient } from '../../client/internalClient.js'

import { AUTH_CONNECTOR_ID, type AuthConnector, type EmailConnectAction } from '../authConnector.js'
import { authConnectorOf } from './authConnectorOf.js'
import { type EmailStepFields, type EmailStepSession, emailStepStore, stepFailed } from './emailStepStore.js'
import { typedCode } from './otpCode.js'

export type EmailLoginPhase = 'device' | 'otp' | 'verifying' | 'connecting'

export type EmailLoginState = EmailStepFields & {
  email: string
  /** `device`: waiting for the person to approve this device from the email (R-EMBED-13). */
  phase: EmailLoginPhase
  /** Resend sent a new code; cleared once the person types. */
  newCodeSent: boolean
  /** How many codes Resend sent: the view puts focus back in the field after each. */
  resends: number
  /** Seconds until Resend may send again (0: now), counted down each second (R-ERR-07). */
  cooldownSeconds: number
}

export type EmailLoginSession = EmailStepSession<EmailLoginState> & {
  /** Sends another code (or asks for another device approval) once the cooldown allows. */
  resend(): Promise<void>
}

export type EmailLoginSessionParameters = {
  client: Pick<SigilInternalClient, 'getAuthConnector' | 'connect' | 'config'>
  email: string
  /** What the secure site asked for when the first code went out. */
  action?: EmailConnectAction
}

const CONNECT = { connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' } as const

/**
 * Email login after the first code went out (R-EMBED-13): a device approval first when the
 * secure site asks for it, then the code; a full code is checked at once and the embedded
 * wallet then connects. Resending waits out the cooldown on the client's clock (R-ERR-07).
 */
export function createEmailLoginSession({
  client,
  email,
  action,
}: EmailLoginSessionParameters): EmailLoginSession {
  const clock = clockOf(client)
  const { get, set, subscribe } = emailStepStore<EmailLoginState>({
    email,
    phase: action === 'VERIFY_DEVICE' ? 'device' : 'otp',
    newCodeSent: false,
    resends: 0,
    cooldownSeconds: 0,
  })
  let live = true
  let auth: AuthConnector | undefined
  let tick: unknown

  const countDown = () => {
    clock.clearTimeout(tick)
    if (!live || !auth) return
    const check = auth.emailSendCheck(email)
    const seconds = check.allowed ? 0 : check.secondsLeft
    set({ cooldownSeconds: seconds })
    if (seconds > 0) tick = clock.setTimeout(countDown, 1000)
  }

  const awaitDevice = (connector: AuthConnector) =>
    connector.connectDevice().then(
      () => live && get().phase === 'device' && set({ phase: 'otp' }),
      (error: unknown) => live && set({ problem: stepFailed(error) }),
    )

  const connect = async () => {
    set({ phase: 'connecting' })
    await client.connect(CONNECT)
  }

  const verify = async (connector: AuthConnector, otp: string) => {
    set({ phase: 'verifying', problem: undefined })
    try {
      await connector.connectOtp(otp)
      if (live) await connect()
    } catch (error) {
      if (live) set({ problem: stepFailed(error), code: '', phase: 'otp' })
    }
  }

  authConnectorOf(
    client,
    () => live,
    (loaded) => {
      auth = loaded
      set({ ready: true })
      countDown()
      if (get().phase === 'device') void awaitDevice(loaded)
    },
    (error) => set({ problem: stepFailed(error) }),
  )

  return {
    getState: get,
    subscribe,
    typeCode(text) {
      if (get().phase !== 'otp') return
      const typed = typedCode(text)
      set({ code: typed.code, problem: typed.problem, newCodeSent: false })
      if (typed.complete && auth) void verify(auth, typed.code)
    },
    async resend() {
      const connector = auth
      if (!connector || get().phase !== 'otp' || get().cooldownSeconds > 0) return
      set({ problem: undefined, newCodeSent: false })
      try {
        const { action: next } = await connector.connectEmail(email)
        if (!live) return
        if (next === 'CONNECT') return await connect()
        countDown()
        set({
          code: '',
          phase: next === 'VERIFY_DEVICE' ? 'device' : 'otp',
          newCodeSent: true,
          resends: get().resends + 1,
        })
        if (next === 'VERIFY_DEVICE') void awaitDevice(connector)
      } catch (error) {
        if (live) set({ problem: stepFailed(error), phase: 'otp' })
      }
    },
    destroy() {
      live = false
      clock.clearTimeout(tick)
    },
  }
}
