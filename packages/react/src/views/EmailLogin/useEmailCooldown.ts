import type { AuthConnector } from '@sigil/core'
import { useEffect, useState } from 'react'

/** Seconds until another code may be sent to `email` (0: now), ticking each second (R-ERR-07). */
export function useEmailCooldown(
  auth: AuthConnector | undefined,
  email: string | undefined,
): [number, () => void] {
  const read = () => {
    if (!auth || !email) return 0
    const check = auth.emailSendCheck(email)
    return check.allowed ? 0 : check.secondsLeft
  }
  const [seconds, setSeconds] = useState(read)
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` restarts the countdown after a send.
  useEffect(() => {
    setSeconds(read())
    const timer = setInterval(() => {
      const left = read()
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [auth, email, tick])
  return [seconds, () => setTick((value) => value + 1)]
}
