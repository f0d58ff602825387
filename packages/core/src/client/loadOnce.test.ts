import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('hands every caller the one load, and loads again only after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module')
    const once = loadOnce(load)
    await expect(once()).rejects.toThrow('offline')
    const [first, second] = [once(), once()]
    expect(first).toBe(second)
    expect(await first).toBe('module')
    expect(await once()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
