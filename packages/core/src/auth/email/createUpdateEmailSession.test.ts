import { createFakeAuthConnector, createFakeClock, flushPromises as settle } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createUpdateEmailSession } from './createUpdateEmailSession.js'

async function start() {
  const auth = createFakeAuthConnector(createFakeClock().now)
  const session = createUpdateEmailSession({ client: { getAuthConnector: async () => auth.connector } })
  await settle()
  return { session, auth }
}

describe('the update-email session', () => {
  it('R-EMBED-15 the new email, a code to the current email, a code to the new one, then success', async () => {
    const { session, auth } = await start()
    expect(session.getState()).toMatchObject({ step: 'email', ready: true })
    session.setNewEmail('  new@example.com ')
    await session.submitEmail()
    expect(auth.calls).toEqual([{ method: 'updateEmail', value: 'new@example.com' }])
    expect(session.getState()).toMatchObject({ step: 'primary', codeStep: 'primary', code: '' })
    session.typeCode('111111')
    await settle()
    expect(session.getState()).toMatchObject({ step: 'secondary', codeStep: 'secondary', code: '' })
    session.typeCode('222222')
    expect(session.getState().step).toBe('confirming')
    await settle()
    expect(session.getState().step).toBe('success')
    expect(auth.calls).toEqual([
      { method: 'updateEmail', value: 'new@example.com' },
      { method: 'updateEmailPrimaryOtp', value: '111111' },
      { method: 'updateEmailSecondaryOtp', value: '222222' },
    ])
  })

  it('R-EMBED-15 a refused email stays on the email step with the error; typing clears it', async () => {
    const { session } = await start()
    session.setNewEmail('ada@example.com')
    await session.submitEmail()
    expect(session.getState()).toMatchObject({ step: 'email', problem: { code: 'failed' } })
    session.setNewEmail('ada2@example.com')
    expect(session.getState().problem).toBeUndefined()
  })

  it('a wrong code keeps its step with the error and an empty field; another email goes back', async () => {
    const { session } = await start()
    session.setNewEmail('new@example.com')
    await session.submitEmail()
    session.typeCode('000000')
    await settle()
    expect(session.getState()).toMatchObject({ step: 'primary', code: '', problem: { code: 'failed' } })
    session.typeCode('12a')
    expect(session.getState()).toMatchObject({ code: '12', problem: { code: 'digitsOnly' } })
    session.otherEmail()
    expect(session.getState()).toMatchObject({ step: 'email', newEmail: 'new@example.com' })
    expect(session.getState().problem).toBeUndefined()
  })

  it('an empty email is not sent, and codes are ignored before a code step', async () => {
    const { session, auth } = await start()
    session.setNewEmail('   ')
    await session.submitEmail()
    session.typeCode('111111')
    expect(auth.calls).toEqual([])
    expect(session.getState().step).toBe('email')
  })
})
