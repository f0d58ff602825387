import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeWindow } from '../test/FakeWindow.js'
import { LATE_WALLET_MS, walletArrivals } from './walletArrivals.js'

/** A page still loading: its load event fires when the test says. */
class LoadingWindow extends FakeWindow {
  document = { readyState: 'interactive' }
  finishLoading(): void {
    this.document.readyState = 'complete'
    this.dispatchEvent(new Event('load'))
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('walletArrivals()', () => {
  it('R-STATE-19 a wallet already on the page is found at once', async () => {
    const arrivals = walletArrivals(new FakeWindow())
    await expect(arrivals.waitFor(() => 'wallet')).resolves.toBe('wallet')
  })

  it('R-STATE-19 a wallet that appears while the restore waits is found when discovery says so', async () => {
    vi.useFakeTimers()
    const arrivals = walletArrivals(new FakeWindow())
    let wallet: string | undefined
    const waiting = arrivals.waitFor(() => wallet)
    arrivals.changed()
    wallet = 'wallet'
    await vi.advanceTimersByTimeAsync(LATE_WALLET_MS / 2)
    arrivals.changed()
    await expect(waiting).resolves.toBe('wallet')
  })

  it('R-STATE-20 a loaded page gives a missing wallet LATE_WALLET_MS, then the wait ends empty', async () => {
    vi.useFakeTimers()
    const arrivals = walletArrivals(new FakeWindow())
    let ended = false
    const waiting = arrivals
      .waitFor(() => undefined)
      .then((value) => {
        ended = true
        return value
      })
    await vi.advanceTimersByTimeAsync(LATE_WALLET_MS - 1)
    expect(ended).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('R-STATE-20 on a page still loading, the time starts at the load event, when late extensions run', async () => {
    vi.useFakeTimers()
    const page = new LoadingWindow()
    const arrivals = walletArrivals(page)
    let ended = false
    const waiting = arrivals
      .waitFor(() => undefined)
      .finally(() => {
        ended = true
      })
    await vi.advanceTimersByTimeAsync(LATE_WALLET_MS * 5)
    expect(ended).toBe(false)
    page.finishLoading()
    await vi.advanceTimersByTimeAsync(LATE_WALLET_MS)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('without a window (a server) nothing is waited for; stop ends every wait', async () => {
    await expect(walletArrivals(undefined).waitFor(() => undefined)).resolves.toBeUndefined()
    vi.useFakeTimers()
    const arrivals = walletArrivals(new LoadingWindow())
    const waiting = arrivals.waitFor(() => undefined)
    arrivals.stop()
    await expect(waiting).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })
})
