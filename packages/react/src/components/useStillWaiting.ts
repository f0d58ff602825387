import { clockOf } from '@sigil/core'
import { useEffect, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** How long a person waits on a wallet before the view offers the next step. */
export const STILL_WAITING_MS = 15_000

/**
 * True once `waiting` has lasted `ms` without a break: the view then offers a way on (try
 * again, another wallet, get the wallet) instead of a spinner that may never end.
 */
export function useStillWaiting(waiting: boolean, ms = STILL_WAITING_MS): boolean {
  const client = useSigilClient()
  const [still, setStill] = useState(false)
  useEffect(() => {
    setStill(false)
    if (!waiting) return
    // The client's clock, so a test (or a host with its own clock) decides when time passes.
    const clock = clockOf(client)
    const timer = clock.setTimeout(() => setStill(true), ms)
    return () => clock.clearTimeout(timer)
  }, [client, waiting, ms])
  return still
}
