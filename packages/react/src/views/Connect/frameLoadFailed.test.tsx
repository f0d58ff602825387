import { createFakeAuthConnector, createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const TITLE = 'Network Error - Could not load embedded wallet'

/** The embedded wallet's load timeout as it reaches a view: it raised its alert and carries the code. */
const loadFailed = () =>
  Object.assign(new Error(TITLE), { name: 'FrameTimeoutError', alertCode: 'IFRAME_LOAD_FAILED' })

describe('a secure site whose frame does not load', () => {
  it('R-PERF-10 R-ERR-22 the alert says it once: the email field does not repeat its title', async () => {
    const auth = createFakeAuthConnector()
    const test = createTestClient({ solana: false, ...auth.config, features: { email: true } })
    await test.client.ready()
    auth.connector.connectEmail = async () => {
      test.client.raiseAlert('IFRAME_LOAD_FAILED')
      throw loadFailed()
    }
    await import('./ConnectView.js')
    const { screen, shadow } = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'Connect' }))
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'me@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(shadow.querySelector('[data-alert="IFRAME_LOAD_FAILED"]')).not.toBeNull())
    const dialog = shadow.querySelector('[role="dialog"]')!
    expect(dialog.textContent?.split(TITLE).length).toBe(2)
    expect(screen.getAllByRole('alert').map((node) => node.getAttribute('data-alert'))).toEqual([
      'IFRAME_LOAD_FAILED',
    ])
    // The field is usable again, and not marked invalid for a failure that is not its own.
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull()
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
