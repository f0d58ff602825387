import { useEffect, useState } from 'react'

/**
 * What a data source's loader gives, asked once per loader: undefined while it loads, when it
 * fails (the view shows what it has without it) or without a loader.
 */
export function useLoaded<T>(load: (() => Promise<T>) | undefined): T | undefined {
  const [loaded, setLoaded] = useState<{ load: () => Promise<T>; value: T } | undefined>()
  useEffect(() => {
    if (!load) return
    let current = true
    load().then(
      (value) => current && setLoaded({ load, value }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [load])
  return loaded && loaded.load === load ? loaded.value : undefined
}
