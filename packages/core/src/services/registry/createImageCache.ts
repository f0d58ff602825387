import type { Clock } from '../../clock/clock.js'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../constants/index.js'
import { createError } from '../../errors/createError.js'
import { INVALID_RESPONSE } from '../../errors/definitions.js'

export type ImageCache = {
  /** The object URL of an image, fetched once per key; rejects when the fetch fails (and forgets it). */
  get(key: string, load: () => Promise<Blob>): Promise<string>
  /**
   * Starts loading and waits at most `timeoutMs` (2 s): resolves with the URL, or with
   * undefined on timeout or failure, so the view goes on without the image (R-PERF-09).
   * A load that finishes after the timeout still fills the cache.
   */
  preload(key: string, load: () => Promise<Blob>, timeoutMs?: number): Promise<string | undefined>
  /** The URL if it is already loaded. */
  peek(key: string): string | undefined
  /** Revokes every object URL this cache made. */
  clear(): void
}

/** The largest image accepted from a service (a wallet icon is a few kB); larger ones are refused. */
export const MAX_IMAGE_BYTES = 1024 * 1024

/** Refuses what is not an image, or is too large to be an icon, before it becomes a URL. */
function checkImage(blob: Blob): Blob {
  if (blob.type !== '' && !blob.type.toLowerCase().startsWith('image/'))
    throw createError(INVALID_RESPONSE, { reason: `the image is ${blob.type}, not an image` })
  if (blob.size > MAX_IMAGE_BYTES)
    throw createError(INVALID_RESPONSE, {
      reason: `the image has ${blob.size} bytes, over ${MAX_IMAGE_BYTES}`,
    })
  return blob
}

export function createImageCache(options: {
  clock: Clock
  createObjectUrl: (blob: Blob) => string
  revokeObjectUrl: (url: string) => void
}): ImageCache {
  const pending = new Map<string, Promise<string>>()
  const loaded = new Map<string, string>()

  const get: ImageCache['get'] = (key, load) => {
    const known = pending.get(key)
    if (known) return known
    const promise = load().then(
      (blob) => {
        const url = options.createObjectUrl(checkImage(blob))
        loaded.set(key, url)
        return url
      },
      (error: unknown) => {
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, promise)
    return promise
  }

  return {
    get,
    preload(key, load, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS) {
      return new Promise((resolve) => {
        const timer = options.clock.setTimeout(() => resolve(undefined), timeoutMs)
        get(key, load).then(
          (url) => {
            options.clock.clearTimeout(timer)
            resolve(url)
          },
          () => {
            options.clock.clearTimeout(timer)
            resolve(undefined)
          },
        )
      })
    },
    peek: (key) => loaded.get(key),
    clear() {
      for (const url of loaded.values()) options.revokeObjectUrl(url)
      loaded.clear()
      pending.clear()
    },
  }
}
