import { createTestClient } from '@sigil/test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  NOTIFICATION_GAP_MS,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOASTS_VISIBLE,
} from '../../constants/index.js'
import { loadActions } from '../loadActions.js'
import { selectVisibleToasts } from '../selectors.js'

// As in a page: toasts and the notification bar are driven once the client's actions have arrived
// (actionsBeforeArrival.test.ts covers a call made before).
beforeAll(async () => {
  await loadActions()
})

describe('toasts', () => {
  it('R-UI-11 at most 3 toasts are visible, the newest ones', () => {
    const { client } = createTestClient()
    for (let i = 1; i <= 5; i++) client.showToast(`t${i}`)
    expect(TOASTS_VISIBLE).toBe(3)
    expect(selectVisibleToasts(client.getState()).map((t) => t.message)).toEqual(['t3', 't4', 't5'])
  })

  it('R-UI-25 R-UI-17 a toast dismisses itself after 4000 ms and R-UI-28 leaves 200 ms later', () => {
    const { client, clock } = createTestClient()
    const id = client.showToast('saved', 'success')
    clock.advance(TOAST_DURATION_MS - 1)
    expect(client.getState().toasts[0]?.dismissedAt).toBeUndefined()
    clock.advance(1)
    expect(client.getState().toasts[0]?.dismissedAt).toBe(clock.now())
    clock.advance(TOAST_REMOVE_DELAY_MS - 1)
    expect(client.getState().toasts.map((t) => t.id)).toEqual([id])
    clock.advance(1)
    expect(client.getState().toasts).toEqual([])
  })

  it('R-UI-17 R-UI-28 dismissing by hand (close button or swipe) removes it 200 ms later', () => {
    const { client, clock } = createTestClient()
    const id = client.showToast('x')
    clock.advance(100)
    client.dismissToast(id)
    clock.advance(TOAST_REMOVE_DELAY_MS)
    expect(client.getState().toasts).toEqual([])
  })
})

describe('notification bar', () => {
  it('R-UI-15 every variant can be shown; auto-close hides itself', () => {
    const { client, clock } = createTestClient()
    for (const variant of ['success', 'error', 'loading', 'info'] as const) {
      client.hideNotification()
      client.showNotification(variant, variant)
      expect(client.getState().notification).toMatchObject({ message: variant, variant })
    }
    client.hideNotification()
    client.showNotification('bye', 'auto-close')
    clock.advance(TOAST_DURATION_MS)
    expect(client.getState().notification).toBeUndefined()
  })

  it('R-UI-16 replacing an open notification leaves a 150 ms gap', () => {
    const { client, clock } = createTestClient()
    client.showNotification('first', 'info')
    client.showNotification('second', 'success')
    expect(client.getState().notification).toBeUndefined()
    clock.advance(NOTIFICATION_GAP_MS - 1)
    expect(client.getState().notification).toBeUndefined()
    clock.advance(1)
    expect(client.getState().notification).toMatchObject({ message: 'second', variant: 'success' })
  })
})
