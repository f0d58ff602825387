import { clockOf } from '@sigil/core/internal'
import { useEffect, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** How long a person waits on a wallet before the view offers the next step. */
export const STILL_WAITING_MS = 15_000

/**
 * True once `waiting` has lasted `ms` without a break: the view then offers a way on (try
 * again, another wallet, get the wallet) instead of a spinner that may never end. A new
 * `attempt` (the wallet asked again while still waiting) starts the wait over.
 */
export function useStillWaiting(waiting: boolean, ms = STILL_WAITING_MS, attempt?: number): boolean {
  const client = useSigilClient()
  const [still, setStill] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts the wait over.
  useEffect(() => {
    setStill(false)
    if (!waiting) return
    // The client's clock, so a test (or a host with its own clock) decides when time passes.
    const clock = clockOf(client)
    const timer = clock.setTimeout(() => setStill(true), ms)
    return () => clock.clearTimeout(timer)
  }, [client, waiting, ms, attempt])
  return still
}
