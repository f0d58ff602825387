import { useEffect, useState } from 'react'
import type { DwellScheduler } from './dwellScheduler.js'

/** False until the component has stayed mounted for the scheduler's delay, then true for good. */
export function useDwelt(scheduler: DwellScheduler): boolean {
  const [dwelt, setDwelt] = useState(false)
  useEffect(() => (dwelt ? undefined : scheduler.watch(() => setDwelt(true))), [scheduler, dwelt])
  return dwelt
}
