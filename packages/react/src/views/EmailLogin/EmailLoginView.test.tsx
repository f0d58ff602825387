import { createFakeAuthConnector, createFakeClock, createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  vi.useRealTimers()
  await cleanupModals()
})

async function openEmailLogin(action: 'VERIFY_OTP' | 'VERIFY_DEVICE' = 'VERIFY_OTP') {
  // The send guard and the countdown run on the client's clock, which the test moves.
  const clock = createFakeClock(1_000_000)
  const auth = createFakeAuthConnector(() => clock.now())
  auth.steer.emailAction = action
  const test = createTestClient({ solana: false, ...auth.config, clock })
  await test.client.ready()
  await import('./EmailLoginView.js')
  // The first code went out from the Connect view.
  await auth.connector.connectEmail('ada@example.com')
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open({ view: 'EmailLogin', data: { email: 'ada@example.com', action } }))
  return { ...test, ...rendered, auth, clock }
}

const codeField = (screen: Awaited<ReturnType<typeof openEmailLogin>>['screen']) =>
  screen.findByLabelText('Sign-in code')

describe('EmailLogin', () => {
  it('R-ERR-07 R-PERF-03 the resend cooldown reads Please try again after N seconds and counts down to 0', async () => {
    const { screen, clock } = await openEmailLogin()
    const resend = await screen.findByRole('button', { name: 'Resend code' })
    expect(screen.getByTestId('email-cooldown').textContent).toBe('Please try again after 30 seconds')
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    await act(async () => clock.advance(1000))
    expect(screen.getByTestId('email-cooldown').textContent).toBe('Please try again after 29 seconds')
    await act(async () => clock.advance(28_000))
    expect(screen.getByTestId('email-cooldown').textContent).toBe('Please try again after 1 seconds')
    await act(async () => clock.advance(1000))
    expect(screen.queryByTestId('email-cooldown')).toBeNull()
    expect((resend as HTMLButtonElement).disabled).toBe(false)

    // A resend starts the cooldown again, and the new code is typed where the person now is.
    resend.focus()
    await act(async () => fireEvent.click(resend))
    expect(screen.getByTestId('email-cooldown').textContent).toBe('Please try again after 30 seconds')
    expect(shadowActive()).toBe(await codeField(screen))
  })

  it('R-EMBED-13 a pasted code with spaces is read whole and checked at once, then the embedded wallet connects', async () => {
    const { screen, auth, evm: adapter } = await openEmailLogin()
    const field = await codeField(screen)
    await act(async () => fireEvent.change(field, { target: { value: '123 456' } }))
    await waitFor(() => expect(auth.calls.at(-1)).toEqual({ method: 'connectOtp', value: '123456' }))
    await waitFor(() => expect(adapter.callsOf('connect').length).toBe(1))
  })

  it('keeps digits only and says so when letters were typed', async () => {
    const { screen, auth } = await openEmailLogin()
    const field = (await codeField(screen)) as HTMLInputElement
    await act(async () => fireEvent.change(field, { target: { value: '12a' } }))
    expect(field.value).toBe('12')
    expect(screen.getByRole('alert').textContent).toBe('The code has digits only.')
    expect(auth.calls.some((call) => call.method === 'connectOtp')).toBe(false)
  })

  it('a wrong code is refused with the secure site’s words, the field is cleared and focused for the next try', async () => {
    const { screen, auth } = await openEmailLogin()
    const field = (await codeField(screen)) as HTMLInputElement
    await act(async () => fireEvent.change(field, { target: { value: '000000' } }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not right. Check the email and try again.',
    )
    expect(field.value).toBe('')
    await waitFor(() => expect(field.disabled).toBe(false))
    await act(async () => fireEvent.change(field, { target: { value: auth.steer.rightCode } }))
    await waitFor(() => expect(auth.calls.filter((call) => call.method === 'connectOtp')).toHaveLength(2))
  })

  it('R-EMBED-13 the device branch: approval first, then the code', async () => {
    const { screen, auth } = await openEmailLogin('VERIFY_DEVICE')
    expect(await screen.findByRole('heading', { name: 'Approve this device' })).toBeTruthy()
    await waitFor(() => expect(auth.calls.at(-1)).toEqual({ method: 'connectDevice' }))
    await act(async () => auth.steer.approveDevice())
    expect(await codeField(screen)).toBeTruthy()
  })
})

function shadowActive(): Element | null {
  return document.querySelector('sigil-modal')?.shadowRoot?.activeElement ?? null
}
