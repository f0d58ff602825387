import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusableIn } from './focusable.js'

/**
 * While `active`: focus moves into the dialog, Tab cycles inside it, focus dropped to the page
 * comes back to it, and on release focus returns to where it was before opening.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!active || !dialog) return
    const previous = deepActiveElement()
    const root = dialog.getRootNode() as Document | ShadowRoot
    // The dialog itself takes focus: screen readers announce its title, and no button looks pre-selected.
    // In the frame that first draws it, not here: focusing needs the card's style and layout, which
    // asked for now would be computed inside the click's task (a forced layout of the whole card)
    // and the frame would start that much later. A control focused before the frame (the view's
    // own doing, after this effect) keeps focus, as it would have after an immediate dialog.focus().
    const focusedBefore = root.activeElement
    let frame = requestAnimationFrame(() => {
      frame = 0
      if (dialog.isConnected && root.activeElement === focusedBefore) dialog.focus()
    })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(dialog)
      if (items.length === 0) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const current = root.activeElement
      const index = current instanceof HTMLElement ? items.indexOf(current) : -1
      const last = items.length - 1
      if (current === dialog) {
        event.preventDefault()
        items[event.shiftKey ? last : 0]?.focus()
      } else if (event.shiftKey && index <= 0) {
        event.preventDefault()
        items[last]?.focus()
      } else if (!event.shiftKey && (index === last || index === -1)) {
        event.preventDefault()
        items[0]?.focus()
      }
    }
    // A control disabled or removed while focused (a button that goes busy, a step that ends) drops
    // focus to the page's body, where Tab leaves the dialog and a screen reader leaves the card: it is
    // taken back, once the render that dropped it has had its chance to focus something itself.
    let refocus: ReturnType<typeof setTimeout> | undefined
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return
      clearTimeout(refocus)
      refocus = setTimeout(() => {
        const page = dialog.ownerDocument
        const lost = page.activeElement === null || page.activeElement === page.body
        if (lost && dialog.isConnected) dialog.focus()
      }, 0)
    }
    dialog.addEventListener('keydown', onKeyDown)
    dialog.addEventListener('focusout', onFocusOut)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      clearTimeout(refocus)
      dialog.removeEventListener('keydown', onKeyDown)
      dialog.removeEventListener('focusout', onFocusOut)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [dialogRef, active])
}
