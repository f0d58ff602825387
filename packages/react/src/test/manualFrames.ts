import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Animation frames the test runs itself: the browser's next paint happens when `paint()` is
 * called. Stubs `requestAnimationFrame`; the test's `vi.unstubAllGlobals()` puts it back.
 */
export function manualFrames() {
  const frames = new Map<number, FrameRequestCallback>()
  let next = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle))
  return {
    paint: async () => {
      const due = [...frames.values()]
      frames.clear()
      for (const callback of due) callback(performance.now())
      // The work queued after the paint.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    },
  }
}
