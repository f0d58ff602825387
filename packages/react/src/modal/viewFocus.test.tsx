import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createRecordingClient } from '../test/createRecordingClient.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(cleanupModals)

async function openOn(view: 'RegisterAccountName') {
  const client = createRecordingClient()
  const rendered = await renderModal(client, { blockchain: () => new Promise(() => {}) })
  await act(async () => client.open({ view }))
  const dialog = await rendered.screen.findByRole('dialog')
  const input = await rendered.screen.findByLabelText('Name')
  return { client, dialog, input, ...rendered }
}

const shownView = (shadow: ShadowRoot) =>
  shadow.querySelector<HTMLElement>('.sigil-view[data-phase="in"]')?.dataset.view

describe('focus across the views of the modal (issue 21)', () => {
  it('a view pushed onto the history takes focus on its heading, the dialog is named by it, and Back focuses the control that led onward', async () => {
    const { client, dialog, input, shadow } = await openOn('RegisterAccountName')
    input.focus()
    await act(async () => client.router.push('Networks'))
    await waitFor(() => expect(shownView(shadow)).toBe('Networks'))
    const heading = shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(heading?.textContent).toBe('Networks')
    await waitFor(() => expect(shadow.activeElement).toBe(heading))
    // The heading is a landing place, not a stop in the Tab order.
    expect(heading?.getAttribute('tabindex')).toBe('-1')

    await act(async () => client.router.goBack())
    await waitFor(() => expect(shownView(shadow)).toBe('RegisterAccountName'))
    await waitFor(() => expect(shadow.activeElement).toBe(shadow.querySelector('input')))
    expect(shadow.querySelector('[data-testid="view-announcer"]')?.textContent).toBe('Choose a name')
  })

  it('Escape closes the modal though focus has fallen to the page body', async () => {
    const { client } = await openOn('RegisterAccountName')
    ;(shadowActive() as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(client.calls.some((call) => call.method === 'close')).toBe(true)
  })

  it('focus a control drops (disabled while busy, or removed) comes back to the dialog instead of staying on the page body', async () => {
    const { dialog, shadow, screen } = await openOn('RegisterAccountName')
    const button = screen.getByRole('button', { name: 'Close' })
    button.focus()
    expect(shadow.activeElement).toBe(button)
    button.blur()
    expect(document.activeElement).toBe(document.body)
    await waitFor(() => expect(shadow.activeElement).toBe(dialog))

    // Focus the page's own control took is left there.
    const field = document.createElement('input')
    document.body.append(field)
    button.focus()
    field.focus()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.activeElement).toBe(field)
    field.remove()
  })

  it('Escape from a control of the page itself is left to the page', async () => {
    const { client } = await openOn('RegisterAccountName')
    const field = document.createElement('input')
    document.body.append(field)
    field.focus()
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(client.calls.some((call) => call.method === 'close')).toBe(false)
    field.remove()
  })
})

function shadowActive(): Element | null {
  return document.querySelector('sigil-modal')?.shadowRoot?.activeElement ?? null
}
