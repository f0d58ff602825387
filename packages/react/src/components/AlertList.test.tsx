import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
})

describe('alerts in the modal', () => {
  it('R-ERR-22 an alert shows its title and description once, and leaves when dismissed', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const { screen, open } = await renderModal(client)
    await open()
    act(() => {
      client.raiseAlert('IFRAME_LOAD_FAILED')
      client.raiseAlert('IFRAME_LOAD_FAILED')
    })
    const alerts = screen.getAllByRole('alert').filter((node) => node.getAttribute('data-alert'))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.textContent).toContain('Network Error - Could not load embedded wallet')
    act(() => client.raiseAlert('IFRAME_REQUEST_TIMEOUT'))
    expect(screen.getAllByRole('alert').filter((node) => node.getAttribute('data-alert'))).toHaveLength(2)
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Dismiss: Network Error - Could not load embedded wallet' }),
      ),
    )
    expect(client.getState().alerts.map((alert) => alert.code)).toEqual(['IFRAME_REQUEST_TIMEOUT'])
    expect(screen.getAllByRole('alert').filter((node) => node.getAttribute('data-alert'))).toHaveLength(1)
  })

  it('R-ERR-22 in German an alert reads in German, its title and description and the dismiss label (issue 22)', async () => {
    const { client } = createTestClient({ solana: false, locale: 'de' })
    await client.ready()
    const { screen, open, element } = await renderModal(client)
    await open()
    // The German words arrive with their chunk; the host says so once they are shown.
    await waitFor(() => expect(element.getAttribute('lang')).toBe('de'))
    act(() => client.raiseAlert('IFRAME_REQUEST_TIMEOUT'))
    const shown = screen.getAllByRole('alert').find((node) => node.getAttribute('data-alert'))!
    expect(shown.textContent).toBe(
      'Zeitüberschreitung bei der eingebetteten Wallet' +
        'Die eingebettete Wallet hat nicht rechtzeitig geantwortet. Versuche es erneut.',
    )
    expect(shown.textContent).not.toMatch(/Embedded Wallet|did not answer/)
    expect(
      screen.getByRole('button', { name: 'Schließen: Zeitüberschreitung bei der eingebetteten Wallet' }),
    ).toBeTruthy()
  })
})
