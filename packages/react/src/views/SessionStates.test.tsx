import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type SessionHandle, SessionStates } from './SessionStates.js'

afterEach(cleanup)

type State = { status: 'loading' | 'ready' | 'unavailable' | 'error'; message?: string; amount: string }
type Session = { load: () => Promise<void> }

function renderStates(handle: SessionHandle<Session, State>) {
  return render(
    <SessionStates
      handle={handle}
      loading={<div data-testid="feature-loading" aria-busy="true" />}
      unavailable={{ title: 'onramp.unavailable', testId: 'feature-unavailable' }}
    >
      {(_session, state) => <p data-testid="feature-ready">Ready for {state.amount}</p>}
    </SessionStates>,
  )
}

const running = (state: Partial<State>, load = vi.fn(async () => undefined)) => ({
  load,
  handle: {
    status: 'running' as const,
    session: { load },
    state: { status: 'ready' as const, amount: '1', ...state },
  },
})

describe('a feature view before its session is ready (Swap, Buy)', () => {
  it('R-ACCT-04 R-ACCT-05 the view’s skeleton while the session is made and while it loads', () => {
    renderStates({ status: 'starting' })
    expect(screen.getByTestId('feature-loading')).toBeTruthy()
    cleanup()
    renderStates(running({ status: 'loading' }).handle)
    expect(screen.getByTestId('feature-loading')).toBeTruthy()
    expect(screen.queryByTestId('feature-ready')).toBeNull()
  })

  it('R-ACCT-33 without a provider the reason is said, and nothing else is drawn', () => {
    renderStates({ status: 'missing', message: 'Swaps are not available here.' })
    expect(screen.getByText('Swaps are not available here.')).toBeTruthy()
    expect(screen.queryByTestId('feature-loading')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('R-ACCT-24 a network the feature does not serve: the view’s heading and the session’s reason, no retry', () => {
    renderStates(running({ status: 'unavailable', message: 'Network not supported for Swaps' }).handle)
    const shown = screen.getByTestId('feature-unavailable')
    expect(shown.querySelector('h3')?.textContent).toBe('Nothing to buy here')
    expect(shown.textContent).toContain('Network not supported for Swaps')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('R-ACCT-04 R-ACCT-05 a failed load is said as an alert, and Try again loads the session again', async () => {
    const { handle, load } = running({ status: 'error', message: 'The provider is unavailable (503)' })
    renderStates(handle)
    expect(screen.getByRole('alert').textContent).toBe('The provider is unavailable (503)')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('R-ACCT-04 R-ACCT-05 once ready, the view draws its own state', () => {
    renderStates(running({ status: 'ready', amount: '2.5' }).handle)
    expect(screen.getByTestId('feature-ready').textContent).toBe('Ready for 2.5')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
