import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createImageCache } from './createImageCache.js'
import { withMinimumWait } from './withMinimumWait.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('registry timing', () => {
  it('R-PERF-13 a fast search result is held back until 300 ms have passed', async () => {
    const clock = createFakeClock()
    let settled = false
    const result = withMinimumWait(clock, 300, Promise.resolve(['wallet'])).then((value) => {
      settled = true
      return value
    })
    await clock.advanceAsync(299)
    expect(settled).toBe(false)
    await clock.advanceAsync(1)
    expect(settled).toBe(true)
    expect(await result).toEqual(['wallet'])
  })

  it('R-PERF-13 a slow result is not delayed further, and a failure still waits the minimum', async () => {
    const clock = createFakeClock()
    const slow = deferred<string>()
    let value: string | undefined
    void withMinimumWait(clock, 300, slow.promise).then((v) => {
      value = v
    })
    await clock.advanceAsync(500)
    expect(value).toBeUndefined()
    slow.resolve('late')
    await clock.advanceAsync(0)
    expect(value).toBe('late')
    let failed = false
    void withMinimumWait(clock, 300, Promise.reject(new Error('x'))).catch(() => {
      failed = true
    })
    await clock.advanceAsync(299)
    expect(failed).toBe(false)
    await clock.advanceAsync(1)
    expect(failed).toBe(true)
  })

  it('R-PERF-13 the minimum wait counts from when the loading state began, not from the call', async () => {
    const clock = createFakeClock()
    const typedAt = clock.now()
    await clock.advanceAsync(150)
    let settled = false
    void withMinimumWait(clock, 300, Promise.resolve('wallets'), typedAt).then(() => {
      settled = true
    })
    await clock.advanceAsync(149)
    expect(settled).toBe(false)
    await clock.advanceAsync(1)
    expect(settled).toBe(true)
    // A start longer ago than the minimum holds nothing back.
    let late = false
    void withMinimumWait(clock, 300, Promise.resolve('wallets'), typedAt).then(() => {
      late = true
    })
    await clock.advanceAsync(0)
    expect(late).toBe(true)
  })

  it('R-PERF-09 preloading gives up after 2 s; the late image still fills the cache once', async () => {
    const clock = createFakeClock()
    let made = 0
    const cache = createImageCache({
      clock,
      createObjectUrl: () => `blob:${++made}`,
      revokeObjectUrl: () => undefined,
    })
    const image = deferred<Blob>()
    let loads = 0
    const load = () => {
      loads++
      return image.promise
    }
    let outcome: string | undefined | 'pending' = 'pending'
    void cache.preload('wallet:1', load).then((url) => {
      outcome = url
    })
    await clock.advanceAsync(1_999)
    expect(outcome).toBe('pending')
    await clock.advanceAsync(1)
    expect(outcome).toBeUndefined()
    image.resolve(new Blob(['svg']))
    expect(await cache.get('wallet:1', load)).toBe('blob:1')
    expect(cache.peek('wallet:1')).toBe('blob:1')
    expect(loads).toBe(1)
  })

  it('R-PERF-09 a failed image resolves undefined at once and is fetched again next time', async () => {
    const clock = createFakeClock()
    const cache = createImageCache({
      clock,
      createObjectUrl: () => 'blob:x',
      revokeObjectUrl: () => undefined,
    })
    expect(await cache.preload('k', () => Promise.reject(new Error('404')))).toBeUndefined()
    expect(await cache.preload('k', () => Promise.resolve(new Blob(['ok'])))).toBe('blob:x')
  })
})
