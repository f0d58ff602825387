import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusableIn } from './focusable.js'

/**
 * While `active`: focus moves into the dialog, Tab cycles inside it, and on release focus
 * returns to where it was before opening.
 */
export function useFocusTrap(dialogRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!active || !dialog) return
    const previous = deepActiveElement()
    const root = dialog.getRootNode() as Document | ShadowRoot
    // The dialog itself takes focus: screen readers announce its title, and no button looks pre-selected.
    dialog.focus()

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
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [dialogRef, active])
}
