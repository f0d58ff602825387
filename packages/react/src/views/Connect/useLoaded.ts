import { useEffect, useState } from 'react'

/** What each loader gave, so a view mounted after it settled renders with it at once. */
const settled = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * What a data source's loader gives, asked once per loader: undefined while it loads, when it
 * fails (the view shows what it has without it) or without a loader.
 */
export function useLoaded<T>(load: (() => Promise<T>) | undefined): T | undefined {
  const [loaded, setLoaded] = useState<{ load: () => Promise<T>; value: T } | undefined>(() =>
    load && settled.has(load) ? { load, value: settled.get(load) as T } : undefined,
  )
  useEffect(() => {
    if (!load) return
    let current = true
    load().then(
      (value) => {
        settled.set(load, value)
        if (current) setLoaded({ load, value })
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [load])
  return loaded && loaded.load === load ? loaded.value : undefined
}
