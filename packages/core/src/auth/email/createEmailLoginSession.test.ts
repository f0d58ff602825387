import { createFakeAuthConnector, createFakeClock, flushPromises as settle } from '@sigil/test'
import { describe, expect, it, vi } from 'vitest'
import type { EmailConnectAction } from '../authConnector.js'
import { createEmailLoginSession } from './createEmailLoginSession.js'

async function start(action?: EmailConnectAction, options: { authFails?: boolean } = {}) {
  const clock = createFakeClock(1_000_000)
  const auth = createFakeAuthConnector(clock.now)
  // The first code went out from the Connect view.
  await auth.connector.connectEmail('ada@example.com')
  const connect = vi.fn(async () => undefined)
  const client = {
    config: { clock },
    getAuthConnector: options.authFails
      ? () => Promise.reject(new Error('The embedded wallet did not load.'))
      : async () => auth.connector,
    connect,
  }
  const session = createEmailLoginSession({
    client: client as never,
    email: 'ada@example.com',
    ...(action ? { action } : {}),
  })
  await settle()
  return { session, clock, auth, connect }
}

describe('the email login session', () => {
  it('R-EMBED-13 a whole code is checked at once and the embedded wallet connects', async () => {
    const { session, auth, connect } = await start()
    expect(session.getState()).toMatchObject({ phase: 'otp', ready: true })
    session.typeCode('12345')
    expect(auth.calls).not.toContainEqual({ method: 'connectOtp', value: '12345' })
    session.typeCode('123456')
    expect(session.getState().phase).toBe('verifying')
    await settle()
    expect(auth.calls.at(-1)).toEqual({ method: 'connectOtp', value: '123456' })
    expect(connect).toHaveBeenCalledWith({ connectorId: 'auth', namespace: 'eip155' })
    expect(session.getState().phase).toBe('connecting')
  })

  it('letters typed into the code are a problem, and nothing is checked', async () => {
    const { session, auth } = await start()
    session.typeCode('1a2')
    expect(session.getState()).toMatchObject({ code: '12', problem: { code: 'digitsOnly' } })
    expect(auth.calls.filter((call) => call.method === 'connectOtp')).toEqual([])
  })

  it('a wrong code leaves the error, an empty field and the code step to try again', async () => {
    const { session, connect } = await start()
    session.typeCode('000000')
    await settle()
    const state = session.getState()
    expect(state).toMatchObject({ phase: 'otp', code: '' })
    expect(state.problem).toEqual({
      code: 'failed',
      error: new Error('The code is not right. Check the email and try again.'),
    })
    expect(connect).not.toHaveBeenCalled()
  })

  it('R-ERR-07 R-PERF-03 the resend cooldown counts down each second on the client clock, then allows a resend that starts it again', async () => {
    const { session, clock, auth } = await start()
    expect(session.getState().cooldownSeconds).toBe(30)
    await session.resend()
    expect(auth.calls.filter((call) => call.method === 'connectEmail')).toHaveLength(1)
    clock.advance(1000)
    expect(session.getState().cooldownSeconds).toBe(29)
    clock.advance(29_000)
    expect(session.getState().cooldownSeconds).toBe(0)
    expect(clock.pendingTimers()).toBe(0)
    await session.resend()
    expect(auth.calls.filter((call) => call.method === 'connectEmail')).toHaveLength(2)
    expect(session.getState()).toMatchObject({ cooldownSeconds: 30, newCodeSent: true, resends: 1, code: '' })
    session.typeCode('1')
    expect(session.getState().newCodeSent).toBe(false)
  })

  it('R-EMBED-13 the device branch waits for the approval, then asks for the code', async () => {
    const { session, auth } = await start('VERIFY_DEVICE')
    expect(session.getState().phase).toBe('device')
    expect(auth.calls.at(-1)).toEqual({ method: 'connectDevice' })
    session.typeCode('123456')
    expect(auth.calls.at(-1)).toEqual({ method: 'connectDevice' })
    auth.steer.approveDevice()
    await settle()
    expect(session.getState().phase).toBe('otp')
  })

  it('a resend the secure site answers with CONNECT connects at once; a failed connect returns to the code with the error', async () => {
    const { session, clock, auth, connect } = await start()
    clock.advance(30_000)
    auth.steer.emailAction = 'CONNECT'
    connect.mockRejectedValueOnce(new Error('The wallet did not connect.'))
    await session.resend()
    expect(connect).toHaveBeenCalledTimes(1)
    expect(session.getState()).toMatchObject({ phase: 'otp', problem: { code: 'failed' } })
  })

  it('an embedded wallet that does not load is the problem shown; nothing can be sent', async () => {
    const { session } = await start(undefined, { authFails: true })
    expect(session.getState()).toMatchObject({ ready: false, problem: { code: 'failed' } })
    await session.resend()
    expect(session.getState().newCodeSent).toBe(false)
  })

  it('ends its countdown when destroyed, and a late answer changes nothing', async () => {
    const { session, clock } = await start()
    session.typeCode('123456')
    session.destroy()
    await settle()
    expect(clock.pendingTimers()).toBe(0)
    expect(session.getState().phase).toBe('verifying')
  })
})
