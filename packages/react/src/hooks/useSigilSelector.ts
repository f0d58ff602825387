import type { SigilState } from '@sigil/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { serverStateOf } from './serverStateOf.js'

type Cached<T> = { state: SigilState; selector: (state: SigilState) => T; value: T }

/**
 * Reads a slice of the client's state. The component re-renders only when the selected
 * value changes (`Object.is`, or `equals` for values rebuilt on every call). On a server,
 * and while hydrating, it reads the client's server state (disconnected, default network),
 * so the server's HTML and the first browser render agree.
 */
export function useSigilSelector<T>(
  selector: (state: SigilState) => T,
  equals: (a: T, b: T) => boolean = Object.is,
): T {
  const client = useSigilClient()
  const cache = useRef<Cached<T> | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribe((state) => state, onChange),
    [client],
  )
  const read = (state: SigilState): T => {
    const cached = cache.current
    // A selector that closes over props is a new function when they change: the same state
    // read through it may give another value, so the cache holds only for the same selector.
    if (cached && cached.state === state && cached.selector === selector) return cached.value
    const value = selector(state)
    const kept = cached && equals(cached.value, value) ? cached.value : value
    cache.current = { state, selector, value: kept }
    return kept
  }
  return useSyncExternalStore(
    subscribe,
    () => read(client.getState()),
    () => read(serverStateOf(client)),
  )
}

export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
