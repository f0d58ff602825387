import { createTestClient } from '@sigil/test'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_WAITING_MS } from '../../components/useStillWaiting.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

describe('ApproveTransaction', () => {
  it('R-STATE-05 a request the wallet leaves unanswered for 15 s gets Cancel request, which closes the modal and so declines it (issue 21)', async () => {
    const { client, clock } = createTestClient({ solana: false })
    await client.ready()
    const { screen, shadow } = await renderModal(client)
    const declined: boolean[] = []
    // The flow that made the request treats a closed modal as the person's refusal (frameRpc).
    client.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (!open) declined.push(true)
      },
    )
    // An approval the modal shows itself (a secure frame's request has the frame's own card, below).
    await act(async () => client.open({ view: 'ApproveTransaction' }))
    await screen.findByText('Approve in your wallet')
    // The view also waits on signatures: its title names no transaction.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Approve request')
    await act(async () => clock.advance(STILL_WAITING_MS - 1))
    expect(shadow.querySelector('[data-testid="still-waiting"]')).toBeNull()
    await act(async () => clock.advance(1))
    expect(shadow.querySelector('[data-testid="still-waiting"]')?.textContent).toBe(
      'Your wallet has not answered. Open it to approve or reject, or cancel the request here.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }))
    expect(client.getState().modal.open).toBe(false)
    expect(declined).toEqual([true])
  })

  it('R-STATE-05 a request of the secure frame marks the view so the modal card steps aside; one opened by the page does not', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const { screen, shadow } = await renderModal(client)
    await act(async () => client.open({ view: 'ApproveTransaction' }))
    await screen.findByText('Approve in your wallet')
    expect(shadow.querySelector('.sigil-modal[data-frame-asks]')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Approve request' })).toBeTruthy()
    await act(async () => client.close())
    await act(
      async () => void client.requestApproval({ method: 'personal_sign', params: ['0x68690a', '0x0'] }),
    )
    await screen.findByText('Approve in your wallet')
    expect(shadow.querySelector('.sigil-modal[data-frame-asks]')).not.toBeNull()
    // The card is not drawn: its title is not there to read twice.
    expect(screen.queryByRole('heading', { name: 'Approve request' })).toBeNull()
  })
})
