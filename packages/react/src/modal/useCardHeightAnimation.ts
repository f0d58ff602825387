import { type RefObject, useEffect } from 'react'

/** How long the card takes to follow its content's new height. */
const HEIGHT_MS = 180

/**
 * The card follows its content's height with a short animation instead of a jump: on a
 * desktop its top edge stays put and the bottom moves; on a phone the sheet grows upward. Under
 * reduced motion the height changes at once. The content is observed, not the card, so the
 * animation's own frames do not feed back.
 */
export function useCardHeightAnimation(cardRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const card = cardRef.current
    const content = card?.querySelector('.sigil-body > .sigil-views')
    if (!active || !card || !content || typeof ResizeObserver === 'undefined') return
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    // The first height comes with the observer's first call, after the frame's layout: read here,
    // it would force the layout of the just-opened card inside the click's task.
    let last: number | undefined
    let running: Animation | undefined
    const observer = new ResizeObserver(() => {
      // Where the card is drawn now (mid-animation, maybe), then where its content puts it.
      const start = running ? card.getBoundingClientRect().height : last
      running?.cancel()
      running = undefined
      const to = card.getBoundingClientRect().height
      last = to
      if (
        start === undefined ||
        Math.abs(start - to) < 1 ||
        still?.matches ||
        typeof card.animate !== 'function'
      )
        return
      running = card.animate([{ height: `${start}px` }, { height: `${to}px` }], {
        duration: HEIGHT_MS,
        easing: 'cubic-bezier(.2,.8,.2,1)',
      })
      // Resolves the start now: a pending animation would leave this frame painted at the new height.
      running.currentTime = 0
      running.onfinish = () => {
        running = undefined
      }
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      running?.cancel()
    }
  }, [cardRef, active])
}
