import { useEffect, useState } from 'react'

/** How long a person waits on a wallet before the view offers the next step. */
export const STILL_WAITING_MS = 15_000

/**
 * True once `waiting` has lasted `ms` without a break: the view then offers a way on (try
 * again, another wallet, get the wallet) instead of a spinner that may never end.
 */
export function useStillWaiting(waiting: boolean, ms = STILL_WAITING_MS): boolean {
  const [still, setStill] = useState(false)
  useEffect(() => {
    setStill(false)
    if (!waiting) return
    const timer = setTimeout(() => setStill(true), ms)
    return () => clearTimeout(timer)
  }, [waiting, ms])
  return still
}
