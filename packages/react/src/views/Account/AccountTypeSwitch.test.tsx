import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { createFakeAuthConnector, createTestClient, testBase, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
})

/** Signed in to the embedded wallet, with the Account view open. */
async function signedIn() {
  const auth = createFakeAuthConnector()
  const test = createTestClient({ solana: false, ...auth.config })
  await test.client.ready()
  await test.client.getAuthConnector()
  await test.client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
  // What the embedded wallet does to the client once the secure site switched.
  auth.steer.onPreferredAccountType = async (type) =>
    test.client.setPreferredAccountType('eip155', type as 'eoa' | 'smartAccount')
  await import('./AccountView.js')
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open())
  await rendered.screen.findByRole('button', { name: 'Disconnect' })
  return { ...test, ...rendered, auth }
}

describe('the account kind on Account', () => {
  it('R-STATE-30 no switch and no kind where the network has no smart accounts', async () => {
    const { screen, client } = await signedIn()
    expect(screen.queryByTestId('account-kind')).toBeNull()
    expect(screen.queryByRole('button', { name: /Use (EOA|smart account)/ })).toBeNull()
    // Smart accounts on another network only: still nothing.
    act(() => client.setSmartAccountNetworks([testBase.caipNetworkId]))
    expect(screen.queryByTestId('account-kind-switch')).toBeNull()
  })

  it('R-STATE-30 R-STATE-32 shows the kind and offers the other one; the label follows and focus stays on the button', async () => {
    const { screen, client, auth, shadow } = await signedIn()
    act(() => client.setSmartAccountNetworks([testMainnet.caipNetworkId]))
    expect((await screen.findByTestId('account-kind')).textContent).toBe('Smart account')
    const toggle = screen.getByRole('button', { name: 'Use EOA' })
    toggle.focus()
    await act(async () => fireEvent.click(toggle))
    await waitFor(() => expect(screen.getByTestId('account-kind').textContent).toBe('EOA'))
    expect(toggle.textContent).toBe('Use smart account')
    expect(shadow.activeElement).toBe(toggle)
    await act(async () => fireEvent.click(toggle))
    await waitFor(() => expect(screen.getByTestId('account-kind').textContent).toBe('Smart account'))
    expect(auth.calls.filter((call) => call.method === 'setPreferredAccountType')).toEqual([
      { method: 'setPreferredAccountType', value: 'eoa' },
      { method: 'setPreferredAccountType', value: 'smartAccount' },
    ])
    expect(shadow.activeElement).toBe(toggle)
  })

  it('a switch the secure site refused says so and leaves the kind as it was', async () => {
    const { screen, client, auth } = await signedIn()
    act(() => client.setSmartAccountNetworks([testMainnet.caipNetworkId]))
    auth.steer.onPreferredAccountType = async () => {
      throw new Error('Smart accounts are not available on this network')
    }
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Use EOA' })))
    expect((await screen.findByRole('alert')).textContent).toBe('The account type did not change. Try again.')
    expect(screen.getByTestId('account-kind').textContent).toBe('Smart account')
    expect(screen.getByRole('button', { name: 'Use EOA' }).getAttribute('aria-busy')).toBeNull()
  })
})
