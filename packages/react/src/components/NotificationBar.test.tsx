import type { NotificationVariant } from '@sigil/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotificationBar } from './NotificationBar.js'

afterEach(cleanup)

const VARIANTS: NotificationVariant[] = ['success', 'error', 'loading', 'info', 'auto-close']

describe('NotificationBar', () => {
  it.each(VARIANTS)('R-UI-15 renders the %s variant', (variant) => {
    const { container } = render(
      <NotificationBar
        notification={{ id: '1', message: `A ${variant} message`, variant }}
        onClose={() => {}}
      />,
    )
    const bar = container.querySelector('.sigil-notification') as HTMLElement
    expect(bar.dataset.variant).toBe(variant)
    expect(bar.textContent).toContain(`A ${variant} message`)
    expect(bar.getAttribute('role')).toBe(variant === 'error' ? 'alert' : 'status')
  })

  it('R-UI-15 closes on its button, except the auto-close variant which has none', () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <NotificationBar notification={{ id: '1', message: 'Hi', variant: 'info' }} onClose={onClose} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(onClose).toHaveBeenCalledOnce()
    rerender(
      <NotificationBar notification={{ id: '2', message: 'Bye', variant: 'auto-close' }} onClose={onClose} />,
    )
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull()
  })
})
