import type { StoreApi } from 'zustand/vanilla'
import type { Unsubscribe } from './types.js'

/** Calls `listener` only when the selected value changes by `equals` (Object.is by default). */
export function subscribeSelector<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  listener: (value: T, previous: T) => void,
  options: { equals?: (a: T, b: T) => boolean; fireImmediately?: boolean } = {},
): Unsubscribe {
  const equals = options.equals ?? Object.is
  let current = selector(store.getState())
  if (options.fireImmediately) listener(current, current)
  return store.subscribe((state) => {
    const next = selector(state)
    if (equals(current, next)) return
    const previous = current
    current = next
    listener(next, previous)
  })
}
