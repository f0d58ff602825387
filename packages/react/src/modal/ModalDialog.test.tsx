import { SHAKE_MS } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createModalCss } from '../element/modalCss.js'
import { createRecordingClient } from '../test/createRecordingClient.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(cleanupModals)

async function openModal(configure?: (client: ReturnType<typeof createRecordingClient>) => void) {
  const client = createRecordingClient()
  configure?.(client)
  const trigger = document.createElement('button')
  trigger.textContent = 'Open'
  document.body.append(trigger)
  trigger.focus()
  // RegisterAccountName is a view with a text field; its name service is never called here.
  const rendered = await renderModal(client, { blockchain: () => new Promise(() => {}) })
  await act(async () => client.open({ view: 'RegisterAccountName' }))
  const dialog = await rendered.screen.findByRole('dialog')
  await rendered.screen.findByLabelText('Name')
  return { client, trigger, dialog, ...rendered }
}

describe('modal dialog', () => {
  it('is a modal dialog labelled by the view title', async () => {
    const { dialog, shadow } = await openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Choose a name')
  })

  it('moves focus in on open, traps Tab, and returns focus on close', async () => {
    const { client, trigger, dialog, shadow } = await openModal()
    // In the frame that first draws the dialog (not inside the click's task: no forced layout).
    await waitFor(() => expect(shadow.activeElement).toBe(dialog))
    const close = shadow.querySelector<HTMLElement>('[aria-label="Close"]')
    const input = shadow.querySelector<HTMLElement>('input')
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(shadow.activeElement).toBe(close)
    input?.focus()
    fireEvent.keyDown(input as HTMLElement, { key: 'Tab' })
    expect(shadow.activeElement).toBe(close)
    fireEvent.keyDown(close as HTMLElement, { key: 'Tab', shiftKey: true })
    expect(shadow.activeElement).toBe(input)
    await act(async () => client.close())
    expect(document.activeElement).toBe(trigger)
    trigger.remove()
  })

  it('keeps its last view while the closing animation runs, though close() resets the router', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const rendered = await renderModal(client, { blockchain: () => new Promise(() => {}) })
    // Loaded ahead of need (`loaded()`), the card is parked once the opening view's code is in.
    const overlay = () => rendered.shadow.querySelector('.sigil-overlay')
    await waitFor(() => expect(overlay()?.getAttribute('data-state')).toBe('parked'))
    await act(async () => client.open({ view: 'RegisterAccountName' }))
    await rendered.screen.findByLabelText('Name')
    await act(async () => client.close())
    expect(client.getState().router.view).toBe('Connect')
    const closing = rendered.shadow.querySelector('.sigil-overlay')
    expect(closing?.getAttribute('data-state')).toBe('closing')
    const dialog = rendered.screen.getByRole('dialog')
    const title = rendered.shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Choose a name')
    // The view does not start a view change on the way out: it stays as it was while the card fades.
    const view = rendered.shadow.querySelector<HTMLElement>('.sigil-view')
    expect([view?.dataset.view, view?.dataset.phase]).toEqual(['RegisterAccountName', 'in'])
    // The same card parks again once the fade is over.
    await waitFor(() => expect(closing?.getAttribute('data-state')).toBe('parked'))
    expect(overlay()).toBe(closing)
  })

  it('a dialog closed before its first frame does not take focus from where it went back to', async () => {
    const client = createRecordingClient()
    const trigger = document.createElement('button')
    document.body.append(trigger)
    trigger.focus()
    await renderModal(client, { blockchain: () => new Promise(() => {}) })
    // Focus moves in at the dialog's first frame; closing before it must cancel that move, or the
    // still-fading dialog would take focus back from the trigger.
    act(() => {
      flushSync(() => client.open({ view: 'Connect' }))
      flushSync(() => client.close())
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    expect(document.activeElement).toBe(trigger)
    trigger.remove()
  })

  it('closes on Escape when the client allows it', async () => {
    const { client, dialog } = await openModal()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(client.calls.some((call) => call.method === 'close')).toBe(true)
  })

  it('R-STATE-28 disables the close button and ignores Escape when the client says closing is not allowed', async () => {
    const { client, dialog, screen } = await openModal((c) => {
      c.closable = false
    })
    expect(screen.getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(client.calls.filter((call) => call.method === 'close')).toHaveLength(0)
    expect(client.getState().modal.open).toBe(true)
  })

  it('R-UI-14 shakes for 500 ms while the client flags a shake', async () => {
    const { client, dialog } = await openModal()
    expect(dialog.hasAttribute('data-shake')).toBe(false)
    await act(async () => client.shake())
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    expect(createModalCss()).toContain(`--sigil-duration-shake:${SHAKE_MS}ms`)
    expect(createModalCss()).toMatch(/\[data-shake\]\{animation:sigil-shake var\(--sigil-duration-shake\)/)
    await act(async () => client.setState((s) => ({ modal: { ...s.modal, shake: false } })))
    expect(dialog.hasAttribute('data-shake')).toBe(false)
  })

  it('R-UI-29 exposes the three animation durations as theme variables used by their transitions', async () => {
    const { element } = await openModal()
    const css = createModalCss()
    expect(css).toContain('--sigil-duration-modal:120ms')
    expect(css).toContain('--sigil-duration-view-out:150ms')
    expect(css).toContain('--sigil-duration-view-in:150ms')
    expect(css).toMatch(/\.sigil-modal\{[^}]*animation:sigil-rise var\(--sigil-duration-modal\)/)
    expect(css).toMatch(/data-phase="out"\]\{animation:sigil-view-out var\(--sigil-duration-view-out\)/)
    expect(css).toMatch(/data-phase="in"\]\{animation:sigil-view-in var\(--sigil-duration-view-in\)/)
    const computed = getComputedStyle(element)
    expect(computed.getPropertyValue('--sigil-duration-modal').trim()).toBe('120ms')
  })

  it('R-UI-29 mounts the arriving view with the change, over the leaving one for its 150 ms', async () => {
    const { client, shadow, screen } = await openModal()
    const field = screen.getByLabelText('Name') as HTMLInputElement
    fireEvent.change(field, { target: { value: 'kept' } })
    const views = () =>
      [...shadow.querySelectorAll<HTMLElement>('.sigil-views > .sigil-view')].map((view) => [
        view.dataset.view,
        view.dataset.phase,
      ])
    await act(async () => client.router.push('RegisterAccountNameSuccess'))
    // In the change's own render: what the arriving view starts is not held back by the leaving one.
    expect(views()).toEqual([
      ['RegisterAccountName', 'out'],
      ['RegisterAccountNameSuccess', 'in'],
    ])
    // The leaving view is the same one, not drawn anew, while it plays out, and no longer read out.
    expect(field.isConnected).toBe(true)
    expect(field.value).toBe('kept')
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull()
    await waitFor(() => expect(views()).toEqual([['RegisterAccountNameSuccess', 'in']]))
    expect(field.isConnected).toBe(false)
  })

  it('announces connection status in a live region', async () => {
    const { client, screen } = await openModal()
    await act(async () =>
      client.setState((s) => ({
        connection: { ...s.connection, status: { ...s.connection.status, eip155: 'connecting' } },
      })),
    )
    expect(screen.getByTestId('live-region').textContent).toBe('Connecting…')
    expect(screen.getByTestId('live-region').getAttribute('aria-live')).toBe('polite')
  })

  it('shows back only with more than one history entry', async () => {
    const { client, screen } = await openModal()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => client.router.push('RegisterAccountNameSuccess'))
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy()
  })
})
