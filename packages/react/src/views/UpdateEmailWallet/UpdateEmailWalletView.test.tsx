import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { createFakeAuthConnector, createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
})

/** Signed in to the embedded wallet as ada@example.com, with the Account view open. */
async function signedIn() {
  const auth = createFakeAuthConnector()
  const test = createTestClient({ solana: false, ...auth.config })
  await test.client.ready()
  await test.client.getAuthConnector()
  await test.client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
  const address = test.client.getAccount('eip155').address!
  test.client.setUser('eip155', { address, email: 'ada@example.com' })
  await import('../Account/AccountView.js')
  await import('./UpdateEmailWalletView.js')
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open())
  return { ...test, ...rendered, auth, address }
}

const type = async (field: HTMLElement, value: string) =>
  act(async () => fireEvent.change(field, { target: { value } }))

describe('UpdateEmailWallet', () => {
  it('R-EMBED-15 from Account: new email, a code to the current email, a code to the new one, then success; focus follows each step', async () => {
    const { screen, auth, client, shadow: root } = await signedIn()
    expect((await screen.findByTestId('account-email')).textContent).toBe('ada@example.com')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update email' })))
    const emailField = await screen.findByLabelText('New email')
    await waitFor(() => expect(root.activeElement).toBe(emailField))
    expect(screen.getByTestId('current-email').textContent).toBe('ada@example.com')

    await type(emailField, 'grace@example.com')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    const primary = await screen.findByLabelText('Code sent to your current email')
    expect(screen.getByTestId('code-sent-to').textContent).toBe('ada@example.com')
    await waitFor(() => expect(root.activeElement).toBe(primary))

    await type(primary, '000000')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is not right. Check the email and try again.',
    )
    await waitFor(() =>
      expect(root.activeElement).toBe(screen.getByLabelText('Code sent to your current email')),
    )
    await type(screen.getByLabelText('Code sent to your current email'), auth.steer.primaryCode)

    const secondary = await screen.findByLabelText('Code sent to your new email')
    expect(screen.getByTestId('code-sent-to').textContent).toBe('grace@example.com')
    await waitFor(() => expect(root.activeElement).toBe(secondary))
    await type(secondary, auth.steer.secondaryCode)

    expect((await screen.findByTestId('new-email')).textContent).toBe('grace@example.com')
    const back = screen.getByRole('button', { name: 'Back to account' })
    await waitFor(() => expect(root.activeElement).toBe(back))
    expect(auth.calls.filter((call) => call.method.startsWith('updateEmail'))).toEqual([
      { method: 'updateEmail', value: 'grace@example.com' },
      { method: 'updateEmailPrimaryOtp', value: '000000' },
      { method: 'updateEmailPrimaryOtp', value: '111111' },
      { method: 'updateEmailSecondaryOtp', value: '222222' },
    ])
    await act(async () => fireEvent.click(back))
    expect(client.getState().router.view).toBe('Account')
    // The button left with its view; focus stays in the dialog, where Escape works.
    await waitFor(() => expect(root.activeElement?.closest('[role="dialog"]')).not.toBeNull())
  })

  it('R-EMBED-15 the same email is refused with words and the field keeps focus', async () => {
    const { screen, shadow: root } = await signedIn()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Update email' })))
    const emailField = await screen.findByLabelText('New email')
    await type(emailField, 'ada@example.com')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is already your email. Enter a new one.',
    )
    await waitFor(() => expect(root.activeElement).toBe(screen.getByLabelText('New email')))
  })

  it('Account names the social login when there is no email, and offers no email change', async () => {
    const { screen, client, address } = await signedIn()
    await act(async () =>
      client.setUser('eip155', { address, email: null, username: 'ada', socialProvider: 'github' }),
    )
    expect((await screen.findByTestId('account-social')).textContent).toBe('Signed in with GitHub as ada')
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})
