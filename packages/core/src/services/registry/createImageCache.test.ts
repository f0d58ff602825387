import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createImageCache, MAX_IMAGE_BYTES } from './createImageCache.js'

function cache() {
  const made: Blob[] = []
  const images = createImageCache({
    clock: createFakeClock(0),
    createObjectUrl: (blob) => {
      made.push(blob)
      return `blob:test/${made.length}`
    },
    revokeObjectUrl: () => {},
  })
  return { images, made }
}

describe('the image cache', () => {
  it('R-SEC-11 an image up to 1 MiB becomes an object URL', async () => {
    const { images, made } = cache()
    const blob = new Blob(['x'.repeat(MAX_IMAGE_BYTES)], { type: 'image/svg+xml' })
    expect(await images.get('a', async () => blob)).toBe('blob:test/1')
    expect(made).toEqual([blob])
  })

  it.each([
    ['an image over 1 MiB', new Blob(['x'.repeat(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }), 'bytes'],
    ['an HTML page', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'text/html'],
  ])(
    'R-SEC-11 %s is refused, no URL is made and preload goes on without it',
    async (_label, blob, reason) => {
      const { images, made } = cache()
      await expect(images.get('a', async () => blob)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: expect.stringContaining(reason),
      })
      expect(await images.preload('b', async () => blob)).toBeUndefined()
      expect(made).toEqual([])
      expect(images.peek('a')).toBeUndefined()
    },
  )
})
