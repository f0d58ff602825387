import { useEffect } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/**
 * Escape closes the open modal even when focus has left it for the page's body (a click on
 * the page's empty margin, an element removed under the pointer). Keys that reach the page
 * from one of its own focused controls are the page's, and left alone.
 */
export function useEscapeFromPage(active: boolean): void {
  const client = useSigilClient()
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const focused = document.activeElement
      if (focused && focused !== document.body && focused !== document.documentElement) return
      if (client.canClose()) client.close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, client])
}
