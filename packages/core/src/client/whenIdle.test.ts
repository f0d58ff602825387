import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('asks the browser for an idle callback bounded by the timeout, and cancels it', () => {
    const asked: number[] = []
    const cancelled: number[] = []
    let run: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout: number }) => {
      run = task
      asked.push(options.timeout)
      return 7
    })
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const task = vi.fn()
    const cancel = whenIdle(task, 100, 200)
    expect(asked).toEqual([100])
    expect(task).not.toHaveBeenCalled()
    run?.()
    expect(task).toHaveBeenCalledOnce()
    cancel()
    expect(cancelled).toEqual([7])
  })

  it('without idle callbacks, waits the fallback delay, and a cancel keeps the task from running', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task, 100, 200)
    vi.advanceTimersByTime(199)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    whenIdle(cancelled, 100, 200)()
    vi.advanceTimersByTime(500)
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('without idle callbacks and no fallback delay, runs the task at once', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdle(task, 100)
    expect(task).toHaveBeenCalledOnce()
  })
})
