import { type RefObject, useEffect } from 'react'

/**
 * Marks the card while its body holds more than it shows (`data-more-below`, `data-more-above`),
 * so the styles can fade the cut edge: a person sees that the view scrolls instead of meeting a
 * last row cut off with no sign of more (a 720 px window and the full Connect view).
 */
export function useScrollHint(cardRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const card = cardRef.current
    const body = card?.querySelector<HTMLElement>('.sigil-body')
    const content = body?.firstElementChild
    if (!active || !card || !body || typeof ResizeObserver === 'undefined') return
    const update = () => {
      const below = body.scrollHeight - body.clientHeight - body.scrollTop > 1
      card.toggleAttribute('data-more-below', below)
      card.toggleAttribute('data-more-above', body.scrollTop > 1)
    }
    const observer = new ResizeObserver(update)
    observer.observe(body)
    if (content) observer.observe(content)
    body.addEventListener('scroll', update, { passive: true })
    // No first update() here: the observer's first call (after the frame's layout) makes it, where
    // reading the sizes now would force the layout of the just-opened card inside the click's task.
    return () => {
      observer.disconnect()
      body.removeEventListener('scroll', update)
      card.removeAttribute('data-more-below')
      card.removeAttribute('data-more-above')
    }
  }, [cardRef, active])
}
