import type { Clock } from './types.js'

export type Timers = {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
  /** One timer per name: setting it again replaces the earlier one. */
  setNamed(name: string, callback: () => void, ms: number): void
  clearNamed(name: string): void
  clearAll(): void
}

/** The timers of one client, so `destroy()` can cancel every one of them. */
export function createTimers(clock: Clock): Timers {
  const live = new Set<unknown>()
  const named = new Map<string, unknown>()
  const set = (callback: () => void, ms: number): unknown => {
    const handle: unknown = clock.setTimeout(() => {
      live.delete(handle)
      callback()
    }, ms)
    live.add(handle)
    return handle
  }
  const clear = (handle: unknown): void => {
    live.delete(handle)
    clock.clearTimeout(handle)
  }
  const clearNamed = (name: string): void => {
    if (named.has(name)) clear(named.get(name))
    named.delete(name)
  }
  return {
    set,
    clear,
    setNamed(name, callback, ms) {
      clearNamed(name)
      named.set(
        name,
        set(() => {
          named.delete(name)
          callback()
        }, ms),
      )
    },
    clearNamed,
    clearAll() {
      for (const handle of live) clock.clearTimeout(handle)
      live.clear()
      named.clear()
    },
  }
}
