import type { Toast as ToastData } from '@sigil/core'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_REMOVE_DELAY_MS, TOAST_WIDTH_PX } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModalCss } from '../element/modalCss.js'
import { createRecordingClient } from '../test/createRecordingClient.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { isDismissingSwipe } from './swipe.js'
import { Toaster } from './Toaster.js'

afterEach(cleanup)

const toast = (index: number): ToastData => ({
  id: `t${index}`,
  message: `Toast ${index}`,
  variant: 'info',
  createdAt: index,
})

function renderToaster(toasts: readonly ToastData[], props: Partial<Parameters<typeof Toaster>[0]> = {}) {
  const onDismiss = vi.fn()
  const regionRef = createRef<HTMLElement>()
  render(<Toaster toasts={toasts} onDismiss={onDismiss} regionRef={regionRef} {...props} />)
  return { onDismiss, region: screen.getByRole('region') }
}

describe('Toaster', () => {
  it('R-UI-11 shows at most 3 of 5 toasts, at the bottom-right by default', async () => {
    const { client } = createTestClient({ solana: false })
    const { shadow } = await renderModal(client)
    // The client's actions arrive in a chunk of their own; toasts are shown once it has.
    await client.ready()
    await act(async () => {
      for (const index of [1, 2, 3, 4, 5]) client.showToast(`Toast ${index}`)
    })
    const region = shadow.querySelector('.sigil-toaster') as HTMLElement
    const shown = within(region).getAllByRole('status')
    expect(shown.map((node) => node.textContent)).toEqual(['Toast 3', 'Toast 4', 'Toast 5'])
    expect(region.dataset.position).toBe('bottom-right')
    await cleanupModals()
  })

  it('R-UI-25 R-UI-28 a toast is dismissed after 4000 ms and leaves the DOM 200 ms later', async () => {
    const { client, clock } = createTestClient({ solana: false })
    const { shadow } = await renderModal(client)
    await client.ready()
    await act(async () => void client.showToast('Saved', 'success'))
    const card = () => shadow.querySelector('.sigil-toast')
    await act(async () => clock.advance(TOAST_DURATION_MS - 1))
    expect(card()?.hasAttribute('data-leaving')).toBe(false)
    await act(async () => clock.advance(1))
    expect(card()?.hasAttribute('data-leaving')).toBe(true)
    await act(async () => clock.advance(TOAST_REMOVE_DELAY_MS - 1))
    expect(card()).not.toBeNull()
    await act(async () => clock.advance(1))
    expect(card()).toBeNull()
    await cleanupModals()
  })

  it('R-UI-17 R-UI-28 the close button dismisses a toast of the client, removed 200 ms later', async () => {
    const { client, clock } = createTestClient({ solana: false })
    const { shadow, screen: modal } = await renderModal(client)
    await client.ready()
    await act(async () => void client.showToast('Copied'))
    await act(async () => modal.getByRole('button', { name: 'Dismiss notification' }).click())
    expect(shadow.querySelector('.sigil-toast')?.hasAttribute('data-leaving')).toBe(true)
    await act(async () => clock.advance(TOAST_REMOVE_DELAY_MS))
    expect(shadow.querySelector('.sigil-toast')).toBeNull()
    await cleanupModals()
  })

  it('R-UI-11 takes a configured position', () => {
    const { region } = renderToaster([toast(1)], { position: 'top-left' })
    expect(region.dataset.position).toBe('top-left')
  })

  it('R-UI-26 stacks toasts 14 px apart in a 356 px column', async () => {
    const client = createRecordingClient()
    const { element, shadow } = await renderModal(client)
    await act(async () => {
      client.showToast('One')
      client.showToast('Two')
    })
    const region = shadow.querySelector('.sigil-toaster') as HTMLElement
    const computed = getComputedStyle(element)
    expect(computed.getPropertyValue('--sigil-toast-gap').trim()).toBe(`${TOAST_GAP_PX}px`)
    expect(computed.getPropertyValue('--sigil-toast-width').trim()).toBe(`${TOAST_WIDTH_PX}px`)
    expect(createModalCss()).toMatch(
      /\.sigil-toaster\{[^}]*gap:var\(--sigil-toast-gap\);width:var\(--sigil-toast-width\)/,
    )
    expect(region.querySelectorAll('.sigil-toast')).toHaveLength(2)
    await cleanupModals()
  })

  it('R-UI-12 Alt+T moves focus into the toaster, and the key is configurable', () => {
    const { region } = renderToaster([toast(1)])
    fireEvent.keyDown(document, { code: 'KeyT', altKey: true })
    expect(region.contains(document.activeElement)).toBe(true)
  })

  it('R-UI-12 a configured hotkey replaces Alt+T', () => {
    const { region } = renderToaster([toast(1)], { hotkey: { altKey: true, code: 'KeyN' } })
    fireEvent.keyDown(document, { code: 'KeyT', altKey: true })
    expect(region.contains(document.activeElement)).toBe(false)
    fireEvent.keyDown(document, { code: 'KeyN', altKey: true })
    expect(region.contains(document.activeElement)).toBe(true)
    expect(region.getAttribute('aria-label')).toBe('Notifications (Alt+N)')
  })

  it('R-UI-17 the close button dismisses a toast', () => {
    const { onDismiss } = renderToaster([toast(1)])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(onDismiss).toHaveBeenCalledWith('t1')
  })

  it('R-UI-17 R-UI-27 a swipe past 20 px dismisses; a short slow one springs back', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { onDismiss } = renderToaster([toast(1)])
    const card = screen.getByRole('status')
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 100 })
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 110 })
    expect(card.style.transform).toBe('translateX(10px)')
    vi.advanceTimersByTime(1000)
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 110 })
    expect(onDismiss).not.toHaveBeenCalled()
    expect(card.style.transform).toBe('')
    fireEvent.pointerDown(card, { pointerId: 2, clientX: 100 })
    fireEvent.pointerMove(card, { pointerId: 2, clientX: 130 })
    vi.advanceTimersByTime(1000)
    fireEvent.pointerUp(card, { pointerId: 2, clientX: 130 })
    expect(onDismiss).toHaveBeenCalledWith('t1')
    vi.useRealTimers()
  })

  it('R-UI-27 swipe rule: distance above 20 px or velocity above 0.11 px/ms', () => {
    expect(isDismissingSwipe(21, 1000)).toBe(true)
    expect(isDismissingSwipe(-21, 1000)).toBe(true)
    expect(isDismissingSwipe(20, 1000)).toBe(false)
    expect(isDismissingSwipe(12, 100)).toBe(true)
    expect(isDismissingSwipe(11, 100)).toBe(false)
  })

  it('marks a dismissed toast as leaving so it animates out until the client removes it', () => {
    renderToaster([{ ...toast(1), dismissedAt: 5 }])
    expect(screen.getByRole('status').hasAttribute('data-leaving')).toBe(true)
  })
})
