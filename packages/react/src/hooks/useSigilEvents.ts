import type { SigilEvent } from '@sigil/core'
import { useEffect, useRef } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** Calls `listener` for every client event while the component is mounted. */
export function useSigilEvents(listener: (event: SigilEvent) => void): void {
  const client = useSigilClient()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => client.onEvent((event) => latest.current(event)), [client])
}
