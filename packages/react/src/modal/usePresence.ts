import { useEffect, useState } from 'react'

export type Presence = 'open' | 'closing' | 'closed'

/** Keeps something mounted for its exit animation after `visible` turns false. */
export function usePresence(visible: boolean, exitMs: number): Presence {
  const [presence, setPresence] = useState<Presence>(visible ? 'open' : 'closed')
  useEffect(() => {
    if (visible) {
      setPresence('open')
      return
    }
    setPresence((current) => (current === 'closed' ? 'closed' : 'closing'))
    const timer = setTimeout(() => setPresence('closed'), exitMs)
    return () => clearTimeout(timer)
  }, [visible, exitMs])
  return presence
}
